import * as z from 'zod/mini';
import { id, idParam, mdyDate } from './common.ts';

/** Spec part 2 §3 "Gallery": an item is pending (Not approved) or approved (Public). */
export const GALLERY_STATUSES = ['PENDING', 'APPROVED'] as const;
export const galleryStatus = z.enum(GALLERY_STATUSES);
export type GalleryStatus = z.infer<typeof galleryStatus>;

export const MEDIA_TYPES = ['image', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Spec part 2 §9: the upload limit, 8 MB (8,000,000 bytes), enforced by the server. */
export const UPLOAD_LIMIT_BYTES = 8_000_000;
/** The multipart form field that carries the file (spec part 2 §7). */
export const UPLOAD_FIELD = 'file';
/** Spec part 2 §5: the message shown above the limit. */
export const UPLOAD_TOO_LARGE_MESSAGE = 'Exceed size of image/video';
export const UPLOAD_BAD_TYPE_MESSAGE = 'Only PNG, JPEG or video files can be uploaded.';

/** GET gallery/all: one status, optionally one staff member. */
export const galleryQuery = z.strictObject({
  status: galleryStatus,
  staffId: z.optional(idParam),
});
export type GalleryQuery = z.infer<typeof galleryQuery>;

/** One file of a staff member's gallery. */
export const galleryDetail = z.object({
  galleryId: id,
  urlImage: z.string(),
  /** MM-DD-YYYY, the upload's day in the salon's time zone. */
  createdDate: mdyDate,
  mediaType: z.enum(MEDIA_TYPES),
  status: galleryStatus,
});
export type GalleryDetail = z.infer<typeof galleryDetail>;

/** Spec part 2 §3 "Gallery": per staff staffId, staffName, avatar, details[]. */
export const galleryGroup = z.object({
  staffId: id,
  staffName: z.string(),
  avatar: z.nullable(z.string()),
  details: z.array(galleryDetail),
});
export type GalleryGroup = z.infer<typeof galleryGroup>;

export const galleryUploadParams = z.strictObject({ staffId: idParam });

/** The answer to an upload: the new item, pending until a manager publishes it. */
export const galleryUploadResponse = z.object({
  galleryId: id,
  urlImage: z.string(),
  status: z.literal('PENDING'),
});
export type GalleryUploadResponse = z.infer<typeof galleryUploadResponse>;

/** The most items one publish or delete takes (a screen's selection; far more than a salon's pending). */
export const MAX_GALLERY_SELECTION = 200;

/**
 * POST /gallery/approved and /gallery/delete: the selected items. Every id must be an item of the
 * caller's salon (otherwise 404 and nothing changes).
 */
export const gallerySelection = z.strictObject({
  ids: z
    .array(id)
    .check(
      z.minLength(1, 'Select at least one item.'),
      z.maxLength(MAX_GALLERY_SELECTION, `Select at most ${MAX_GALLERY_SELECTION} items at a time.`),
    ),
});
export type GallerySelection = z.infer<typeof gallerySelection>;

/** The answer to a publish or a delete: the items it concerned (already published or gone ones too). */
export const gallerySelectionResponse = z.object({ ids: z.array(id) });
export type GallerySelectionResponse = z.infer<typeof gallerySelectionResponse>;

/** Live updates of a staff member's gallery (server: after a publish or a delete is committed). */
export const STAFF_GALLERY_PREFIX = '/topic/staff/gallery/';
export const staffGalleryTopic = (staffId: number) => `${STAFF_GALLERY_PREFIX}${staffId}`;
/** The message: which items of the staff member were published or deleted, and when. */
export interface GalleryEvent {
  type: 'approved' | 'deleted';
  ids: number[];
  at: string;
}
