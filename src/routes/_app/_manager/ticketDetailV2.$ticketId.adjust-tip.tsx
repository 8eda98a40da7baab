import { createFileRoute } from '@tanstack/react-router';
import { AdjustTipScreen } from '../../../features/tickets/components/tip-screens.tsx';
import { idParams } from '../../../lib/route-params.ts';

export const Route = createFileRoute('/_app/_manager/ticketDetailV2/$ticketId/adjust-tip')({
  params: idParams('ticketId'),
  staticData: { title: 'Add Tip', back: true },
  component: () => <AdjustTipScreen ticketId={Route.useParams().ticketId} />,
});
