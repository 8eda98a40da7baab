import { useMutation, useQueryClient } from '@tanstack/react-query';
import { galleryEndpoints } from '../../../contract/endpoints/gallery.ts';
import type { GalleryStatus } from '../../../contract/gallery.ts';
import { uploadToGallery } from '../../../lib/gallery-media.ts';
import { call, sendNow } from '../../../lib/http.ts';
import { QUERY_ROOTS } from '../../../lib/query-roots.ts';
import { defineKept } from '../../../offline/kept.ts';
import type { GalleryAction } from '../model/selection.ts';

export const galleryKeys = {
  salon: (shopId: number) => [QUERY_ROOTS.gallery, shopId] as const,
  list: (shopId: number, status: GalleryStatus) => [QUERY_ROOTS.gallery, shopId, status] as const,
};

/**
 * The salon's photos and videos of one status, grouped by staff member (GET gallery/all), kept on the
 * device once seen. Asked again whenever shown: staff upload at any moment.
 */
export const galleryReview = defineKept({
  key: ({ shopId, status }: { shopId: number; status: GalleryStatus }) => galleryKeys.list(shopId, status),
  fetch: ({ status }, signal) => call(galleryEndpoints.galleryAll, { query: { status }, signal }),
});

/**
 * Publishes or deletes the selected items. Sent at once, never queued (docs/decisions.md, "Gallery
 * review offline"): offline it is refused with NEEDS_CONNECTION and the selection stays. `key` is chosen
 * with the selection, so a repeat of the same tap changes nothing twice.
 */
export function useGalleryAction(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ids, key }: { action: GalleryAction; ids: number[]; key: string }) =>
      sendNow(() =>
        call(action === 'publish' ? galleryEndpoints.galleryApprove : galleryEndpoints.galleryDelete, {
          body: { ids },
          idempotencyKey: key,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryKeys.salon(shopId) }),
  });
}

/** The manager's own upload (to their gallery, pending like any other); the pending list reloads. */
export function useManagerUpload(shopId: number, staffId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chosen: { file: File; key: string }) => uploadToGallery(staffId, chosen),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.list(shopId, 'PENDING') }),
  });
}
