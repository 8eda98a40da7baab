import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { UpdateCustomerBody } from '../../../contract/customers.ts';
import { customerEndpoints } from '../../../contract/endpoints/customers.ts';
import { call, sendNow } from '../../../lib/http.ts';
import { newMutationId } from '../../../offline/outbox.ts';
import { customerKeys } from './customers.ts';

/**
 * Edit Information's save: sent at once, never queued (docs/decisions.md, "Customers": the server checks
 * the phone against the salon's other customers). Offline it fails with the connection sentence and the
 * form keeps what was typed. One Idempotency-Key per edit: a retry after a lost answer is the same
 * request. The answer replaces the kept detail; the salon's lists are asked again.
 */
export function useUpdateCustomer(shopId: number) {
  const queryClient = useQueryClient();
  const [key, setKey] = useState(newMutationId);
  const update = useCallback(
    async (body: UpdateCustomerBody) => {
      const detail = await sendNow(() =>
        call(customerEndpoints.updateCustomer, { body, idempotencyKey: key }),
      );
      setKey(newMutationId());
      queryClient.setQueryData(customerKeys.detail(shopId, body.id), detail);
      await queryClient.invalidateQueries({ queryKey: customerKeys.all });
      return detail;
    },
    [queryClient, shopId, key],
  );
  return update;
}
