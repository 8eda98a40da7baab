import { createHash, randomBytes } from 'node:crypto';
import { type FileHandle, mkdir, open, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  type GalleryGroup,
  type GalleryQuery,
  type GallerySelectionResponse,
  type GalleryUploadResponse,
  UPLOAD_BAD_TYPE_MESSAGE,
  UPLOAD_LIMIT_BYTES,
  UPLOAD_TOO_LARGE_MESSAGE,
} from '../../../src/contract/gallery.ts';
import { assertSelfOrManager, assertStaffOfSalon, type Caller, isStaffOfSalon } from '../../auth/caller.ts';
import type { Executor } from '../../db/connect.ts';
import { galleryItems, staff } from '../../db/schema.ts';
import { forbidden, invalid, notFound, tooLarge, unsupportedType } from '../../errors.ts';
import { SNIFF_BYTES, type SniffedType, sniff } from './sniff.ts';

export const PENDING = 'PENDING';

/** Where uploads are served from: `/media/uploads/<shopId>/<32 hex>.<ext>`. */
export const UPLOADS_URL = '/media/uploads';
export const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|mp4|webm|mov)$/;

export const uploadTooLarge = () => tooLarge(UPLOAD_TOO_LARGE_MESSAGE);
const typeRefused = () => unsupportedType(UPLOAD_BAD_TYPE_MESSAGE);

/**
 * Items of one status grouped by staff member (staff in the salon's order, newest item first). Staff see
 * only their own items (403 when `staffId` names someone else); managers see their salon's, optionally one
 * staff member's (404 for a staff id outside the salon).
 */
export async function galleryList(
  db: Executor,
  caller: Caller,
  query: GalleryQuery,
): Promise<GalleryGroup[]> {
  assertSelfOrManager(caller, query.staffId ?? caller.staffId, 'You can only see your own gallery.');
  await assertStaffOfSalon(db, caller, query.staffId);
  const staffId = caller.isManager ? query.staffId : caller.staffId;
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
  assertSelfOrManager(caller, staffId, 'You can only upload to your own gallery.');
  if (staffId !== caller.staffId && !(await isStaffOfSalon(db, caller.shopId, staffId, true))) {
    throw forbidden('You can only upload for staff of your salon.');
  }
}

/** A file received and checked, waiting in its folder under a temporary name. */
export interface ReceivedFile {
  type: SniffedType;
  sizeBytes: number;
  tempPath: string;
  /** SHA-256 of the file's bytes (hex): tells a repeat of an upload from another file. */
  sha256: string;
}

/**
 * Receives the bytes of an upload's file while they stream in: holds back only the first bytes until
 * the type is known from them (415 otherwise, nothing written), then writes to a temporary file in the
 * salon's folder and refuses (413) as soon as the count passes the limit; an empty file is a 400.
 * `discard` removes whatever was written; call it whenever the upload does not end in `store`.
 */
export class UploadReceiver {
  private readonly dir: string;
  private readonly limit: number;
  private head: Buffer[] = [];
  private size = 0;
  private readonly hash = createHash('sha256');
  private type: SniffedType | null = null;
  private file: FileHandle | undefined;
  private tempPath: string | undefined;

  constructor(uploadDir: string, shopId: number, limit = UPLOAD_LIMIT_BYTES) {
    this.dir = join(uploadDir, String(shopId));
    this.limit = limit;
  }

  /** Reads the file to its end (or to the first refusal) and returns it, checked. */
  async receive(bytes: AsyncIterable<Buffer>): Promise<ReceivedFile> {
    for await (const chunk of bytes) {
      this.size += chunk.length;
      if (this.size > this.limit) throw uploadTooLarge();
      this.hash.update(chunk);
      if (this.type) await this.write(chunk);
      else {
        this.head.push(chunk);
        if (this.size >= SNIFF_BYTES) await this.decideType();
      }
    }
    if (this.size === 0) throw invalid('The file is empty.');
    if (!this.type) await this.decideType();
    await this.file?.close();
    this.file = undefined;
    if (!this.type || !this.tempPath) throw typeRefused();
    return {
      type: this.type,
      sizeBytes: this.size,
      tempPath: this.tempPath,
      sha256: this.hash.digest('hex'),
    };
  }

  async discard(): Promise<void> {
    await this.file?.close().catch(() => {});
    this.file = undefined;
    if (this.tempPath) await unlink(this.tempPath).catch(() => {});
    this.tempPath = undefined;
  }

  private async decideType(): Promise<void> {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.type = sniff(head);
    if (!this.type) throw typeRefused();
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

/** Deletes the file of an upload whose item was not kept (its transaction rolled back). */
export async function removeStoredFile(uploadDir: string, urlImage: string): Promise<void> {
  const name = urlImage.slice(urlImage.lastIndexOf('/') + 1);
  const shopId = urlImage.slice(`${UPLOADS_URL}/`.length, -name.length - 1);
  await unlink(join(uploadDir, shopId, name)).catch(() => {});
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

/** The refusal for a selection naming an item that is not the salon's (or no longer exists). */
export const NO_SUCH_ITEM = "One of the selected items is not in this salon's gallery any more.";

/** The distinct ids, each an item of the salon (404 and nothing done otherwise), with their files. */
async function itemsOfSalon(db: Executor, shopId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: galleryItems.id, url: galleryItems.url, staffId: galleryItems.staffId })
    .from(galleryItems)
    .where(and(eq(galleryItems.shopId, shopId), inArray(galleryItems.id, unique)));
  if (rows.length !== unique.length) throw notFound(NO_SUCH_ITEM);
  return { unique, rows };
}

/** The ids of each staff member whose items a publish or a delete concerned (to tell them live). */
export type ItemsByStaff = Map<number, number[]>;

const byStaff = (rows: readonly { id: number; staffId: number }[]): ItemsByStaff => {
  const out: ItemsByStaff = new Map();
  for (const r of rows) out.set(r.staffId, [...(out.get(r.staffId) ?? []), r.id]);
  return out;
};

/**
 * Publishes the selected items of the caller's salon: each pending one becomes APPROVED (approved now);
 * one already public stays as it was, so a repeat changes nothing.
 */
export async function approveItems(
  db: Executor,
  caller: Caller,
  ids: readonly number[],
  now: Date,
): Promise<GallerySelectionResponse & { staff: ItemsByStaff }> {
  const { unique, rows } = await itemsOfSalon(db, caller.shopId, ids);
  await db
    .update(galleryItems)
    .set({ status: 'APPROVED', approvedAt: now })
    .where(
      and(
        eq(galleryItems.shopId, caller.shopId),
        inArray(galleryItems.id, unique),
        eq(galleryItems.status, PENDING),
      ),
    );
  return { ids: unique, staff: byStaff(rows) };
}

/**
 * Deletes the selected items of the caller's salon. Answers the ids and the uploaded files to remove
 * once the deletion is committed (the demo's sample pictures have no file).
 */
export async function deleteItems(
  db: Executor,
  caller: Caller,
  ids: readonly number[],
): Promise<GallerySelectionResponse & { files: string[]; staff: ItemsByStaff }> {
  const { unique, rows } = await itemsOfSalon(db, caller.shopId, ids);
  await db
    .delete(galleryItems)
    .where(and(eq(galleryItems.shopId, caller.shopId), inArray(galleryItems.id, unique)));
  const files = rows.map((r) => r.url).filter((url) => url.startsWith(`${UPLOADS_URL}/${caller.shopId}/`));
  return { ids: unique, files, staff: byStaff(rows) };
}
