import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { TicketsByNameScreen } from '../../../features/staff-reports/components/tickets-by-staff-screen.tsx';
import { idParams } from '../../../lib/route-params.ts';

const searchSchema = z.object({ tab: z.catch(z.optional(z.enum(['ALL', 'OPEN', 'CLOSED'])), undefined) });
const ids = idParams('id');

export const Route = createFileRoute('/_app/_manager/ticket-by-staff/$id/$name')({
  params: {
    parse: (raw: { id: string; name: string }) => ({ ...ids.parse({ id: raw.id }), name: raw.name }),
    stringify: (p: { id: number; name: string }) => ({ ...ids.stringify({ id: p.id }), name: p.name }),
  },
  validateSearch: searchSchema,
  staticData: { title: 'Staff Tickets', back: true, parent: '/staff-list' },
  loader: async ({ context: { queryClient, manager }, params }) => {
    const { ticketsByStaff } = await import('../../../features/staff-reports/api/tickets-by-staff.ts');
    await ticketsByStaff.prefetch(queryClient, {
      shopId: manager.salon.id,
      staffId: params.id,
      day: manager.today,
    });
  },
  component: TicketsByNamePage,
});

function TicketsByNamePage() {
  const { id, name } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TicketsByNameScreen
      staffId={id}
      name={name}
      tab={search.tab ?? 'ALL'}
      onTab={(tab) => void navigate({ search: { tab }, replace: true })}
    />
  );
}
