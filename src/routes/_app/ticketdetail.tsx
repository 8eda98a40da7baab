import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { TicketDetailScreen } from '../../features/tickets/components/ticket-detail-screen.tsx';
import { idOf } from '../../lib/route-params.ts';
import { NotFound } from '../../ui/not-found.tsx';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Spec: /ticketdetail receives the ticket id, its date and the tab it came from in navigation state. */
    ticketId?: number;
    create_date?: string;
    tab?: string;
  }
}

export const Route = createFileRoute('/_app/ticketdetail')({
  staticData: { title: 'Ticket', back: true },
  component: TicketDetailPage,
});

function TicketDetailPage() {
  const ticketId = idOf(useRouterState({ select: (s) => s.location.state.ticketId }));
  return ticketId === null ? <NotFound /> : <TicketDetailScreen ticketId={ticketId} />;
}
