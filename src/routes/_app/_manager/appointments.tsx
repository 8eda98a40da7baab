import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { AppointmentListScreen } from '../../../features/appointments/components/list/appointment-list-screen.tsx';
// Light imports only: a route's config (not its component) loads with the app's start.
import {
  APPOINTMENT_TABS,
  type AppointmentTab,
} from '../../../features/appointments/model/appointment-tabs.ts';
import { rememberedTab, rememberTab } from '../../../features/appointments/model/remembered-tab.ts';
import { todayIn } from '../../../lib/day.ts';
import { readSession } from '../../../lib/session.ts';
import { deviceTimeZone } from '../../../lib/time-zone.ts';

const searchSchema = z.object({ tab: z.catch(z.optional(z.enum(APPOINTMENT_TABS)), undefined) });

/** The tab shown: the URL's, else the one last chosen on this device. */
const tabOf = (search: { tab?: AppointmentTab | undefined }): AppointmentTab =>
  search.tab ?? rememberedTab(readSession()?.shopId ?? 0);
const salonToday = () => todayIn(readSession()?.salonInfo?.timezone ?? deviceTimeZone());

export const Route = createFileRoute('/_app/_manager/appointments')({
  validateSearch: searchSchema,
  staticData: { title: 'Appointments' },
  loaderDeps: ({ search }) => ({ tab: tabOf(search) }),
  // Today's and this week's appointments (one kept answer) from the device or the network before the
  // screen draws; the Range tab's wait for its days.
  loader: async ({ context, deps }) => {
    const session = readSession();
    if (!session || deps.tab === 'RANGE') return;
    const [{ prefetchAppointments }, { periodFor }] = await Promise.all([
      import('../../../features/appointments/api/appointment-list.ts'),
      import('../../../lib/periods.ts'),
    ]);
    const today = salonToday();
    await prefetchAppointments(context.queryClient, session.shopId, periodFor(deps.tab, today), today);
  },
  component: AppointmentsPage,
});

function AppointmentsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AppointmentListScreen
      tab={tabOf(search)}
      today={salonToday()}
      onTabChange={(tab) => {
        rememberTab(readSession()?.shopId ?? 0, tab);
        void navigate({ search: { tab }, replace: true });
      }}
    />
  );
}
