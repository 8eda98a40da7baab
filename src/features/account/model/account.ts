import { UPLOAD_LIMIT_BYTES } from '../../../contract/gallery.ts';

/** Spec part 2 §4 "Salon switch": the confirmation text, exactly. */
export const SWITCH_TITLE = 'Switch Salon';
export function switchQuestion(salon: string): string {
  return `Are you want to switch to ${salon} ?`;
}

/** Spec: png, jpeg and any video; above 8 MB the dialog says so and OK is disabled. */
export const UPLOAD_ACCEPT = 'image/png,image/jpeg,video/*';

export function uploadProblem(file: { size: number; type: string }): string | null {
  if (file.size > UPLOAD_LIMIT_BYTES) return 'Exceed size of image/video';
  if (!/^image\/(png|jpeg)$/.test(file.type) && !file.type.startsWith('video/')) {
    return 'Only PNG, JPEG or video files can be uploaded.';
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
