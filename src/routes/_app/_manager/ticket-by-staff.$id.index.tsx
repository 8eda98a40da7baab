import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { TicketsOfDayScreen } from '../../../features/staff-reports/components/tickets-by-staff-screen.tsx';
// Light imports only: a route's config (not its component) loads with the app's start.
import { ticketDay } from '../../../features/staff-reports/model/staff-tickets.ts';
import { daySearch, idParams } from '../../../lib/route-params.ts';
import { useManager } from '../../../lib/signed-in.ts';

const searchSchema = z.object({
  day: daySearch,
  tab: z.catch(z.optional(z.enum(['OPEN', 'CLOSED'])), undefined),
});

export const Route = createFileRoute('/_app/_manager/ticket-by-staff/$id/')({
  params: idParams('id'),
  validateSearch: searchSchema,
  staticData: { title: 'Staff Tickets', back: true, parent: '/staff-list' },
  loaderDeps: ({ search }) => ({ day: search.day }),
  loader: async ({ context: { queryClient, manager }, params, deps }) => {
    const { ticketsByStaff } = await import('../../../features/staff-reports/api/tickets-by-staff.ts');
    const day = ticketDay(deps.day, manager.today);
    await ticketsByStaff.prefetch(queryClient, { shopId: manager.salon.id, staffId: params.id, day });
  },
  component: TicketsOfDayPage,
});

function TicketsOfDayPage() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { today } = useManager();
  const day = ticketDay(search.day, today);
  return (
    <TicketsOfDayScreen
      staffId={id}
      day={day}
      tab={search.tab ?? 'OPEN'}
      onDay={(next) => void navigate({ search: { ...search, day: next }, replace: true })}
      onTab={(tab) => tab !== 'ALL' && void navigate({ search: { ...search, tab }, replace: true })}
    />
  );
}
