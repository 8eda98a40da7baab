/**
 * The demo seed's promises, for every possible "now". Tests may rely on these and on nothing else of
 * the generated data (docs/decisions.md "Seed invariants"); anything else a test needs, it creates.
 *
 * Checked on the in-memory data set (generate.ts), which is what the seed inserts row for row, at the
 * dates of the test matrix and at random instants from 2024 to 2032. Days and wall-clock times are
 * worked out here with Intl, independently of the seed's own date code.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intlWallClock } from '../../../tests/support/intl-time.ts';
import { generateDemo } from './generate.ts';
import type { ShopM } from './model.ts';
import { DEMO_PHONES } from './salons.ts';

/** The matrix of scripts/test-matrix.ts (and each of its days in the other salon's zone), and a few more awkward instants. */
const FIXED = [
  '2026-11-29T10:00:00-08:00',
  '2026-11-30T10:00:00-08:00',
  '2026-11-01T09:30:00-08:00',
  '2026-11-01T09:30:00-06:00',
  '2026-11-01T15:30:00-08:00',
  '2027-03-14T09:30:00-07:00',
  '2027-03-14T09:30:00-05:00',
  '2026-12-31T23:40:00-08:00',
  '2026-12-31T23:40:00-06:00',
  '2026-12-31T21:40:00-08:00',
  '2028-02-29T00:10:00-08:00',
  '2028-02-29T00:10:00-06:00',
  // Just after midnight and just before it, and in the hour DST repeats.
  '2026-11-01T01:30:00-08:00',
  '2027-06-15T23:59:00-07:00',
  '2027-06-16T00:00:00-07:00',
  // Its draws gave no coming booking a coupon: the seed gives one to the first it can.
  '2024-06-28T17:30:00.000Z',
].map((s) => new Date(s));

const DAY_MS = 86_400_000;

const parts = intlWallClock;

/** Whole calendar days from `a` to `b` (YYYY-MM-DD). */
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY_MS);

function staffByPhone(shop: ShopM, phone: string) {
  return shop.staff.find((s) => s.def.phone === phone);
}

/** Every invariant, each a named check that throws (via expect) when it does not hold. */
function checkAll(now: Date): void {
  const { shops } = generateDemo(now);
  const [luxe, polished] = shops;
  if (!luxe || !polished) throw new Error('two salons expected');
  const today = (shop: ShopM) => parts(now, shop.def.timezone).day;
  const onToday = (shop: ShopM, instant: Date) => parts(instant, shop.def.timezone).day === today(shop);

  // 1. The four demo phones and their roles.
  expect(staffByPhone(luxe, DEMO_PHONES.twoSalons)?.def.positionName).toBe('Admin');
  expect(staffByPhone(polished, DEMO_PHONES.twoSalons)?.def.positionName).not.toBe('Admin');
  expect(staffByPhone(luxe, DEMO_PHONES.technician1)?.def.positionName).not.toBe('Admin');
  expect(staffByPhone(polished, DEMO_PHONES.admin2)?.def.positionName).toBe('Admin');
  expect(staffByPhone(polished, DEMO_PHONES.technician2)?.def.positionName).not.toBe('Admin');

  // 2. The technician demo phone's hand-made day today: 10:00, 10:30 (overlapping it), a zero-length
  //    15:00 booking (confirmed) and 16:00, with a Lunch break 13:00–14:00 (the day may hold more).
  const mai = staffByPhone(luxe, DEMO_PHONES.technician1);
  const maisDay = luxe.appointments
    .filter((a) => a.staff === mai && onToday(luxe, a.startAt))
    .map((a) => ({ a, start: parts(a.startAt, luxe.def.timezone).hm }));
  expect(maisDay.map((x) => x.start)).toEqual(expect.arrayContaining(['10:00', '10:30', '15:00', '16:00']));
  const zero = maisDay.find((x) => x.start === '15:00' && x.a.endAt.getTime() === x.a.startAt.getTime())?.a;
  expect(zero?.endAt.getTime()).toBe(zero?.startAt.getTime());
  expect(zero?.status).toBe(1);
  const lunch = luxe.blocks.filter((b) => b.staff === mai && onToday(luxe, b.startAt));
  expect(
    lunch.map((b) => [
      b.reason,
      parts(b.startAt, luxe.def.timezone).hm,
      parts(b.endAt, luxe.def.timezone).hm,
    ]),
  ).toEqual([['Lunch break', '13:00', '14:00']]);
  const tony = staffByPhone(polished, DEMO_PHONES.technician2);
  expect(
    polished.blocks.some(
      (b) => b.staff === tony && onToday(polished, b.startAt) && b.reason === 'Lunch break',
    ),
  ).toBe(true);

  for (const shop of shops) {
    const zone = shop.def.timezone;
    // 3. Everyone works today (today counts as open, even on a closed weekday).
    for (const s of shop.staff) {
      expect(
        shop.appointments.some((a) => a.staff === s && onToday(shop, a.startAt)),
        `${s.def.firstName} has an appointment today`,
      ).toBe(true);
    }

    // 4. Four months of tickets, and sales on every open day of the last 30 days before today.
    const closedDays = new Set(
      shop.tickets.filter((t) => t.closedAt && !t.voidedAt).map((t) => parts(t.closedAt as Date, zone).day),
    );
    const first = shop.tickets.reduce((m, t) => Math.min(m, t.checkinAt.getTime()), Number.POSITIVE_INFINITY);
    expect(daysBetween(parts(new Date(first), zone).day, today(shop))).toBeGreaterThanOrEqual(120);
    for (let back = 1; back <= 30; back++) {
      const day = new Date(Date.parse(`${today(shop)}T12:00:00Z`) - back * DAY_MS);
      const iso = day.toISOString().slice(0, 10);
      const open = shop.def.schedule.find((d) => d.weekday === day.getUTCDay())?.enabled;
      if (open) expect(closedDays.has(iso), `${shop.def.companyName} sold on ${iso}`).toBe(true);
    }
    // Appointments in the last 30 days (the overview's appointment count).
    expect(
      shop.appointments.some(
        (a) => a.startAt.getTime() < now.getTime() && a.startAt.getTime() > now.getTime() - 30 * DAY_MS,
      ),
    ).toBe(true);

    // 5. Nothing has happened after now.
    const instants = [
      ...shop.tickets.flatMap((t) => [
        t.checkinAt,
        t.closedAt,
        t.voidedAt,
        t.review?.createdAt,
        ...t.refunds.map((r) => r.createdAt),
      ]),
      ...shop.appointments.flatMap((a) => [a.createdAt, a.updatedAt]),
      ...shop.customers.map((c) => c.createdAt),
      ...shop.gallery.map((g) => g.createdAt),
      ...shop.reassignments.map((r) => r.createdAt),
    ];
    for (const at of instants) if (at) expect(at.getTime()).toBeLessThanOrEqual(now.getTime());

    // 6. Money adds up: totals follow their formula, closed tickets are paid in full, open ones not at all.
    for (const t of shop.tickets) {
      expect(t.totalCents).toBe(t.subTotalCents + t.expressCents - t.discountCents + t.taxCents + t.tipCents);
      const paid = t.payments.reduce((sum, p) => sum + p.amountCents, 0);
      if (t.status === 'OPEN') expect(paid).toBe(0);
      else if (!t.voidedAt) expect(paid).toBe(t.totalCents);
    }

    // 8. Coupons: the salon has coupons a booking made today can use (ending 30 days or more after
    // today), redeemed from every source (at checkout, on a booking, from marketing, after a review);
    // a redemption at checkout is its ticket's salon discount with the coupon's code, a booking's
    // redemption names the coupon on the booking.
    expect(shop.coupons.length).toBeGreaterThan(0);
    for (const c of shop.coupons) expect(daysBetween(today(shop), c.endDate)).toBeGreaterThanOrEqual(30);
    expect(new Set(shop.redemptions.map((r) => r.source))).toEqual(
      new Set(['TICKET', 'APPOINTMENT', 'MARKETING', 'REVIEW']),
    );
    for (const r of shop.redemptions) {
      expect(shop.coupons).toContain(r.coupon);
      expect(r.discountCents).toBeLessThanOrEqual(r.amountCents);
      if (r.source === 'APPOINTMENT') expect(r.appt?.couponCode).toBe(r.coupon.def.code);
      else
        expect(r.ticket?.discounts).toContainEqual(
          expect.objectContaining({
            source: 'OWNER',
            couponCode: r.coupon.def.code,
            amountCents: r.discountCents,
          }),
        );
    }
  }

  // 7. Appointments in all six statuses, and a client in service (status 2) with an open ticket today.
  const all = shops.flatMap((s) => s.appointments);
  expect(new Set(all.map((a) => a.status))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
  expect(shops.some((s) => s.tickets.some((t) => t.status === 'OPEN' && t.appt?.status === 2))).toBe(true);
}

describe('demo seed invariants', () => {
  it.each(FIXED.map((d) => [d.toISOString(), d] as const))('hold at %s', (_name, now) => {
    checkAll(now);
  });

  it('hold at any instant from 2024 to 2032 (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2024-01-01T00:00:00Z'),
          max: new Date('2032-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (now) => {
          checkAll(now);
        },
      ),
      { numRuns: 25 },
    );
  });
});
