import { createFileRoute } from '@tanstack/react-router';
import { ManagerTicketScreen } from '../../../features/tickets/components/manager-ticket-screen.tsx';
import { idParams } from '../../../lib/route-params.ts';

export const Route = createFileRoute('/_app/_manager/ticketDetailV2/$ticketId/')({
  params: idParams('ticketId'),
  staticData: { title: 'Ticket', back: true, parent: '/tickets' },
  component: () => <ManagerTicketScreen ticketId={Route.useParams().ticketId} />,
});
