import * as z from 'zod/mini';
import { id, text } from './common.ts';

export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** Spec: "Shop schedule: per weekday short name, startTime, endTime, enable". */
export const scheduleDay = z.object({
  day: z.enum(WEEKDAY_NAMES),
  /** 0 = Sunday … 6 = Saturday. */
  weekday: z.int().check(z.gte(0), z.lte(6)),
  /** HH:mm */
  startTime: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
  endTime: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
  enable: z.boolean(),
});
export type ScheduleDay = z.infer<typeof scheduleDay>;

/** Spec part 2 §3 "Staff" / "Staff picker item". */
export const staffListItem = z.object({
  id,
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.nullable(z.string()),
  urlImage: z.nullable(z.string()),
  positionName: z.string(),
});
export type StaffListItem = z.infer<typeof staffListItem>;

/** Spec part 2 §5: banners (and promotions) accept PNG and JPEG; each image at most 2 MB (2,000,000 bytes). */
export const MAX_SALON_IMAGE_BYTES = 2_000_000;
/** The promotion images a salon shows at most (a strip on the booking page). */
export const MAX_PROMOTIONS = 3;
export const SALON_IMAGE_TOO_LARGE = 'A banner or promotion image can be at most 2 MB.';
export const SALON_IMAGE_BAD_TYPE = 'Banner and promotion images must be PNG or JPEG.';
/** The length of the base64 text of MAX_SALON_IMAGE_BYTES bytes. */
export const MAX_SALON_IMAGE_BASE64 = Math.ceil(MAX_SALON_IMAGE_BYTES / 3) * 4;

/** An image as base64 text (no `data:` prefix); its type is checked from its bytes by the server. */
const base64Image = z
  .string()
  .check(
    z.maxLength(MAX_SALON_IMAGE_BASE64, SALON_IMAGE_TOO_LARGE),
    z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'An image must be sent as base64 text.'),
  );

/** A link of the salon's page elsewhere: empty, or an http(s) address. */
const link = text(500).check(
  z.regex(/^(https?:\/\/[^\s]+)?$/, 'A link must be empty or start with http:// or https://.'),
);

/**
 * Spec part 2 §3 "Shop info": the salon's profile. The links are '' when none is set; `promotionUrls`
 * are the promotion images (shown on the booking page when `showPromotion`).
 */
export const shopInfo = z.object({
  id,
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
  bannerUrl: z.nullable(z.string()),
  facebookUrl: z.string(),
  instagramUrl: z.string(),
  googleUrl: z.string(),
  yelpUrl: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  apiKey: z.string(),
  showPromotion: z.boolean(),
  promotionUrls: z.array(z.string()),
  /** The salon's IANA zone: its days and times (the public booking page's today). */
  timezone: z.string(),
  /** How long before its start a booking can still be moved or canceled online, in minutes. */
  cancelNoticeMinutes: z.int(),
});
export type ShopInfo = z.infer<typeof shopInfo>;

/** The contact and social fields a manager edits (spec part 2 §2 "Salon Information"). */
export const SALON_TEXT_FIELDS = [
  'address',
  'city',
  'state',
  'zip',
  'facebookUrl',
  'instagramUrl',
  'googleUrl',
  'yelpUrl',
] as const;
export type SalonTextField = (typeof SALON_TEXT_FIELDS)[number];

/**
 * PUT shop/update (spec part 2 §7): only the changed fields. `bannerBase64` replaces the banner;
 * `base64Promotion` replaces the promotion images (an empty list removes them). Name, email and phone
 * are read-only: not accepted. `shopId`, when sent, must be the session's salon.
 */
/** A notice in words: "2 hours", "1 hour", "90 minutes", "1 day" (the server's sentences and the app's choices). */
export function noticeText(minutes: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (minutes > 0 && minutes % (24 * 60) === 0) return unit(minutes / (24 * 60), 'day');
  if (minutes > 0 && minutes % 60 === 0) return unit(minutes / 60, 'hour');
  return unit(minutes, 'minute');
}

/** The longest notice a salon may ask for online changes of a booking: two days. */
export const MAX_CANCEL_NOTICE_MINUTES = 2 * 24 * 60;
const CANCEL_NOTICE_MESSAGE = `The notice is whole minutes from 0 to ${MAX_CANCEL_NOTICE_MINUTES}.`;

export const shopUpdate = z.strictObject({
  shopId: z.optional(id),
  address: z.optional(text(200)),
  city: z.optional(text(100)),
  state: z.optional(text(50)),
  zip: z.optional(text(20)),
  facebookUrl: z.optional(link),
  instagramUrl: z.optional(link),
  googleUrl: z.optional(link),
  yelpUrl: z.optional(link),
  showPromotion: z.optional(z.boolean()),
  cancelNoticeMinutes: z.optional(
    z
      .int(CANCEL_NOTICE_MESSAGE)
      .check(z.gte(0, CANCEL_NOTICE_MESSAGE), z.lte(MAX_CANCEL_NOTICE_MINUTES, CANCEL_NOTICE_MESSAGE)),
  ),
  bannerBase64: z.optional(base64Image),
  base64Promotion: z.optional(
    z.array(base64Image).check(z.maxLength(MAX_PROMOTIONS, `At most ${MAX_PROMOTIONS} promotion images.`)),
  ),
});
export type ShopUpdate = z.infer<typeof shopUpdate>;
