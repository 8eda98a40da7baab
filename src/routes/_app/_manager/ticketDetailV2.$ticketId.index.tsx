import { createFileRoute } from '@tanstack/react-router';
import { ManagerTicketScreen } from '../../../features/tickets/components/manager-ticket-screen.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { ticketIdOf } from './-ticket-id.ts';

export const Route = createFileRoute('/_app/_manager/ticketDetailV2/$ticketId/')({
  staticData: { title: 'Ticket', back: true },
  component: ManagerTicketPage,
});

function ManagerTicketPage() {
  const id = ticketIdOf(Route.useParams().ticketId);
  return id === null ? <NotFound /> : <ManagerTicketScreen ticketId={id} />;
}
