import { fromCents } from '../../../contract/money.ts';
import type { SplitMethod } from '../../../contract/tickets.ts';
import { useOfflineChange } from '../../../offline/hooks.ts';
import { TOAST_TEXT, toastOutcome } from '../../../ui/toast.tsx';
import { updateTip } from '../offline-changes.ts';

export interface TipSave {
  billId: number;
  billNumber: number;
  totalCents: number;
  shares: readonly { staffId: number; cents: number }[];
  method: SplitMethod;
}

/**
 * Saves a ticket's tip through the outbox: shown at once on this device, sent now when online, else
 * kept and sent once when the connection returns. Resolves true when the manager may go back to the
 * ticket (sent or kept); a refusal shows the server's message and keeps them on the screen.
 */
export function useSaveTip() {
  const change = useOfflineChange(updateTip);
  return async ({ billId, billNumber, totalCents, shares, method }: TipSave): Promise<boolean> => {
    const outcome = await change(
      {
        body: {
          billId,
          totalTip: fromCents(totalCents),
          data: shares.map((s) => ({ staffId: s.staffId, tipAmount: fromCents(s.cents) })),
          splitMethod: method,
        },
      },
      { billNumber },
    );
    toastOutcome(outcome, TOAST_TEXT.success);
    return outcome !== undefined && outcome.kind !== 'refused';
  };
}
