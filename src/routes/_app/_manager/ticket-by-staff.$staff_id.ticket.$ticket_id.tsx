import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { StaffTicketDetailScreen } from '../../../features/staff-reports/components/staff-ticket-detail-screen.tsx';
// Light imports only: a route's config (not its component) loads with the app's start.
import { ticketDay } from '../../../features/staff-reports/model/staff-tickets.ts';
import { daySearch, idParams } from '../../../lib/route-params.ts';
import { useManager } from '../../../lib/signed-in.ts';

/** The day of the list the ticket was opened from (today when absent). */
const searchSchema = z.object({ day: daySearch });

export const Route = createFileRoute('/_app/_manager/ticket-by-staff/$staff_id/ticket/$ticket_id')({
  params: idParams('staff_id', 'ticket_id'),
  validateSearch: searchSchema,
  staticData: { title: 'Ticket', back: true },
  loaderDeps: ({ search }) => ({ day: search.day }),
  loader: async ({ context: { queryClient, manager }, params, deps }) => {
    const { ticketsByStaff } = await import('../../../features/staff-reports/api/tickets-by-staff.ts');
    await ticketsByStaff.prefetch(queryClient, {
      shopId: manager.salon.id,
      staffId: params.staff_id,
      day: ticketDay(deps.day, manager.today),
    });
  },
  component: StaffTicketPage,
});

function StaffTicketPage() {
  const { staff_id, ticket_id } = Route.useParams();
  const { day } = Route.useSearch();
  const { today } = useManager();
  return <StaffTicketDetailScreen staffId={staff_id} ticketId={ticket_id} day={ticketDay(day, today)} />;
}
