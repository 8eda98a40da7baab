import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { authEndpoints } from '../../../contract/endpoints/auth.ts';
import { galleryEndpoints } from '../../../contract/endpoints/gallery.ts';
import { type GalleryStatus, staffGalleryTopic } from '../../../contract/gallery.ts';
import { uploadToGallery } from '../../../lib/gallery-media.ts';
import { call } from '../../../lib/http.ts';
import { readSession, saveSession } from '../../../lib/session.ts';
import { scopeDb } from '../../../offline/db.ts';
import { defineKept } from '../../../offline/kept.ts';
import { forgetAllAnswers } from '../../../offline/persister.ts';
import { stopSyncEngine } from '../../../offline/sync-engine.ts';
import { useTopic } from '../../../realtime/topics.ts';

export const accountKeys = {
  salons: (phone: string) => ['account', 'salons', phone] as const,
  galleries: (staffId: number) => ['account', 'gallery', staffId] as const,
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
      const before = readSession();
      stopSyncEngine();
      // The lists and reports of the salon left behind are not kept (its calendar and unsent changes are).
      if (before)
        await forgetAllAnswers(scopeDb({ shopId: before.shopId, staffId: before.staffId })).catch(
          () => undefined,
        );
      const session = saveSession(verified);
      queryClient.clear();
      await navigate({ href: session.isManager ? '/overview' : '/', replace: true });
    },
  });
}

/**
 * The staff member's own photos and videos of one status, kept on the device once seen. Asked again
 * whenever the page is shown: a manager publishes or deletes them at any moment.
 */
export const myGallery = defineKept({
  key: ({ staffId, status }: { staffId: number; status: GalleryStatus }) =>
    accountKeys.gallery(staffId, status),
  fetch: ({ staffId, status }, signal) =>
    call(galleryEndpoints.galleryAll, { query: { status, staffId }, signal }),
});

export function useUpload(staffId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chosen: { file: File; key: string }) => uploadToGallery(staffId, chosen),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.gallery(staffId, 'PENDING') }),
  });
}

/**
 * Keeps the staff member's two gallery lists live while the page is open: a manager's publish or
 * delete is told on the staff member's gallery topic, and both lists are asked again.
 */
export function useLiveGallery(staffId: number): void {
  const queryClient = useQueryClient();
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: accountKeys.galleries(staffId) }),
    [queryClient, staffId],
  );
  useTopic(staffGalleryTopic(staffId), reload);
}
