/**
 * Builds the whole demo data set in memory (no database access), deterministically from `now`, one
 * salon at a time in steps that share a context (context.ts) and run in a fixed order.
 *
 * Conventions:
 * - Every instant is a wall-clock time on a salon-local calendar day (relative to `now`'s day
 *   in the salon's time zone), so two runs with the same `now` give identical data.
 * - Money follows its formulas (money.ts), and closed tickets' payments sum to their total.
 * - Today is treated as an open day in every salon (using that weekday's hours even when the
 *   weekday is disabled) so that every staff member, including the demo phones, has a day to show.
 */
import { addBlockHours, addComingBookings } from './appointments.ts';
import type { SalonBase } from './base.ts';
import type { SeedContext } from './context.ts';
import { addCoupons } from './coupons.ts';
import { addCustomers } from './customers.ts';
import { DayBook } from './days.ts';
import { addGallery } from './gallery.ts';
import { addMenu } from './menu.ts';
import type { ShopM } from './model.ts';
import { addCustomerPoints, settleTickets } from './money.ts';
import { createRng } from './random.ts';
import { addReassignments } from './reassignments.ts';
import { SALONS, type SalonDef } from './salons.ts';
import { addStaff } from './staff.ts';
import { addStaffDays } from './staff-days.ts';
import { addOpenTicketsToday, addPastDays } from './tickets.ts';
import { addDays, localToday, wallClock } from './time.ts';
import { addTodaysAppointments } from './today.ts';

export interface DemoData {
  now: Date;
  shops: ShopM[];
}

export function generateDemo(now: Date): DemoData {
  const keyRng = createRng(0xc0ffee);
  const sample = { n: 0 };
  const shops = SALONS.map((def, index) => buildShop(def, index, now, keyRng.hex(32), sample));
  return { now, shops };
}

/** The salon's base: its zone's today, its own random sequence and an empty data set. */
function salonBase(def: SalonDef, index: number, now: Date, apiKey: string): SalonBase {
  const zone = def.timezone;
  const today = localToday(now, zone);
  return {
    def,
    index,
    zone,
    now,
    today,
    todayStart: wallClock(today, 0, zone),
    rng: createRng(0x5eed0000 + index * 7919),
    shop: {
      id: 0,
      index,
      def,
      apiKey,
      createdAt: wallClock(addDays(today, -def.ageDays), 9 * 60, zone),
      today,
      staff: [],
      categories: [],
      services: [],
      customers: [],
      coupons: [],
      appointments: [],
      tickets: [],
      blocks: [],
      gallery: [],
      reassignments: [],
      staffDays: [],
      redemptions: [],
    },
  };
}

/** One salon's data. The steps draw from one random sequence: their order is part of the data. */
function buildShop(def: SalonDef, index: number, now: Date, apiKey: string, sample: { n: number }): ShopM {
  const base = salonBase(def, index, now, apiKey);
  const ctx: SeedContext = {
    ...base,
    ...addStaff(base),
    ...addMenu(base),
    ...addCustomers(base),
    days: new DayBook(base),
  };
  addCoupons(ctx);
  addBlockHours(ctx);
  addTodaysAppointments(ctx);
  addPastDays(ctx);
  addOpenTicketsToday(ctx);
  addComingBookings(ctx);
  settleTickets(ctx);
  addCustomerPoints(ctx);
  ctx.shop.appointments.sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
  addStaffDays(ctx);
  addGallery(ctx, sample);
  addReassignments(ctx);
  return ctx.shop;
}
