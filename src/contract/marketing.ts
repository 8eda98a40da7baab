import * as z from 'zod/mini';
import { countParam, id, mdyDate, moneySum, pageParam, text } from './common.ts';
import { CUSTOMER_LIST_TYPES } from './customers.ts';
import { REDEEM_SOURCES, REVIEW_SORTS } from './search-values.ts';

export { REDEEM_SOURCES, REVIEW_SORTS, type RedeemSource, type ReviewSort } from './search-values.ts';

/**
 * The marketing report and its sub-screens (spec part 2 §2 "Marketing Report", "Reviews & Comments",
 * "Coupon report"; §3 "Review", "Redeem history item"; §7 report/shop-day). Every figure comes from the
 * salon's own records (formulas: docs/reports.md, "Marketing").
 */

// ---- The marketing figures of a period ----

/**
 * GET report/shop-day?type=FROM-TO&startDate&endDate: the business days startDate … endDate
 * (MM-DD-YYYY), both included, at most MAX_REPORT_DAYS days.
 */
export const shopDayQuery = z.strictObject({
  type: z.literal('FROM-TO', 'type must be FROM-TO'),
  startDate: mdyDate,
  endDate: mdyDate,
});
export type ShopDayQuery = z.infer<typeof shopDayQuery>;

export const shopDay = z.object({
  /** The period, first and last business day (MM-DD-YYYY). */
  startDate: mdyDate,
  endDate: mdyDate,
  /** The reviews of the tickets closed in the period. */
  reviews: z.object({
    /** The average star, 0 without reviews (unrounded: the screen shows one decimal). */
    average: z.number(),
    count: z.int(),
    /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 is 1 star). */
    stars: z.array(z.int()),
  }),
  /** Gift cards sold (gift card lines) and paid with (gift card payments) on the period's tickets. */
  giftCards: z.object({
    soldCount: z.int(),
    soldAmount: moneySum,
    redeemedAmount: moneySum,
  }),
  /** How customers came: appointments starting in the period by where they were booked, and walk-ins. */
  bookings: z.object({
    online: z.int(),
    phone: z.int(),
    walkIn: z.int(),
  }),
  /** The coupons redeemed in the period (spec "Coupon report"). */
  coupons: z.object({
    /** totalBill − discount. */
    profit: moneySum,
    /** What the bills the coupons were used on came to, before the coupon. */
    totalBill: moneySum,
    /** Redemptions. */
    used: z.int(),
    discount: moneySum,
  }),
});
export type ShopDay = z.infer<typeof shopDay>;

// ---- Reviews & Comments ----

/** Reviews per page (the spec's list size). */
export const REVIEW_PAGE_SIZE = 10;

/** GET report/reviews?sort&star&search&page: the salon's reviews, newest first unless HIGHEST. */
export const reviewsQuery = z.strictObject({
  sort: z.optional(z.enum(REVIEW_SORTS, 'sort must be LATEST or HIGHEST')),
  star: z.optional(countParam('star', 1, 5)),
  search: z.optional(text(100)),
  page: z.optional(pageParam),
});
export type ReviewsQuery = z.infer<typeof reviewsQuery>;

/** Spec §3 "Review". */
export const reviewItem = z.object({
  id,
  /** Unknown for a walk-in. */
  customerName: z.string(),
  /** The last 4 digits only, "(***) ***-0134"; empty without a phone. */
  phone: z.string(),
  star: z.int().check(z.minimum(1), z.maximum(5)),
  /** When the review was left, MM-DD-YYYY in salon time. */
  createDate: z.string(),
  /** Who did the ticket's first service; empty when nobody is named. */
  staffName: z.string(),
  staffAvatar: z.nullable(z.string()),
  comment: z.string(),
  services: z.array(z.object({ id, name: z.string(), duration: z.int() })),
});
export type ReviewItem = z.infer<typeof reviewItem>;

export const reviewsPage = z.object({
  /** The rating summary, of every review of the salon. */
  average: z.number(),
  count: z.int(),
  /** The reviews the star filter and search keep (all pages). */
  total: z.int(),
  page: z.int(),
  reviews: z.array(reviewItem),
});
export type ReviewsPage = z.infer<typeof reviewsPage>;

// ---- Coupon redeem history ----

/** The most redemptions of a day the history answers (newest first). */
export const MAX_REDEEM_HISTORY = 200;

/** GET report/redeem-history?date&source: a business day's coupon redemptions (MM-DD-YYYY). */
export const redeemHistoryQuery = z.strictObject({
  date: mdyDate,
  source: z.optional(z.enum(REDEEM_SOURCES, 'source must be TICKET, APPOINTMENT, MARKETING or REVIEW')),
});
export type RedeemHistoryQuery = z.infer<typeof redeemHistoryQuery>;

/** Spec §3 "Redeem history item", with where the coupon was used. */
export const redeemItem = z.object({
  id,
  /** Unknown without a customer. */
  customerName: z.string(),
  /** The last 4 digits only; empty without a phone. */
  phone: z.string(),
  /** MM-DD-YYYY hh:mm AM/PM in salon time. */
  createDate: z.string(),
  /** The coupon: its code and name. */
  content: z.string(),
  /** The bill the coupon was used on, before the coupon. */
  amount: moneySum,
  discount: moneySum,
  source: z.enum(REDEEM_SOURCES),
});
export type RedeemItem = z.infer<typeof redeemItem>;

export const redeemHistory = z.object({
  /** The day, MM-DD-YYYY. */
  date: mdyDate,
  /** Redemptions of the day the source filter keeps (the list holds at most MAX_REDEEM_HISTORY). */
  total: z.int(),
  items: z.array(redeemItem),
});
export type RedeemHistory = z.infer<typeof redeemHistory>;

// ---- Email and SMS audience ----

/** An email a message can go to: something@something. */
export const reachableEmail = (email: string): boolean => /^[^\s@]+@[^\s@]+$/.test(email.trim());
/** A phone a text can go to: 10 digits. */
export const reachablePhone = (phone: string): boolean => /^\d{10}$/.test(phone);

/** How many customers of each list can be reached (GET report/marketing-audience). */
export const audienceGroup = z.object({
  type: z.enum(CUSTOMER_LIST_TYPES),
  customers: z.int(),
  /** With an email address (one with an @). */
  withEmail: z.int(),
  /** With a 10-digit phone. */
  withPhone: z.int(),
});
export type AudienceGroup = z.infer<typeof audienceGroup>;

export const marketingAudience = z.object({
  /** ALL first, then the customer groups in the customers screen's order. */
  groups: z.array(audienceGroup),
});
export type MarketingAudience = z.infer<typeof marketingAudience>;
