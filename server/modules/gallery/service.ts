import { randomBytes } from 'node:crypto';
import { type FileHandle, mkdir, open, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { and, asc, desc, eq } from 'drizzle-orm';
import { ErrorCode } from '../../../src/contract/envelope.ts';
import {
  type GalleryGroup,
  type GalleryQuery,
  type GalleryUploadResponse,
  UPLOAD_BAD_TYPE_MESSAGE,
  UPLOAD_FIELD,
  UPLOAD_LIMIT_BYTES,
  UPLOAD_TOO_LARGE_MESSAGE,
} from '../../../src/contract/gallery.ts';
import type { SessionContext } from '../../auth/sessions.ts';
import type { Executor } from '../../db/connect.ts';
import { galleryItems, staff } from '../../db/schema.ts';
import { badRequest, forbidden, HttpError } from '../../http/errors.ts';
import type { PartHandlers, PartInfo } from './multipart.ts';
import { SNIFF_BYTES, type SniffedType, sniff } from './sniff.ts';

export type Caller = Pick<SessionContext, 'staffId' | 'shopId' | 'isManager' | 'timezone'>;

export const PENDING = 'PENDING';

/** Where uploads are served from: `/media/uploads/<shopId>/<32 hex>.<ext>`. */
export const UPLOADS_URL = '/media/uploads';
export const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|mp4|webm|mov)$/;

export const tooLarge = () => new HttpError(413, ErrorCode.validation, UPLOAD_TOO_LARGE_MESSAGE);
export const unsupportedType = () => new HttpError(415, ErrorCode.validation, UPLOAD_BAD_TYPE_MESSAGE);

/**
 * Items of one status grouped by staff member (staff in the salon's order, newest item first). Staff see
 * only their own items (403 when `staffId` names someone else); managers see their salon's, optionally one
 * staff member's (a staff id outside the salon finds nothing).
 */
export async function galleryList(
  db: Executor,
  caller: Caller,
  query: GalleryQuery,
): Promise<GalleryGroup[]> {
  let staffId = query.staffId;
  if (!caller.isManager) {
    if (staffId !== undefined && staffId !== caller.staffId) {
      throw forbidden('You can only see your own gallery.');
    }
    staffId = caller.staffId;
  }
  const rows = await db
    .select({
      id: galleryItems.id,
      url: galleryItems.url,
      mimeType: galleryItems.mimeType,
      status: galleryItems.status,
      createdAt: galleryItems.createdAt,
      staffId: staff.id,
      firstName: staff.firstName,
      lastName: staff.lastName,
      avatarUrl: staff.avatarUrl,
    })
    .from(galleryItems)
    .innerJoin(staff, eq(staff.id, galleryItems.staffId))
    .where(
      and(
        eq(galleryItems.shopId, caller.shopId),
        eq(galleryItems.status, query.status),
        staffId === undefined ? undefined : eq(galleryItems.staffId, staffId),
      ),
    )
    .orderBy(asc(staff.sortOrder), asc(staff.id), desc(galleryItems.createdAt), desc(galleryItems.id));

  const groups = new Map<number, GalleryGroup>();
  for (const r of rows) {
    let group = groups.get(r.staffId);
    if (!group) {
      group = {
        staffId: r.staffId,
        staffName: `${r.firstName} ${r.lastName}`.trim(),
        avatar: r.avatarUrl,
        details: [],
      };
      groups.set(r.staffId, group);
    }
    group.details.push({
      galleryId: r.id,
      urlImage: r.url,
      createdDate: format(new TZDate(r.createdAt.getTime(), caller.timezone), 'MM-dd-yyyy'),
      mediaType: r.mimeType.startsWith('video/') ? 'video' : 'image',
      status: r.status === PENDING ? 'PENDING' : 'APPROVED',
    });
  }
  return [...groups.values()];
}

/** Staff upload to their own gallery; managers to the gallery of any active staff member of their salon. */
export async function assertCanUploadFor(db: Executor, caller: Caller, staffId: number): Promise<void> {
  if (staffId === caller.staffId) return;
  if (!caller.isManager) throw forbidden('You can only upload to your own gallery.');
  const [member] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.shopId, caller.shopId), eq(staff.active, true)))
    .limit(1);
  if (!member) throw forbidden('You can only upload for staff of your salon.');
}

/** A file received and checked, waiting in its folder under a temporary name. */
export interface ReceivedFile {
  type: SniffedType;
  sizeBytes: number;
  tempPath: string;
}

/**
 * Receives the `file` part of an upload while it streams in: holds back only the first bytes until the
 * type is known from them (415 otherwise, nothing written), then writes to a temporary file in the
 * salon's folder and refuses (413) as soon as the count passes the limit. Other parts are skipped.
 * `discard` removes whatever was written; call it whenever the upload does not end in `store`.
 */
export class UploadReceiver implements PartHandlers {
  private readonly dir: string;
  private readonly limit: number;
  private active = false;
  private seen = false;
  private head: Buffer[] = [];
  private size = 0;
  private type: SniffedType | null = null;
  private file: FileHandle | undefined;
  private tempPath: string | undefined;
  private done: ReceivedFile | undefined;

  constructor(uploadDir: string, shopId: number, limit = UPLOAD_LIMIT_BYTES) {
    this.dir = join(uploadDir, String(shopId));
    this.limit = limit;
  }

  onPartStart(part: PartInfo): void {
    this.active = !this.seen && part.name === UPLOAD_FIELD;
    if (this.active) this.seen = true;
  }

  async onPartData(chunk: Buffer): Promise<void> {
    if (!this.active) return;
    this.size += chunk.length;
    if (this.size > this.limit) throw tooLarge();
    if (this.type) {
      await this.write(chunk);
      return;
    }
    this.head.push(chunk);
    if (this.size >= SNIFF_BYTES) await this.decideType();
  }

  async onPartEnd(): Promise<void> {
    if (!this.active) return;
    this.active = false;
    if (this.size === 0) throw badRequest('The file is empty.');
    if (!this.type) await this.decideType();
    await this.file?.close();
    this.file = undefined;
    if (!this.type || !this.tempPath) throw unsupportedType();
    this.done = { type: this.type, sizeBytes: this.size, tempPath: this.tempPath };
  }

  /** The checked file, once its part has ended; 400 when the form had no `file` part. */
  result(): ReceivedFile {
    if (!this.done) throw badRequest(`Choose a file to upload (form field "${UPLOAD_FIELD}").`);
    return this.done;
  }

  async discard(): Promise<void> {
    await this.file?.close().catch(() => {});
    this.file = undefined;
    if (this.tempPath) await unlink(this.tempPath).catch(() => {});
    this.tempPath = undefined;
    this.done = undefined;
  }

  private async decideType(): Promise<void> {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.type = sniff(head);
    if (!this.type) throw unsupportedType();
    await mkdir(this.dir, { recursive: true });
    this.tempPath = join(this.dir, `${randomBytes(16).toString('hex')}.part`);
    this.file = await open(this.tempPath, 'wx', 0o640);
    await this.write(head);
  }

  private async write(chunk: Buffer): Promise<void> {
    if (!this.file) return;
    let offset = 0;
    while (offset < chunk.length) {
      const { bytesWritten } = await this.file.write(chunk, offset, chunk.length - offset);
      offset += bytesWritten;
    }
  }
}

/**
 * Gives the received file its generated name (`<32 hex>.<ext of the sniffed type>`, never the client's)
 * and records it as a pending item of `staffId`, mime type and size included. When the insert fails the
 * file is deleted.
 */
export async function storeUpload(
  db: Executor,
  uploadDir: string,
  shopId: number,
  staffId: number,
  received: ReceivedFile,
  now: Date,
): Promise<GalleryUploadResponse> {
  const name = `${randomBytes(16).toString('hex')}.${received.type.ext}`;
  const finalPath = join(uploadDir, String(shopId), name);
  await rename(received.tempPath, finalPath);
  const url = `${UPLOADS_URL}/${shopId}/${name}`;
  try {
    const [row] = await db
      .insert(galleryItems)
      .values({
        shopId,
        staffId,
        url,
        mimeType: received.type.mime,
        sizeBytes: received.sizeBytes,
        status: PENDING,
        createdAt: now,
      })
      .returning({ id: galleryItems.id });
    if (!row) throw new Error('The gallery item was not inserted.');
    return { galleryId: row.id, urlImage: url, status: PENDING };
  } catch (err) {
    await unlink(finalPath).catch(() => {});
    throw err;
  }
}

/** The item behind an upload URL, when it belongs to the salon. */
export async function findUpload(
  db: Executor,
  shopId: number,
  url: string,
): Promise<{ mimeType: string; sizeBytes: number } | undefined> {
  const [row] = await db
    .select({ mimeType: galleryItems.mimeType, sizeBytes: galleryItems.sizeBytes })
    .from(galleryItems)
    .where(and(eq(galleryItems.shopId, shopId), eq(galleryItems.url, url)))
    .limit(1);
  return row;
}
