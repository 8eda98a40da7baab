import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import {
  MAX_SALON_IMAGE_BYTES,
  SALON_IMAGE_BAD_TYPE,
  SALON_IMAGE_TOO_LARGE,
  SALON_TEXT_FIELDS,
  type ScheduleDay,
  type ShopInfo,
  type ShopUpdate,
  type StaffListItem,
  WEEKDAY_NAMES,
} from '../../../src/contract/shop.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Executor } from '../../db/connect.ts';
import { shopSchedules, shops, staff } from '../../db/schema.ts';
import { notFound, tooLarge, unsupportedType } from '../../errors.ts';
import { sniff } from '../gallery/index.ts';

/** Spec: default shop hours 08:00 to 21:00 each day. */
export const DEFAULT_HOURS = { startTime: '08:00', endTime: '21:00' } as const;

/** The salon's weekly hours, Sunday first; a weekday without a row gets the spec's default (open 08:00–21:00). */
export async function shopSchedule(db: Executor, shopId: number): Promise<ScheduleDay[]> {
  const rows = await db
    .select()
    .from(shopSchedules)
    .where(eq(shopSchedules.shopId, shopId))
    .orderBy(asc(shopSchedules.weekday));
  const byWeekday = new Map(rows.map((r) => [r.weekday, r]));
  return WEEKDAY_NAMES.map((day, weekday) => {
    const row = byWeekday.get(weekday);
    return row
      ? { day, weekday, startTime: row.startTime, endTime: row.endTime, enable: row.enabled }
      : { day, weekday, ...DEFAULT_HOURS, enable: true };
  });
}

/** Active staff of the salon in the salon's order. */
export async function staffList(db: Executor, shopId: number): Promise<StaffListItem[]> {
  const rows = await db
    .select({
      id: staff.id,
      firstName: staff.firstName,
      lastName: staff.lastName,
      avatarUrl: staff.avatarUrl,
      positionName: staff.positionName,
    })
    .from(staff)
    .where(and(eq(staff.shopId, shopId), eq(staff.active, true)))
    .orderBy(asc(staff.sortOrder), asc(staff.id));
  return rows.map((r) => ({
    id: r.id,
    name: `${r.firstName} ${r.lastName}`.trim(),
    firstName: r.firstName,
    lastName: r.lastName,
    avatar: r.avatarUrl,
    urlImage: r.avatarUrl,
    positionName: r.positionName,
  }));
}

/** Where the salon's banner and promotion images are served from: `/media/salon/<shopId>/<32 hex>.<ext>`. */
export const SALON_MEDIA_URL = '/media/salon';
export const SALON_IMAGE_NAME = /^[0-9a-f]{32}\.(png|jpg)$/;

type ShopRow = typeof shops.$inferSelect;

function infoOf(row: ShopRow): ShopInfo {
  return {
    id: row.id,
    companyName: row.companyName,
    email: row.email,
    phone: row.phone,
    bannerUrl: row.bannerUrl,
    facebookUrl: row.facebookUrl ?? '',
    instagramUrl: row.instagramUrl ?? '',
    googleUrl: row.googleUrl ?? '',
    yelpUrl: row.yelpUrl ?? '',
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    apiKey: row.apiKey,
    showPromotion: row.showPromotion,
    promotionUrls: row.promotionUrls,
    timezone: row.timezone,
    cancelNoticeMinutes: row.cancelNoticeMinutes,
  };
}

/** The salon's profile as its manager edits it. */
export async function shopDetail(db: Executor, shopId: number): Promise<ShopInfo> {
  const [row] = await db.select().from(shops).where(eq(shops.id, shopId)).limit(1);
  if (!row) throw notFound('There is no such salon.');
  return infoOf(row);
}

/**
 * What the salon's public pages show, for the salon of `apiKey`: the profile, with the promotion images
 * only while the salon shows them. 404 for an unknown key.
 */
export async function publicShopInfo(db: Executor, apiKey: string): Promise<ShopInfo> {
  const [row] = await db.select().from(shops).where(eq(shops.apiKey, apiKey)).limit(1);
  if (!row) throw notFound('There is no such salon.');
  const info = infoOf(row);
  return info.showPromotion ? info : { ...info, promotionUrls: [] };
}

/** An image of the update, decoded and checked from its bytes. */
interface SalonImage {
  bytes: Buffer;
  ext: 'png' | 'jpg';
}

/** Decodes a base64 image: PNG or JPEG from its first bytes (415 otherwise), at most 2 MB (413). */
export function decodeSalonImage(base64: string): SalonImage {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_SALON_IMAGE_BYTES) throw tooLarge(SALON_IMAGE_TOO_LARGE);
  const type = sniff(bytes.subarray(0, 16));
  if (!type || (type.ext !== 'png' && type.ext !== 'jpg')) throw unsupportedType(SALON_IMAGE_BAD_TYPE);
  return { bytes, ext: type.ext };
}

/** The update's changes to the row: only the fields sent, social links '' stored as none. */
function changesOf(update: ShopUpdate): Partial<ShopRow> {
  const changes: Partial<ShopRow> = {};
  for (const field of SALON_TEXT_FIELDS) {
    const value = update[field];
    if (value === undefined) continue;
    const trimmed = value.trim();
    if (field.endsWith('Url')) changes[field as 'facebookUrl'] = trimmed === '' ? null : trimmed;
    else changes[field as 'address'] = trimmed;
  }
  if (update.showPromotion !== undefined) changes.showPromotion = update.showPromotion;
  if (update.cancelNoticeMinutes !== undefined) changes.cancelNoticeMinutes = update.cancelNoticeMinutes;
  return changes;
}

/**
 * Saves the changed fields of the caller's salon. New images are written under generated names first
 * (`written`, for the caller to remove if the change is not committed); `replaced` are the files the
 * change leaves unused, to remove once it is committed.
 */
export async function updateShop(
  db: Executor,
  uploadDir: string,
  caller: Caller,
  update: ShopUpdate,
): Promise<{ info: ShopInfo; written: string[]; replaced: string[] }> {
  if (update.shopId !== undefined && update.shopId !== caller.shopId)
    throw notFound('There is no such salon.');
  // Every image is checked before any is written: a refusal leaves nothing behind.
  const banner = update.bannerBase64 === undefined ? undefined : decodeSalonImage(update.bannerBase64);
  const promotions = update.base64Promotion?.map(decodeSalonImage);
  const before = await shopDetail(db, caller.shopId);
  const changes = changesOf(update);
  const written: string[] = [];
  const replaced: string[] = [];
  const store = async (image: SalonImage) => {
    const url = await writeSalonImage(uploadDir, caller.shopId, image);
    written.push(url);
    return url;
  };
  try {
    if (banner) {
      changes.bannerUrl = await store(banner);
      if (before.bannerUrl) replaced.push(before.bannerUrl);
    }
    if (promotions) {
      const urls: string[] = [];
      for (const image of promotions) urls.push(await store(image));
      changes.promotionUrls = urls;
      replaced.push(...before.promotionUrls);
    }
    if (Object.keys(changes).length === 0) return { info: before, written, replaced: [] };
    const [row] = await db.update(shops).set(changes).where(eq(shops.id, caller.shopId)).returning();
    if (!row) throw notFound('There is no such salon.');
    return { info: infoOf(row), written, replaced: replaced.filter(isSalonMedia(caller.shopId)) };
  } catch (err) {
    await removeSalonImages(uploadDir, written);
    throw err;
  }
}

const isSalonMedia = (shopId: number) => (url: string) => url.startsWith(`${SALON_MEDIA_URL}/${shopId}/`);

/** The folder of a salon's banner and promotion images. */
export const salonImageDir = (uploadDir: string, shopId: number) => join(uploadDir, String(shopId), 'salon');

async function writeSalonImage(uploadDir: string, shopId: number, image: SalonImage): Promise<string> {
  const dir = salonImageDir(uploadDir, shopId);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${image.ext}`;
  await writeFile(join(dir, name), image.bytes, { mode: 0o640, flag: 'wx' });
  return `${SALON_MEDIA_URL}/${shopId}/${name}`;
}

/** Removes salon images by their URLs (those of another folder or name are left alone). */
export async function removeSalonImages(uploadDir: string, urls: readonly string[]): Promise<void> {
  await Promise.all(
    urls.map((url) => {
      const match = /^\/media\/salon\/(\d{1,10})\/([0-9a-f]{32}\.(?:png|jpg))$/.exec(url);
      if (!match?.[1] || !match[2]) return undefined;
      return unlink(join(salonImageDir(uploadDir, Number(match[1])), match[2])).catch(() => {});
    }),
  );
}

/** Whether `url` is the salon's banner or one of its promotion images (the only files served). */
export async function isSalonImage(db: Executor, shopId: number, url: string): Promise<boolean> {
  const [row] = await db
    .select({ bannerUrl: shops.bannerUrl, promotionUrls: shops.promotionUrls })
    .from(shops)
    .where(eq(shops.id, shopId))
    .limit(1);
  return row !== undefined && (row.bannerUrl === url || row.promotionUrls.includes(url));
}
