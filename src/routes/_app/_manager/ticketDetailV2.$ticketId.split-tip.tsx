import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { SplitTipScreen } from '../../../features/tickets/components/tip-screens.tsx';
import { parseMoneyInput } from '../../../lib/money-input.ts';
import { idParams } from '../../../lib/route-params.ts';
import { DEFAULT_SPLIT_TOTAL_CENTS } from '../../../lib/tips.ts';

// `amount` in dollars as typed on Add Tip ("18.50"); anything else counts as absent.
const searchSchema = z.object({
  amount: z.catch(z.optional(z.union([z.string(), z.number()])), undefined),
});

export const Route = createFileRoute('/_app/_manager/ticketDetailV2/$ticketId/split-tip')({
  params: idParams('ticketId'),
  validateSearch: searchSchema,
  staticData: { title: 'Split Tip', back: true },
  component: SplitTipPage,
});

function SplitTipPage() {
  const id = Route.useParams().ticketId;
  const { amount } = Route.useSearch();
  // Spec §4: the total tip is 100 when no amount is given.
  const cents =
    amount === undefined || amount === '' ? DEFAULT_SPLIT_TOTAL_CENTS : parseMoneyInput(String(amount));
  return <SplitTipScreen key={id} ticketId={id} amountCents={cents} />;
}
