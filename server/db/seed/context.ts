/**
 * What the steps that build one salon's demo data share (generate.ts runs them in order). Every step
 * draws from the salon's one random sequence, so the steps must run in the same order every time:
 * the same `now` then gives the same data, ids included.
 */
import type { SalonBase } from './base.ts';
import type { DayBook } from './days.ts';
import type { ServiceM, StaffM } from './model.ts';

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
