import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopEndpoints } from '../../../contract/endpoints/shop.ts';
import type { ShopUpdate } from '../../../contract/shop.ts';
import { call, sendNow } from '../../../lib/http.ts';
import { QUERY_ROOTS } from '../../../lib/query-roots.ts';
import { defineKept } from '../../../offline/kept.ts';

export const salonKeys = {
  detail: (shopId: number) => [QUERY_ROOTS.shop, shopId, 'detail'] as const,
};

/** The salon's profile (GET shop/detail), kept on the device once seen. */
export const salonDetail = defineKept({
  key: ({ shopId }: { shopId: number }) => salonKeys.detail(shopId),
  fetch: (_args, signal) => call(shopEndpoints.shopDetail, { signal }),
  fresh: 60_000,
});

/**
 * Saves the changed fields (PUT shop/update). Sent at once, never queued (docs/decisions.md, "Salon
 * Information offline"): offline it is refused with NEEDS_CONNECTION and the form keeps what was typed.
 * The answer is the salon as saved: it becomes the kept profile.
 */
export function useSalonUpdate(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ update, key }: { update: ShopUpdate; key: string }) =>
      sendNow(() => call(shopEndpoints.shopUpdate, { body: { ...update, shopId }, idempotencyKey: key })),
    onSuccess: (saved) => queryClient.setQueryData(salonKeys.detail(shopId), saved),
  });
}
