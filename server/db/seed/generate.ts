/**
 * Builds the whole demo data set in memory (no database access), deterministically from `now`.
 *
 * Conventions:
 * - Every instant is a wall-clock time on a salon-local calendar day (relative to `now`'s day
 *   in the salon's time zone), so two runs with the same `now` give identical data.
 * - Tax is charged on products only (nail services are not taxed here):
 *   taxCents = round(sum of PRODUCT line prices × taxBps / 10000). Discounts apply to services
 *   only, so they never change the tax.
 * - totalCents = subTotal + express − discount + tax + tip, and closed tickets' payments sum to it.
 * - Today is treated as an open day in every salon (using that weekday's hours even when the
 *   weekday is disabled) so that every staff member, including the demo phones, has a day to show.
 */
import { type CategoryDef, catalogue, GIFT_CARDS, PRODUCTS } from './catalogue.ts';
import type {
  ApptM,
  ApptServiceM,
  CouponM,
  CustomerM,
  LineM,
  PaymentM,
  ShopM,
  StaffM,
  TicketM,
} from './model.ts';
import {
  APPOINTMENT_NOTES,
  CANCEL_REASONS,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  REASSIGN_NOTES,
  REASSIGN_REASONS,
  REFUND_REASONS,
  REVIEW_COMMENTS,
  STREETS,
  VOID_REASONS,
} from './names.ts';
import { createRng, type Rng } from './random.ts';
import { type CouponDef, DEMO_PHONES, SALONS, type SalonDef } from './salons.ts';
import {
  addDays,
  addMinutes,
  dayClock,
  type LocalDay,
  localToday,
  maxDate,
  minDate,
  monthDay,
  parseHm,
  wallClock,
} from './time.ts';

/** Closed tickets go back this many days before today (121 so that ≥ 120 days are covered). */
export const TICKET_DAYS_BACK = 121;
/** Appointments exist from this many days back … */
export const APPOINTMENT_DAYS_BACK = 30;
/** … to this many days ahead. */
export const APPOINTMENT_DAYS_AHEAD = 14;
export const CUSTOMERS_PER_SHOP = 340;
const SLOT = 15;
const SLOTS_PER_DAY = (24 * 60) / SLOT;

export interface DemoData {
  now: Date;
  shops: ShopM[];
}

/** Element `i` of a list that must have it. */
function at<T>(items: readonly T[], i: number): T {
  const v = items[i];
  if (v === undefined) throw new Error(`seed: index ${i} out of range`);
  return v;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

export function generateDemo(now: Date): DemoData {
  const keyRng = createRng(0xc0ffee);
  const sample = { n: 0 };
  const shops = SALONS.map((def, index) => buildShop(def, index, now, keyRng.hex(32), sample));
  return { now, shops };
}

interface Day {
  offset: number;
  day: LocalDay;
  enabled: boolean;
  /** Opening hours in minutes since local midnight. */
  open: number;
  close: number;
  /** Wall-clock minutes → instant (valid for business hours). */
  at: (minutes: number) => Date;
  working: StaffM[];
  occupancy: Map<StaffM, Uint8Array>;
}

interface Plan {
  slot: number;
  groups: { staff: StaffM; services: ServiceRef[] }[];
  /** Sum of all services' durations (an appointment's length). */
  sumDur: number;
  /** The longest technician's work (how long the ticket stays open: technicians work in parallel). */
  maxDur: number;
}

type ServiceRef = ShopM['services'][number];

interface Identity {
  customer: CustomerM | null;
  name: string;
  phone: string;
}

function buildShop(def: SalonDef, index: number, now: Date, apiKey: string, sample: { n: number }): ShopM {
  const rng: Rng = createRng(0x5eed0000 + index * 7919);
  const tz = def.timezone;
  const today = localToday(now, tz);
  const nowMs = now.getTime();
  const todayStart = wallClock(today, 0, tz);
  const isPast = (d: Date): boolean => d.getTime() <= nowMs;

  const shop: ShopM = {
    id: 0,
    index,
    def,
    apiKey,
    createdAt: wallClock(addDays(today, -def.ageDays), 9 * 60, tz),
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
  };

  // ---- staff -------------------------------------------------------------------------------
  shop.staff = def.staff.map((sd, i) => ({
    id: 0,
    def: sd,
    sortOrder: i,
    isAdmin: sd.positionName === 'Admin',
    createdAt: wallClock(
      addDays(today, -def.ageDays + (i === 0 ? 0 : rng.int(1, def.ageDays - 90))),
      10 * 60,
      tz,
    ),
  }));
  const staffByPhone = (phone: string): StaffM | undefined => shop.staff.find((s) => s.def.phone === phone);
  const technicians = shop.staff.filter((s) => !s.isAdmin);
  const admin = shop.staff.find((s) => s.isAdmin);
  if (!admin) throw new Error(`seed: ${def.companyName} has no Admin`);
  const demoTech = staffByPhone(index === 0 ? DEMO_PHONES.technician1 : DEMO_PHONES.technician2);
  if (!demoTech) throw new Error('seed: demo technician missing');

  // ---- catalogue ---------------------------------------------------------------------------
  const menu: CategoryDef[] = catalogue(def.signature, def.priceFactor);
  menu.forEach((c, ci) => {
    const category = { id: 0, name: c.name, sortOrder: ci };
    shop.categories.push(category);
    c.services.forEach((sd, si) => {
      shop.services.push({ id: 0, category, def: sd, sortOrder: si });
    });
  });
  const mains = shop.services.filter((s) => s.def.role === 'main');
  const addons = shop.services.filter((s) => s.def.role === 'addon');
  const solos = shop.services.filter((s) => s.def.role === 'solo');
  const serviceNamed = (name: string): ServiceRef => {
    const found = shop.services.find((s) => s.def.name === name);
    if (!found) throw new Error(`seed: no service ${name}`);
    return found;
  };
  const byWeight = (s: ServiceRef): number => s.def.weight;
  const duration = (list: readonly ServiceRef[]): number => sum(list.map((s) => s.def.durationMin));

  // ---- customers (sorted by createdAt so ids grow with time) -------------------------------
  const phones = new Set<string>();
  const daysInMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  const customers: CustomerM[] = [];
  for (let i = 0; i < CUSTOMERS_PER_SHOP; i++) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    let phone = '';
    do {
      phone = `${rng.pick(def.areaCodes)}${rng.int(2, 9)}${rng.digits(6)}`;
    } while (phones.has(phone));
    phones.add(phone);
    const email = rng.chance(0.55)
      ? `${first.toLowerCase()}.${last.toLowerCase()}${rng.chance(0.5) ? rng.int(1, 99) : ''}@${rng.pick(EMAIL_DOMAINS)}`
      : '';
    let dob: string | null = null;
    if (i % 20 === 0) {
      // Birthdays within the next two weeks.
      dob = monthDay(addDays(today, (i / 20) % 14));
    } else if (rng.chance(0.8)) {
      const m = rng.int(1, 12);
      const d = rng.int(1, at(daysInMonth, m - 1));
      dob = `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}`;
    }
    const hasAddress = rng.chance(0.3);
    const daysAgo = i % 10 === 3 ? rng.int(0, 29) : rng.int(30, 730);
    const createdAt = minDate(now, wallClock(addDays(today, -daysAgo), rng.int(9 * 60, 19 * 60), tz));
    customers.push({
      id: 0,
      fullName: `${first} ${last}`,
      phone,
      email,
      dob,
      address: hasAddress ? `${rng.int(100, 9999)} ${rng.pick(STREETS)}` : '',
      city: hasAddress ? def.city : '',
      state: hasAddress ? def.state : '',
      zip: hasAddress ? rng.pick(def.zips) : '',
      points: 0,
      createdAt,
    });
  }
  customers.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  shop.customers = customers;
  const customerTimes = customers.map((c) => c.createdAt.getTime());
  /** A random customer who already existed at `t`, or null. */
  const pickCustomer = (t: Date): CustomerM | null => {
    let lo = 0;
    let hi = customerTimes.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (at(customerTimes, mid) < t.getTime()) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? null : at(customers, rng.int(0, lo - 1));
  };
  const identity = (t: Date): Identity => {
    const r = rng.next();
    const customer = r < 0.8 ? pickCustomer(t) : null;
    if (customer) return { customer, name: customer.fullName, phone: customer.phone };
    // Walk-ins without a record; a few tickets were saved with no name at all.
    return { customer: null, name: r < 0.98 ? 'WALL-IN' : '', phone: '' };
  };

  // ---- coupons -----------------------------------------------------------------------------
  shop.coupons = def.coupons.map((cd) => ({ id: 0, def: cd, endDate: addDays(today, cd.endsInDays).iso }));
  const couponDiscount = (cd: CouponDef, amount: number): number =>
    Math.min(
      Math.floor(amount / 2),
      cd.discountType === 1 ? Math.round((amount * cd.discountValue) / 100) : cd.discountValue,
    );

  // ---- days and technician occupancy (15-minute cells) --------------------------------------
  const days = new Map<number, Day>();
  const getDay = (offset: number): Day => {
    const cached = days.get(offset);
    if (cached) return cached;
    const day = addDays(today, offset);
    const sch = at(def.schedule, day.weekday);
    const d: Day = {
      offset,
      day,
      enabled: sch.enabled,
      open: parseHm(sch.startTime),
      close: parseHm(sch.endTime),
      at: dayClock(day, tz),
      working: offset === 0 ? shop.staff : shop.staff.filter((s) => s.def.dayOff !== day.weekday),
      occupancy: new Map(),
    };
    days.set(offset, d);
    return d;
  };
  const cells = (d: Day, s: StaffM): Uint8Array => {
    let c = d.occupancy.get(s);
    if (!c) {
      c = new Uint8Array(SLOTS_PER_DAY);
      d.occupancy.set(s, c);
    }
    return c;
  };
  const isFree = (d: Day, s: StaffM, start: number, dur: number): boolean => {
    const c = cells(d, s);
    for (let k = Math.floor(start / SLOT); k < Math.ceil((start + dur) / SLOT); k++) if (c[k]) return false;
    return true;
  };
  const reserve = (d: Day, s: StaffM, start: number, dur: number): void => {
    const c = cells(d, s);
    for (
      let k = Math.floor(start / SLOT);
      k < Math.min(SLOTS_PER_DAY, Math.ceil((start + dur) / SLOT));
      k++
    ) {
      c[k] = 1;
    }
  };

  // ---- what a visit consists of ---------------------------------------------------------------
  const visit = (): ServiceRef[] => {
    if (rng.chance(0.05)) {
      const a = rng.weighted(solos, byWeight);
      const b = rng.weighted(solos, byWeight);
      return rng.chance(0.3) && a !== b ? [a, b] : [a];
    }
    const out = [rng.weighted(mains, byWeight)];
    if (rng.chance(0.35)) out.push(rng.weighted(addons, byWeight));
    if (rng.chance(0.08)) {
      const extra = rng.weighted(addons, byWeight);
      if (!out.includes(extra)) out.push(extra);
    }
    return out;
  };
  const visitNotIn = (category: ServiceRef['category']): ServiceRef[] => {
    let v = visit();
    for (let k = 0; k < 5 && at(v, 0).category === category; k++) v = visit();
    return v;
  };
  const byWorkload = (s: StaffM): number => s.def.workload;

  /** Services for `nTechs` technicians, a 15-minute slot and free technicians for them. */
  const planVisit = (d: Day, nTechs: number, book: boolean): Plan | null => {
    const pool = d.working.length ? d.working : shop.staff;
    let lists: ServiceRef[][] = [visit()];
    for (let i = 1; i < Math.min(nTechs, pool.length); i++)
      lists.push(visitNotIn(at(at(lists, 0), 0).category));
    const fits = (): boolean => d.close - sum(lists.map(duration)) >= d.open;
    while (!fits() && lists.length > 1) lists.pop();
    if (!fits()) lists = [[at(at(lists, 0), 0)]];
    if (!fits()) return null;
    const durs = lists.map(duration);
    const sumDur = sum(durs);
    const lastSlot = Math.floor((d.close - sumDur - d.open) / SLOT);
    let slot = d.open;
    let chosen: StaffM[] = [];
    for (let attempt = 0; attempt < 8 && chosen.length < lists.length; attempt++) {
      slot = d.open + SLOT * rng.int(0, lastSlot);
      chosen = [];
      for (const dur of durs) {
        const cands = pool.filter((s) => !chosen.includes(s) && isFree(d, s, slot, dur));
        if (!cands.length) break;
        chosen.push(rng.weighted(cands, byWorkload));
      }
    }
    if (chosen.length < lists.length) {
      // A busy day: double-book rather than drop the visit.
      chosen = [];
      for (let i = 0; i < lists.length; i++) {
        chosen.push(
          rng.weighted(
            pool.filter((s) => !chosen.includes(s)),
            byWorkload,
          ),
        );
      }
    }
    const groups = lists.map((services, i) => ({ staff: at(chosen, i), services }));
    if (book) {
      groups.forEach((g, i) => {
        reserve(d, g.staff, slot, at(durs, i));
      });
    }
    return { slot, groups, sumDur, maxDur: Math.max(...durs) };
  };

  // ---- tickets ---------------------------------------------------------------------------------
  const newTicket = (
    d: Day,
    who: Identity,
    groups: Plan['groups'],
    checkinAt: Date,
    closedAt: Date | null,
  ): TicketM => {
    const lines: LineM[] = [];
    for (const g of groups) {
      for (const sv of g.services) {
        lines.push({
          kind: 'SERVICE',
          staff: g.staff,
          service: sv,
          name: sv.def.name,
          priceCents: sv.def.priceCents,
          supplyCents: sv.def.supplyCents,
          expressCents: sv.def.role === 'main' && rng.chance(0.04) ? rng.pick([500, 1000]) : 0,
        });
      }
    }
    if (rng.chance(0.04)) {
      const count = rng.chance(0.25) ? 2 : 1;
      for (let k = 0; k < count; k++) {
        const p = rng.pick(PRODUCTS);
        lines.push({ kind: 'PRODUCT', staff: null, service: null, name: p.name, ...zeroCosts(p.priceCents) });
      }
    }
    if (rng.chance(0.015)) {
      const amount = rng.pick(GIFT_CARDS);
      lines.push({
        kind: 'GIFT_CARD',
        staff: null,
        service: null,
        name: `Gift Card $${amount / 100}`,
        ...zeroCosts(amount),
      });
    }
    const t: TicketM = {
      id: 0,
      businessDate: d.day.iso,
      billNumber: 0,
      customer: who.customer,
      customerName: who.name,
      customerPhone: who.phone,
      appt: null,
      status: closedAt ? 'CLOSED' : 'OPEN',
      checkinAt,
      closedAt,
      lines,
      tips: [],
      discounts: [],
      payments: [],
      refunds: [],
      review: null,
      voidedAt: null,
      voidReason: null,
      subTotalCents: 0,
      discountCents: 0,
      expressCents: 0,
      taxCents: 0,
      tipCents: 0,
      totalCents: 0,
      supplyCents: 0,
      cardFeeBps: def.cardFeeBps,
      cardFeeCents: 0,
    };
    shop.tickets.push(t);
    return t;
  };

  // ---- appointments ----------------------------------------------------------------------------
  const sourceType = (): number => {
    const r = rng.next();
    return r < 0.55 ? 0 : r < 0.95 ? 1 : 2;
  };
  const newAppt = (
    customer: CustomerM,
    staffM: StaffM | null,
    services: ApptServiceM[],
    startAt: Date,
    endAt: Date,
    status: number,
    createdAt: Date,
  ): ApptM => {
    const isAnybody = rng.chance(0.05);
    const appt: ApptM = {
      id: 0,
      customer,
      customerName: customer.fullName,
      customerPhone: customer.phone,
      staff: staffM,
      isAnybody,
      requestStaff: !isAnybody && rng.chance(0.35),
      status,
      sourceType: sourceType(),
      startAt,
      endAt,
      note: rng.chance(0.15) ? rng.pick(APPOINTMENT_NOTES) : '',
      cancelReason: null,
      couponCode: null,
      createdAt,
      updatedAt: createdAt,
      services,
    };
    shop.appointments.push(appt);
    return appt;
  };
  const servicesOf = (groups: Plan['groups']): ApptServiceM[] =>
    groups.flatMap((g) => g.services.map((service) => ({ service, staff: g.staff })));
  /** Booked 1–20 days before it starts. */
  const bookedBefore = (start: Date): Date =>
    minDate(now, addMinutes(start, -(rng.int(1, 20) * 1440 + rng.int(0, 600))));
  const between = (a: Date, b: Date): Date =>
    new Date(a.getTime() + Math.floor(rng.next() * Math.max(0, b.getTime() - a.getTime())));
  const cancel = (appt: ApptM, status: 4 | 5): void => {
    appt.status = status;
    if (status === 4) appt.cancelReason = rng.pick(CANCEL_REASONS);
    appt.updatedAt = between(appt.createdAt, minDate(now, appt.startAt));
  };
  const planToAppt = (d: Day, plan: Plan, customer: CustomerM, status: number, createdAt: Date): ApptM => {
    const start = d.at(plan.slot);
    return newAppt(
      customer,
      at(plan.groups, 0).staff,
      servicesOf(plan.groups),
      start,
      addMinutes(start, plan.sumDur),
      status,
      createdAt,
    );
  };

  // ---- block hours (today and coming days) --------------------------------------------------
  const block = (d: Day, s: StaffM, start: number, end: number, reason: string): void => {
    shop.blocks.push({ staff: s, startAt: d.at(start), endAt: d.at(end), reason });
    reserve(d, s, start, end - start);
  };
  const day0 = getDay(0);
  if (index === 0) block(day0, demoTech, 13 * 60, 14 * 60, 'Lunch break');
  else block(day0, demoTech, 12 * 60 + 30, 13 * 60 + 30, 'Lunch break');
  const openAhead: Day[] = [];
  for (let o = 1; o <= APPOINTMENT_DAYS_AHEAD; o++) if (getDay(o).enabled) openAhead.push(getDay(o));
  const fd = (i: number): Day => at(openAhead, i);
  const st = (i: number): StaffM => at(shop.staff, i);
  block(fd(0), st(3), 10 * 60, 12 * 60, 'Doctor appointment');
  block(fd(1), st(2), fd(1).open, fd(1).open + 120, 'Training: new gel system');
  block(fd(1), st(5), fd(1).open, fd(1).open + 120, 'Training: new gel system');
  block(fd(2), st(6), fd(2).open, fd(2).close, 'Day off');
  block(fd(4), st(4), 15 * 60, 16 * 60, 'School pickup');
  block(fd(5), st(1), 11 * 60, 12 * 60, 'Personal errand');

  // ---- today's appointments: every staff member has some ----------------------------------
  const todayAppt = (
    s: StaffM,
    startMin: number,
    services: ServiceRef[],
    opts: { zeroLength?: boolean; status?: number; note?: string } = {},
  ): ApptM | null => {
    const customer = pickCustomer(todayStart);
    if (!customer) return null;
    const dur = duration(services);
    const start = day0.at(startMin);
    const end = opts.zeroLength ? start : addMinutes(start, dur);
    const status = opts.status ?? (isPast(end) ? 3 : isPast(start) ? 2 : rng.chance(0.6) ? 1 : 0);
    const appt = newAppt(
      customer,
      s,
      services.map((service) => ({ service, staff: s })),
      start,
      end,
      status,
      bookedBefore(start),
    );
    if (opts.note !== undefined) appt.note = opts.note;
    if (!opts.zeroLength) reserve(day0, s, startMin, dur);
    const who = { customer, name: customer.fullName, phone: customer.phone };
    if (status === 3) {
      const checkin = addMinutes(start, rng.int(0, Math.min(10, dur - 1)));
      const closed = minDate(now, minDate(day0.at(day0.close), addMinutes(end, rng.int(0, 10))));
      newTicket(day0, who, [{ staff: s, services }], checkin, closed).appt = appt;
      appt.updatedAt = closed;
    } else if (status === 2) {
      const checkin = minDate(now, addMinutes(start, rng.int(0, 5)));
      newTicket(day0, who, [{ staff: s, services }], checkin, null).appt = appt;
      appt.updatedAt = checkin;
    }
    return appt;
  };
  for (const s of shop.staff) {
    if (index === 0 && s === demoTech) {
      // Hand-made day for the technician demo phone: an overlapping pair, a zero-length booking,
      // lunch (the block above) and an afternoon appointment.
      todayAppt(s, 10 * 60, [serviceNamed('Gel Manicure')]);
      todayAppt(s, 10 * 60 + 30, [serviceNamed('Classic Pedicure'), serviceNamed('Paraffin Treatment')]);
      todayAppt(s, 15 * 60, [serviceNamed('Polish Change (Hands)')], {
        zeroLength: true,
        status: 1,
        note: 'Quick polish change, squeeze in',
      });
      todayAppt(s, 16 * 60, [serviceNamed('Dip Powder')]);
      continue;
    }
    const count = rng.int(2, 4);
    let cursor = day0.open + SLOT * rng.int(0, 8);
    for (let k = 0; k < count; k++) {
      const services = visit();
      const dur = duration(services);
      let start = cursor;
      while (start + dur <= day0.close && !isFree(day0, s, start, dur)) start += SLOT;
      if (start + dur > day0.close) break;
      todayAppt(s, start, services);
      cursor = start + dur + SLOT * rng.int(0, 6);
    }
  }
  {
    // One cancellation today.
    const customer = pickCustomer(todayStart);
    const services = visit();
    const start = day0.at(day0.open + SLOT * rng.int(4, 16));
    if (customer) {
      const s = rng.pick(technicians);
      const appt = newAppt(
        customer,
        s,
        services.map((service) => ({ service, staff: s })),
        start,
        addMinutes(start, duration(services)),
        4,
        bookedBefore(start),
      );
      cancel(appt, 4);
    }
  }

  // ---- past days: tickets (and, for the last 30 days, the appointments they came from) ------
  for (let offset = -TICKET_DAYS_BACK; offset <= 0; offset++) {
    const d = getDay(offset);
    if (!d.enabled && offset !== 0) continue;
    const wd = d.day.weekday;
    let n = wd === 0 ? rng.int(15, 26) : wd >= 5 ? rng.int(26, 35) : rng.int(22, 33);
    if (offset === 0) n = Math.round(n * 0.55);
    for (let k = 0; k < n; k++) {
      const r = rng.next();
      const plan = planVisit(d, r < 0.8 ? 1 : r < 0.97 ? 2 : 3, true);
      if (!plan) continue;
      const checkin = d.at(plan.slot + rng.int(0, 9));
      const closed = minDate(d.at(d.close), addMinutes(checkin, plan.maxDur + rng.int(3, 15)));
      const who = identity(checkin);
      if (offset === 0 && !isPast(closed)) {
        // Still in the chair: an open ticket; not arrived yet: no ticket.
        if (isPast(checkin)) newTicket(d, who, plan.groups, checkin, null);
        continue;
      }
      const t = newTicket(d, who, plan.groups, checkin, closed);
      if (offset >= -APPOINTMENT_DAYS_BACK && offset < 0 && who.customer && rng.chance(0.6)) {
        const appt = planToAppt(d, plan, who.customer, 3, bookedBefore(d.at(plan.slot)));
        appt.updatedAt = closed;
        t.appt = appt;
      }
    }
    if (offset >= -APPOINTMENT_DAYS_BACK && offset < 0) {
      // Cancellations, deletions and the odd no-show (left CONFIRMED or NEW).
      const extra: number[] = [];
      for (let k = rng.int(1, 3); k > 0; k--) extra.push(4);
      if (rng.chance(0.5)) extra.push(5);
      if (rng.chance(0.25)) extra.push(rng.chance(0.7) ? 1 : 0);
      for (const status of extra) {
        const plan = planVisit(d, 1, false);
        if (!plan) continue;
        const customer = pickCustomer(d.at(plan.slot));
        if (!customer) continue;
        const appt = planToAppt(d, plan, customer, status, bookedBefore(d.at(plan.slot)));
        if (status === 4 || status === 5) cancel(appt, status);
      }
    }
  }

  // ---- make sure there are open tickets today, one of them in service (status 2) ----------
  let openCount = shop.tickets.filter((t) => t.status === 'OPEN').length;
  let inService = shop.appointments.some((a) => a.status === 2);
  for (let tries = 0; tries < 4 && (openCount < 3 || !inService); tries++) {
    const s = rng.weighted(technicians, byWorkload);
    const services = visit();
    // Checked in a little before now (or before closing, when seeding after hours).
    const latest = minDate(now, day0.at(day0.close));
    const checkin = maxDate(todayStart, addMinutes(latest, -rng.int(15, 60)));
    const customer = pickCustomer(todayStart);
    const who: Identity = customer
      ? { customer, name: customer.fullName, phone: customer.phone }
      : { customer: null, name: 'WALL-IN', phone: '' };
    const t = newTicket(day0, who, [{ staff: s, services }], checkin, null);
    openCount++;
    if (!inService && customer) {
      const start = new Date(Math.floor(checkin.getTime() / (SLOT * 60_000)) * SLOT * 60_000);
      t.appt = newAppt(
        customer,
        s,
        services.map((service) => ({ service, staff: s })),
        start,
        addMinutes(start, duration(services)),
        2,
        bookedBefore(start),
      );
      t.appt.updatedAt = checkin;
      inService = true;
    }
  }

  // ---- coming days: bookings -----------------------------------------------------------------
  for (let offset = 1; offset <= APPOINTMENT_DAYS_AHEAD; offset++) {
    const d = getDay(offset);
    if (!d.enabled) continue;
    const n = Math.max(4, 17 - offset + rng.int(0, 5));
    for (let k = 0; k < n; k++) {
      const r = rng.next();
      const status = r < 0.35 ? 0 : r < 0.85 ? 1 : r < 0.95 ? 4 : 5;
      const plan = planVisit(d, rng.chance(0.1) ? 2 : 1, status <= 1);
      const customer = pickCustomer(now);
      if (!plan || !customer) continue;
      const createdAt = addMinutes(now, -rng.int(10, 20 * 1440));
      const appt = planToAppt(d, plan, customer, status, createdAt);
      if (status === 1) appt.updatedAt = minDate(now, addMinutes(createdAt, rng.int(5, 600)));
      if (status >= 4) cancel(appt, status === 4 ? 4 : 5);
      if (status <= 1 && rng.chance(0.12)) {
        // Booked for anybody; most have not been given to a technician yet.
        appt.isAnybody = true;
        appt.requestStaff = false;
        if (rng.chance(0.6)) {
          appt.staff = null;
          for (const sv of appt.services) sv.staff = null;
        }
      }
      if (status <= 1 && rng.chance(0.04)) {
        const coupon = rng.pick(shop.coupons);
        const amount = sum(appt.services.map((sv) => sv.service.def.priceCents));
        appt.couponCode = coupon.def.code;
        shop.redemptions.push({
          coupon,
          customer,
          ticket: null,
          appt,
          source: 'APPOINTMENT',
          amountCents: amount,
          discountCents: couponDiscount(coupon.def, amount),
          createdAt,
        });
      }
    }
  }

  // ---- ticket numbers and money --------------------------------------------------------------
  shop.tickets.sort((a, b) => a.checkinAt.getTime() - b.checkinAt.getTime());
  shop.tickets.forEach((t, i) => {
    t.billNumber = 1001 + i;
    settle(t);
  });

  function settle(t: TicketM): void {
    const lines = t.lines;
    const serviceSub = sum(lines.filter((l) => l.kind === 'SERVICE').map((l) => l.priceCents));
    const productSub = sum(lines.filter((l) => l.kind === 'PRODUCT').map((l) => l.priceCents));
    t.subTotalCents = sum(lines.map((l) => l.priceCents));
    t.expressCents = sum(lines.map((l) => l.expressCents));
    t.supplyCents = sum(lines.map((l) => l.supplyCents));
    const techs: StaffM[] = [];
    for (const l of lines) if (l.staff && !techs.includes(l.staff)) techs.push(l.staff);
    const closedAt = t.closedAt;
    if (closedAt) {
      const r = rng.next();
      const cap = Math.floor(serviceSub / 2);
      if (r < 0.03 && t.customer && cap > 0) {
        const coupon: CouponM = rng.pick(shop.coupons);
        const amount = couponDiscount(coupon.def, serviceSub);
        t.discounts.push({ source: 'OWNER', staff: null, amountCents: amount, couponCode: coupon.def.code });
        shop.redemptions.push({
          coupon,
          customer: t.customer,
          ticket: t,
          appt: t.appt,
          source: 'TICKET',
          amountCents: serviceSub,
          discountCents: amount,
          createdAt: closedAt,
        });
      } else if (r < 0.12 && cap > 0) {
        const amount = Math.min(
          cap,
          rng.pick([500, 1000, Math.max(100, Math.round(serviceSub / 1000) * 100)]),
        );
        const byStaff = rng.chance(0.4) && techs.length > 0;
        t.discounts.push({
          source: byStaff ? 'STAFF' : 'OWNER',
          staff: byStaff ? at(techs, 0) : null,
          amountCents: amount,
          couponCode: null,
        });
      }
      if (rng.chance(0.85)) {
        for (const s of techs) {
          const base = sum(lines.filter((l) => l.staff === s).map((l) => l.priceCents + l.expressCents));
          const tip = Math.round((base * rng.int(10, 25)) / 100 / 50) * 50;
          if (tip > 0) t.tips.push({ staff: s, amountCents: tip });
        }
      }
    }
    t.discountCents = sum(t.discounts.map((x) => x.amountCents));
    t.tipCents = sum(t.tips.map((x) => x.amountCents));
    // Tax on products only (see the header comment).
    t.taxCents = Math.round((productSub * def.taxBps) / 10000);
    t.totalCents = t.subTotalCents + t.expressCents - t.discountCents + t.taxCents + t.tipCents;
    if (!closedAt) return;
    t.payments = payments(t.totalCents, t.customer !== null);
    const card = sum(t.payments.filter((p) => p.method === 'CREDIT_CARD').map((p) => p.amountCents));
    t.cardFeeCents = Math.round((card * def.cardFeeBps) / 10000);
    if (rng.chance(0.01)) {
      t.voidedAt = minDate(now, addMinutes(closedAt, rng.int(2, 30)));
      t.voidReason = rng.pick(VOID_REASONS);
      return;
    }
    if (rng.chance(0.008)) {
      const amount = rng.chance(0.5) ? serviceSub - t.discountCents : Math.round(serviceSub / 200) * 100;
      if (amount > 0) {
        t.refunds.push({
          amountCents: amount,
          reason: rng.pick(REFUND_REASONS),
          createdAt: minDate(now, addMinutes(closedAt, rng.int(1, 3) * 1440 + rng.int(0, 300))),
        });
      }
    }
    if (rng.chance(0.4)) {
      const r = rng.next();
      const star = r < 0.58 ? 5 : r < 0.84 ? 4 : r < 0.93 ? 3 : r < 0.97 ? 2 : 1;
      t.review = {
        star,
        comment: rng.chance(0.2) ? '' : rng.pick(at(REVIEW_COMMENTS, star - 1)),
        createdAt: minDate(now, addMinutes(closedAt, rng.int(20, 36 * 60))),
      };
    }
  }

  function payments(total: number, hasCustomer: boolean): PaymentM[] {
    const card = (amount: number): PaymentM => ({
      method: 'CREDIT_CARD',
      amountCents: amount,
      last4: rng.digits(4),
    });
    const other = (method: PaymentM['method'], amount: number): PaymentM => ({
      method,
      amountCents: amount,
      last4: null,
    });
    const r = rng.next();
    if (r < 0.58) return [card(total)];
    if (r < 0.86) return [other('CASH', total)];
    if (r < 0.93 && total > 2000) {
      const cash = 1000 * rng.int(1, Math.floor((total - 1) / 1000));
      return [other('CASH', cash), card(total - cash)];
    }
    if (r < 0.96) {
      const gift = Math.min(total, rng.pick(GIFT_CARDS));
      return gift < total ? [other('GIFT_CARD', gift), card(total - gift)] : [other('GIFT_CARD', gift)];
    }
    if (r < 0.985 && hasCustomer && total > 1500) {
      const pts = rng.pick([500, 1000]);
      return [other('POINT', pts), rng.chance(0.5) ? card(total - pts) : other('CASH', total - pts)];
    }
    if (r >= 0.985) return [other('CHECK_OTHER', total)];
    return [card(total)];
  }

  // ---- customers' points: one per dollar of services, less points paid with ---------------
  const spent = new Map<CustomerM, number>();
  for (const t of shop.tickets) {
    if (!t.customer || t.status !== 'CLOSED' || t.voidedAt) continue;
    const pts = sum(t.payments.filter((p) => p.method === 'POINT').map((p) => p.amountCents));
    spent.set(t.customer, (spent.get(t.customer) ?? 0) + Math.floor(t.subTotalCents / 100) - pts / 5);
  }
  for (const c of customers) c.points = Math.max(0, spent.get(c) ?? rng.int(0, 40));

  shop.appointments.sort((a, b) => a.startAt.getTime() - b.startAt.getTime());

  // ---- staff days: clock-in and turns ------------------------------------------------------
  interface Work {
    turn: number;
    first: Date;
    last: Date | null;
  }
  const work = new Map<string, Map<StaffM, Work>>();
  for (const t of shop.tickets) {
    let byStaff = work.get(t.businessDate);
    if (!byStaff) {
      byStaff = new Map();
      work.set(t.businessDate, byStaff);
    }
    const seen = new Set<StaffM>();
    for (const l of t.lines) {
      if (!l.staff || seen.has(l.staff)) continue;
      seen.add(l.staff);
      const w = byStaff.get(l.staff);
      if (!w) byStaff.set(l.staff, { turn: 1, first: t.checkinAt, last: t.closedAt });
      else {
        w.turn++;
        if (t.checkinAt < w.first) w.first = t.checkinAt;
        if (t.closedAt && (!w.last || t.closedAt > w.last)) w.last = t.closedAt;
      }
    }
  }
  for (let offset = -TICKET_DAYS_BACK; offset <= 0; offset++) {
    const d = getDay(offset);
    const byStaff = work.get(d.day.iso);
    for (const s of shop.staff) {
      const w = byStaff?.get(s);
      if (offset < 0) {
        if (!w) continue;
        const clockIn = minDate(d.at(d.open + rng.int(-10, 10)), addMinutes(w.first, -rng.int(1, 10)));
        const out = d.at(d.close + rng.int(-30, 10));
        const clockOut = w.last ? maxDate(out, addMinutes(w.last, rng.int(1, 10))) : out;
        shop.staffDays.push({
          staff: s,
          businessDate: d.day.iso,
          clockInAt: clockIn,
          clockOutAt: clockOut,
          turn: w.turn,
        });
        continue;
      }
      // Today everyone works: clocked in once the day has started for them.
      let clockIn: Date | null = d.at(d.open + rng.int(-10, 10));
      if (w) clockIn = minDate(clockIn, addMinutes(w.first, -rng.int(1, 5)));
      if (!isPast(clockIn)) clockIn = null;
      const out = d.at(d.close + rng.int(-15, 15));
      const clockOut = clockIn && nowMs >= d.at(d.close + 30).getTime() ? maxDate(out, w?.last ?? out) : null;
      shop.staffDays.push({
        staff: s,
        businessDate: d.day.iso,
        clockInAt: clockIn,
        clockOutAt: clockOut,
        turn: w?.turn ?? 0,
      });
    }
  }

  // ---- gallery -------------------------------------------------------------------------------
  const galleryCount = 15;
  const items: ShopM['gallery'] = [];
  for (let i = 0; i < galleryCount; i++) {
    const s = i === 0 ? demoTech : rng.pick(technicians);
    const video = i === 6 || (index === 1 && i === 11);
    sample.n++;
    const createdAt = minDate(now, addMinutes(now, -(rng.int(0, 59) * 1440 + rng.int(0, 600))));
    const pending = i % 3 === 0;
    items.push({
      staff: s,
      url: `/media/sample/${sample.n}.${video ? 'mp4' : 'svg'}`,
      mimeType: video ? 'video/mp4' : 'image/svg+xml',
      sizeBytes: video ? rng.int(1_500_000, 8_000_000) : rng.int(2_400, 14_000),
      status: pending ? 'PENDING' : 'APPROVED',
      createdAt,
      approvedAt: pending ? null : minDate(now, addMinutes(createdAt, rng.int(30, 30 * 60))),
    });
  }
  shop.gallery = items.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  // ---- reassignment requests -----------------------------------------------------------------
  const used = new Set<ApptM>();
  const pendingCands = shop.appointments.filter(
    (a) =>
      (a.status === 0 || a.status === 1) &&
      a.staff &&
      !a.staff.isAdmin &&
      a.startAt.getTime() > nowMs &&
      a.endAt > a.startAt,
  );
  const pendingPicks = [
    ...pendingCands.filter((a) => a.staff === demoTech).slice(0, 1),
    ...rng.shuffle(pendingCands.filter((a) => a.staff !== demoTech)),
  ].slice(0, 3);
  for (const a of pendingPicks) {
    const from = a.staff;
    if (!from) continue;
    used.add(a);
    const reason = rng.pick(REASSIGN_REASONS);
    shop.reassignments.push({
      appt: a,
      from,
      to: admin,
      assigned: null,
      reason,
      note: REASSIGN_NOTES[reason] ?? '',
      status: 'PENDING',
      createdAt: minDate(now, maxDate(addMinutes(a.createdAt, 1), addMinutes(now, -rng.int(10, 2880)))),
      resolvedAt: null,
    });
  }
  const doneCands = shop.appointments.filter(
    (a) => [0, 1, 3].includes(a.status) && a.staff && !a.staff.isAdmin && !used.has(a),
  );
  for (const a of rng.shuffle(doneCands).slice(0, 3)) {
    const assigned = a.staff;
    if (!assigned) continue;
    const from = rng.pick(technicians.filter((s) => s !== assigned));
    const reason = rng.pick(REASSIGN_REASONS);
    const createdAt = minDate(now, addMinutes(a.createdAt, rng.int(30, 600)));
    shop.reassignments.push({
      appt: a,
      from,
      to: admin,
      assigned,
      reason,
      note: REASSIGN_NOTES[reason] ?? '',
      status: 'DONE',
      createdAt,
      resolvedAt: minDate(now, addMinutes(createdAt, rng.int(5, 180))),
    });
  }
  shop.reassignments.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  return shop;
}

function zeroCosts(priceCents: number): { priceCents: number; supplyCents: number; expressCents: number } {
  return { priceCents, supplyCents: 0, expressCents: 0 };
}
