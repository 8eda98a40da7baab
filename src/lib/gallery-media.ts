import { galleryEndpoints } from '../contract/endpoints/gallery.ts';
import {
  UPLOAD_BAD_TYPE_MESSAGE,
  UPLOAD_LIMIT_BYTES,
  UPLOAD_TOO_LARGE_MESSAGE,
} from '../contract/gallery.ts';
import { upload } from './http.ts';

/** Spec part 2 §5: png, jpeg and any video; above 8 MB the dialog says so and OK is disabled. */
export const UPLOAD_ACCEPT = 'image/png,image/jpeg,video/*';

/** Why a chosen file cannot be uploaded (the upload dialog's red line), or null. */
export function uploadProblem(file: { size: number; type: string }): string | null {
  if (file.size > UPLOAD_LIMIT_BYTES) return UPLOAD_TOO_LARGE_MESSAGE;
  if (!/^image\/(png|jpeg)$/.test(file.type) && !file.type.startsWith('video/')) {
    return UPLOAD_BAD_TYPE_MESSAGE;
  }
  return null;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1000) return `${Math.round(bytes / 1000)} KB`;
  return `${bytes} B`;
}

/** "Uploaded on 11-20-2026" or "Uploaded on 10-02-2026 – 11-20-2026" for a group of MM-DD-YYYY dates. */
export function uploadedOn(dates: string[]): string {
  const sortable = dates
    .map((d) => ({ d, key: `${d.slice(6)}${d.slice(0, 2)}${d.slice(3, 5)}` }))
    .sort((a, b) => a.key.localeCompare(b.key));
  const first = sortable[0]?.d;
  const last = sortable[sortable.length - 1]?.d;
  if (!first || !last) return '';
  return first === last ? `Uploaded on ${first}` : `Uploaded on ${first} – ${last}`;
}

/**
 * Uploads a file to a staff member's gallery (pending until a manager publishes it). `key` is chosen
 * with the file: sending the same choice again (a repeat, a retry) stores it once.
 */
export function uploadToGallery(staffId: number, { file, key }: { file: File; key: string }) {
  return upload(galleryEndpoints.galleryUpload, {
    params: { staffId },
    field: 'file',
    file,
    fileName: file.name,
    idempotencyKey: key,
  });
}
