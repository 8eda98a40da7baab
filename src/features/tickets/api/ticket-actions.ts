import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ticketEndpoints } from '../../../contract/endpoints/tickets.ts';
import type { BillDetail } from '../../../contract/income.ts';
import type { RefundBody, UpdateBillBody, VoidBody } from '../../../contract/tickets.ts';
import { call, sendNow } from '../../../lib/http.ts';
import { QUERY_ROOTS } from '../../../lib/query-roots.ts';
import { newMutationId } from '../../../offline/outbox.ts';
import { ticketKeys } from './ticket-keys.ts';

/**
 * Void, refund and Update: they need the network (money leaves the till), so they are sent at once
 * rather than queued. One Idempotency-Key per dialog opening: a retry after a lost answer is the same
 * request, and the server applies it once. The ticket's answer replaces the kept detail, and the day's
 * lists, the reports and the staff's income are asked again.
 */
export function useTicketActions(billId: number) {
  const queryClient = useQueryClient();
  const [key, setKey] = useState(newMutationId);
  /** A new dialog opening: a new request. */
  const renew = useCallback(() => setKey(newMutationId()), []);

  const done = useCallback(
    async (detail: BillDetail) => {
      queryClient.setQueryData(ticketKeys.detail(billId), detail);
      setKey(newMutationId());
      await Promise.all(
        [ticketKeys.all, [QUERY_ROOTS.reports], [QUERY_ROOTS.income]].map((queryKey) =>
          queryClient.invalidateQueries({
            queryKey,
            predicate: (q) => q.queryKey[1] !== 'detail' || q.queryKey[2] !== billId,
          }),
        ),
      );
      return detail;
    },
    [queryClient, billId],
  );

  const send = useCallback(async (action: () => Promise<BillDetail>) => done(await sendNow(action)), [done]);

  return {
    renew,
    voidBill: (body: Omit<VoidBody, 'billId'>) =>
      send(() => call(ticketEndpoints.voidBill, { body: { billId, ...body }, idempotencyKey: key })),
    refundBill: (body: Omit<RefundBody, 'billId'>) =>
      send(() => call(ticketEndpoints.refundBill, { body: { billId, ...body }, idempotencyKey: key })),
    updateBill: (body: Omit<UpdateBillBody, 'billId'>) =>
      send(() => call(ticketEndpoints.updateBill, { body: { billId, ...body }, idempotencyKey: key })),
  };
}
