/**
 * What every step of one salon's demo data starts from (generate.ts runs the steps in order): the salon
 * with its clock and random sequence, the spans of the data set, its slot size and small list helpers.
 * The day book (days.ts) is built on this alone, and the full context (context.ts) on both.
 */
import type { ShopM } from './model.ts';
import type { Rng } from './random.ts';
import type { SalonDef } from './salons.ts';
import type { LocalDay } from './time.ts';

/** Closed tickets go back this many days before today (121 so that ≥ 120 days are covered). */
export const TICKET_DAYS_BACK = 121;
/** Appointments exist from this many days back … */
export const APPOINTMENT_DAYS_BACK = 30;
/** … to this many days ahead. */
export const APPOINTMENT_DAYS_AHEAD = 14;
export const CUSTOMERS_PER_SHOP = 340;
/** Appointments and bookings start on 15-minute slots. */
export const SLOT = 15;
export const SLOTS_PER_DAY = (24 * 60) / SLOT;

/** The salon, its clock and its random sequence: what the first steps start from. */
export interface SalonBase {
  readonly def: SalonDef;
  /** 0 for the first salon. */
  readonly index: number;
  readonly zone: string;
  readonly now: Date;
  /** The salon's business day of `now`. */
  readonly today: LocalDay;
  /** Local midnight at the start of today. */
  readonly todayStart: Date;
  readonly rng: Rng;
  /** The data being built: each step adds its part. */
  readonly shop: ShopM;
}

/** True when `instant` is not after now. */
export const isPast = (ctx: SalonBase, instant: Date): boolean => instant.getTime() <= ctx.now.getTime();

/** Element `i` of a list that must have it. */
export function at<T>(items: readonly T[], i: number): T {
  const v = items[i];
  if (v === undefined) throw new Error(`seed: index ${i} out of range`);
  return v;
}

export const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
