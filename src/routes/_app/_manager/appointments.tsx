import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { AppointmentListScreen } from '../../../features/appointments/manager/list/appointment-list-screen.tsx';
// Light imports only: a route's config (not its component) loads with the app's start.
import {
  APPOINTMENT_TABS,
  type AppointmentTab,
} from '../../../features/appointments/manager/model/appointment-tabs.ts';
import { rememberedTab, rememberTab } from '../../../features/appointments/manager/model/remembered-tab.ts';
import { useManager } from '../../../lib/signed-in.ts';

const searchSchema = z.object({ tab: z.catch(z.optional(z.enum(APPOINTMENT_TABS)), undefined) });

/** The tab shown: the URL's, else the one last chosen on this device. */
const tabOf = (search: { tab?: AppointmentTab | undefined }, shopId: number): AppointmentTab =>
  search.tab ?? rememberedTab(shopId);

export const Route = createFileRoute('/_app/_manager/appointments')({
  validateSearch: searchSchema,
  staticData: { title: 'Appointments' },
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  // Today's and this week's appointments (one kept answer) from the device or the network before the
  // screen draws; the Range tab's wait for its days.
  loader: async ({ context: { queryClient, manager }, deps }) => {
    const tab = tabOf(deps, manager.salon.id);
    if (tab === 'RANGE') return;
    const [{ prefetchAppointments }, { periodFor }] = await Promise.all([
      import('../../../features/appointments/manager/api/appointment-list.ts'),
      import('../../../lib/periods.ts'),
    ]);
    const { today } = manager;
    await prefetchAppointments(queryClient, manager.salon.id, periodFor(tab, today), today);
  },
  component: AppointmentsPage,
});

function AppointmentsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { salon } = useManager();
  return (
    <AppointmentListScreen
      tab={tabOf(search, salon.id)}
      onTabChange={(tab) => {
        rememberTab(salon.id, tab);
        void navigate({ search: { tab }, replace: true });
      }}
    />
  );
}
