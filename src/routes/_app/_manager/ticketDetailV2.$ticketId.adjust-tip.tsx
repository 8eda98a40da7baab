import { createFileRoute } from '@tanstack/react-router';
import { AdjustTipScreen } from '../../../features/tickets/components/tip-screens.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { ticketIdOf } from './-ticket-id.ts';

export const Route = createFileRoute('/_app/_manager/ticketDetailV2/$ticketId/adjust-tip')({
  staticData: { title: 'Add Tip', back: true },
  component: AdjustTipPage,
});

function AdjustTipPage() {
  const id = ticketIdOf(Route.useParams().ticketId);
  return id === null ? <NotFound /> : <AdjustTipScreen ticketId={id} />;
}
