/**
 * What the steps that build one salon's demo data share (generate.ts runs them in order). Every step
 * draws from the salon's one random sequence, so the steps must run in the same order every time:
 * the same `now` then gives the same data, ids included.
 */
import type { DayBook } from './days.ts';
import type { ServiceM, ShopM, StaffM } from './model.ts';
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

/** Who works there (staff.ts). */
export interface Roster {
  readonly admin: StaffM;
  /** The salon's technician demo phone. */
  readonly demoTech: StaffM;
  readonly technicians: readonly StaffM[];
}

/** The menu by role (menu.ts): a visit is a main service with add-ons, or one or two solo services. */
export interface Menu {
  readonly mains: readonly ServiceM[];
  readonly addons: readonly ServiceM[];
  readonly solos: readonly ServiceM[];
}

/** The context every later step gets: the base, the roster, the menu, the customers and the days. */
export interface SeedContext extends SalonBase, Roster, Menu {
  /** Creation instants of `shop.customers` (sorted), in ms, to find who already existed at a time. */
  readonly customerTimes: readonly number[];
  /** Calendar days with their opening hours and each staff member's booked 15-minute cells. */
  readonly days: DayBook;
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
