import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import {
  galleryGroup,
  galleryQuery,
  gallerySelection,
  gallerySelectionResponse,
  galleryUploadParams,
  galleryUploadResponse,
} from '../gallery.ts';

/** Gallery (spec part 2 §7 "Gallery"). */
export const galleryEndpoints = {
  /** Items of one status, grouped by staff member. Staff see only their own; managers their salon's. */
  galleryAll: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/gallery/all',
    access: 'session',
    query: galleryQuery,
    response: z.array(galleryGroup),
  }),
  /**
   * The body is multipart/form-data with the file in the field `file` (UPLOAD_FIELD), so it has no zod
   * schema here: the server's handler reads it as it streams in (server/modules/gallery/upload-form.ts);
   * the entry types its path and its answer.
   */
  galleryUpload: endpoint({
    method: 'POST',
    base: 'api',
    path: '/gallery/upload/:staffId',
    access: 'session',
    params: galleryUploadParams,
    response: galleryUploadResponse,
  }),
  /** Publishes the selected items (PENDING to APPROVED); an item already public stays so. Managers only. */
  galleryApprove: endpoint({
    method: 'POST',
    base: 'api',
    path: '/gallery/approved',
    access: 'manager',
    body: gallerySelection,
    response: gallerySelectionResponse,
  }),
  /** Deletes the selected items and their files. Managers only. */
  galleryDelete: endpoint({
    method: 'POST',
    base: 'api',
    path: '/gallery/delete',
    access: 'manager',
    body: gallerySelection,
    response: gallerySelectionResponse,
  }),
} as const;
