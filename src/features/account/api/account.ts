import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { authEndpoints } from '../../../contract/endpoints/auth.ts';
import { galleryEndpoints } from '../../../contract/endpoints/gallery.ts';
import type { GalleryGroup, GalleryStatus } from '../../../contract/gallery.ts';
import { call, upload } from '../../../lib/http.ts';
import { saveSession } from '../../../lib/session.ts';
import { useCachedSnapshot } from '../../../offline/hooks.ts';
import { stopSyncEngine } from '../../../offline/sync-engine.ts';

export const accountKeys = {
  salons: (phone: string) => ['account', 'salons', phone] as const,
  gallery: (staffId: number, status: GalleryStatus) => ['account', 'gallery', staffId, status] as const,
};

/** The salons this phone belongs to (needs the network; offline the page shows the current one). */
export function useMySalons(phone: string) {
  return useQuery({
    queryKey: accountKeys.salons(phone),
    queryFn: ({ signal }) => call(authEndpoints.signInByPhone, { params: { phone }, signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * Moves the session to another salon of the same phone (the server checks the current session; no
 * code is involved), stores the new session, drops every cached answer of the old salon, and goes to
 * the new salon's landing page. The old salon's offline data stays in its own database, never shown.
 */
export function useSalonSwitch() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (shopId: number) => call(authEndpoints.switchSalon, { body: { shopId } }),
    onSuccess: async (verified) => {
      stopSyncEngine();
      const session = saveSession(verified);
      queryClient.clear();
      await navigate({ href: session.isManager ? '/overview' : '/', replace: true });
    },
  });
}

/** The staff member's own photos and videos of one status, kept for offline use. */
export function useMyGallery(staffId: number, status: GalleryStatus) {
  return useCachedSnapshot<GalleryGroup[]>(
    `gallery:${staffId}:${status}`,
    accountKeys.gallery(staffId, status),
    (signal) => call(galleryEndpoints.galleryAll, { query: { status, staffId }, signal }),
  );
}

export function useUpload(staffId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      upload(galleryEndpoints.galleryUpload, {
        params: { staffId },
        field: 'file',
        file,
        fileName: file.name,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.gallery(staffId, 'PENDING') }),
  });
}
