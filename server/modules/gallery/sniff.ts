import type { MediaType } from '../../../src/contract/gallery.ts';

/** A file type recognised from its first bytes, with the extension and content type it is stored and served with. */
export interface SniffedType {
  ext: StoredExt;
  mime: string;
  mediaType: MediaType;
}

export const STORED_EXTS = ['png', 'jpg', 'mp4', 'webm', 'mov'] as const;
export type StoredExt = (typeof STORED_EXTS)[number];

/** How many leading bytes `sniff` needs to decide (fewer when the file is shorter). */
export const SNIFF_BYTES = 12;

export const MIME_BY_EXT: Record<StoredExt, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const FTYP = [0x66, 0x74, 0x79, 0x70];
/**
 * ISO base media brands that are not video: HEIF/HEIC and AVIF still images, Canon raw, and audio-only
 * MPEG-4. They share the `ftyp` box with MP4 and MOV, so they are told apart by the major brand.
 */
const NOT_VIDEO_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'crx ',
  'M4A ',
  'M4B ',
  'M4P ',
  'F4A ',
  'F4B ',
]);

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

/**
 * The type of a file from its magic numbers (never from its name or the client's content type):
 * PNG, JPEG, MP4/MOV (an `ftyp` box at offset 4) or WebM/Matroska (EBML header). Anything else is null.
 */
export function sniff(head: Uint8Array): SniffedType | null {
  if (startsWith(head, PNG)) return { ext: 'png', mime: MIME_BY_EXT.png, mediaType: 'image' };
  if (startsWith(head, JPEG)) return { ext: 'jpg', mime: MIME_BY_EXT.jpg, mediaType: 'image' };
  if (startsWith(head, EBML)) return { ext: 'webm', mime: MIME_BY_EXT.webm, mediaType: 'video' };
  if (startsWith(head, FTYP, 4) && head.length >= 12) {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    if (NOT_VIDEO_BRANDS.has(brand)) return null;
    if (brand === 'qt  ') return { ext: 'mov', mime: MIME_BY_EXT.mov, mediaType: 'video' };
    return { ext: 'mp4', mime: MIME_BY_EXT.mp4, mediaType: 'video' };
  }
  return null;
}
