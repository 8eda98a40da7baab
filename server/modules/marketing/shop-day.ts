import { sql } from 'drizzle-orm';
import type { ShopDay, ShopDayQuery } from '../../../src/contract/marketing.ts';
import { computeEveryDay, type DaySource } from '../../db/changes.ts';
import type { Executor } from '../../db/connect.ts';
import { whole } from '../../db/rows.ts';
import {
  appointments,
  couponRedemptions,
  reviews,
  ticketLines,
  ticketPayments,
  tickets,
} from '../../db/schema.ts';
import { type BusinessDays, parsePeriod } from '../../time/business-days.ts';
import { mdyOf } from '../customers/index.ts';
import {
  boundsArray,
  CLOSED_STATUS,
  dayBounds,
  reportPeriodRule,
  UNCOUNTED_APPOINTMENT_STATUSES,
} from '../reports/index.ts';
import { addMarketingDays, buildShopDay, emptyMarketingDay, type MarketingDay } from './marketing-math.ts';

/**
 * The marketing figures of a period (GET report/shop-day): reviews, gift cards, bookings and coupons
 * summed from the salon's days (kept by the route per day until a write touches that day: DayCache).
 * Formulas: docs/reports.md, "Marketing".
 */

/** startDate … endDate, MM-DD-YYYY, at most MAX_REPORT_DAYS days (as the summary report's). */
export const SHOP_DAY_PERIOD = reportPeriodRule('MM-DD-YYYY', ['startDate', 'endDate']);

/** The tables a day's figures are read from (a write to one of them, on that day, recomputes the day). */
export const MARKETING_DAY_TABLES = [
  'tickets',
  'ticket_lines',
  'ticket_payments',
  'reviews',
  'appointments',
  'coupon_redemptions',
] as const;

/**
 * Each day's tickets (closed, not voided): walk-ins (no appointment), gift card lines and payments, and
 * reviews by star; each day's appointments (not canceled or deleted) by where they were booked; and
 * each day's coupon redemptions.
 */
export async function loadMarketingDays(
  db: Executor,
  shopId: number,
  span: BusinessDays,
): Promise<MarketingDay[]> {
  const bounds = boundsArray(dayBounds(span));
  const from = span.start.toISOString();
  const to = span.end.toISOString();
  const star = (n: number) => sql`count(rv.star) filter (where rv.star = ${n})`;
  const ticketDays = await db.execute(sql`
    with scoped as materialized (
      select ${tickets.id} as id, width_bucket(${tickets.closedAt}, ${bounds}) as day,
             ${tickets.appointmentId} is null as walk_in
        from ${tickets}
       where ${tickets.shopId} = ${shopId}
         and ${tickets.status} = ${CLOSED_STATUS}
         and ${tickets.voidedAt} is null
         and ${tickets.closedAt} >= ${from}::timestamptz
         and ${tickets.closedAt} < ${to}::timestamptz
    ),
    ids as materialized (select coalesce(array_agg(id), '{}') as ids from scoped),
    gl as (
      select ${ticketLines.ticketId} as id, count(*) as n, sum(${ticketLines.priceCents}) as amount
        from ${ticketLines}, ids
       where ${ticketLines.ticketId} = any(ids.ids) and ${ticketLines.kind} = 'GIFT_CARD'
       group by 1
    ),
    gp as (
      select ${ticketPayments.ticketId} as id, sum(${ticketPayments.amountCents}) as amount
        from ${ticketPayments}, ids
       where ${ticketPayments.ticketId} = any(ids.ids) and ${ticketPayments.method} = 'GIFT_CARD'
       group by 1
    ),
    rv as (
      select ${reviews.ticketId} as id, ${reviews.star} as star
        from ${reviews}, ids where ${reviews.ticketId} = any(ids.ids)
    )
    select s.day, count(*) filter (where s.walk_in) as walk_in,
           coalesce(sum(gl.n), 0) as gift_n, coalesce(sum(gl.amount), 0) as gift_amount,
           coalesce(sum(gp.amount), 0) as gift_paid,
           ${star(1)} as s1, ${star(2)} as s2, ${star(3)} as s3, ${star(4)} as s4, ${star(5)} as s5
      from scoped s
      left join gl on gl.id = s.id
      left join gp on gp.id = s.id
      left join rv on rv.id = s.id
     group by s.day`);
  const bookingDays = await db.execute(sql`
    select width_bucket(${appointments.startAt}, ${bounds}) as day,
           count(*) filter (where ${appointments.sourceType} = 0) as phone,
           count(*) filter (where ${appointments.sourceType} <> 0) as online
      from ${appointments}
     where ${appointments.shopId} = ${shopId}
       and ${appointments.status} not in (${sql.join(
         UNCOUNTED_APPOINTMENT_STATUSES.map((s) => sql`${s}`),
         sql`, `,
       )})
       and ${appointments.startAt} >= ${from}::timestamptz
       and ${appointments.startAt} < ${to}::timestamptz
     group by 1`);
  const couponDays = await db.execute(sql`
    select width_bucket(${couponRedemptions.createdAt}, ${bounds}) as day, count(*) as used,
           sum(${couponRedemptions.amountCents}) as bill, sum(${couponRedemptions.discountCents}) as discount
      from ${couponRedemptions}
     where ${couponRedemptions.shopId} = ${shopId}
       and ${couponRedemptions.createdAt} >= ${from}::timestamptz
       and ${couponRedemptions.createdAt} < ${to}::timestamptz
     group by 1`);
  const days = Array.from({ length: span.days }, emptyMarketingDay);
  const dayOf = (bucket: unknown) => {
    const day = days[whole(bucket, 'a day bucket') - 1];
    if (!day) throw new Error('marketing: a row outside its days');
    return day;
  };
  for (const r of ticketDays.rows) {
    const day = dayOf(r.day);
    day.walkIn = whole(r.walk_in, 'walk-ins');
    day.giftSold = whole(r.gift_n, 'gift cards sold');
    day.giftSoldCents = whole(r.gift_amount, 'gift card sales');
    day.giftRedeemedCents = whole(r.gift_paid, 'gift card payments');
    day.stars = [
      whole(r.s1, 'reviews'),
      whole(r.s2, 'reviews'),
      whole(r.s3, 'reviews'),
      whole(r.s4, 'reviews'),
      whole(r.s5, 'reviews'),
    ];
  }
  for (const r of couponDays.rows) {
    const day = dayOf(r.day);
    day.couponsUsed = whole(r.used, 'coupons used');
    day.couponBillCents = whole(r.bill, 'coupon bills');
    day.couponDiscountCents = whole(r.discount, 'coupon discounts');
  }
  for (const r of bookingDays.rows) {
    const day = dayOf(r.day);
    day.phone = whole(r.phone, 'phone bookings');
    day.online = whole(r.online, 'online bookings');
  }
  return days;
}

/** The marketing figures of salon `shopId` for the asked period in its `timeZone` (a bad one is 400). */
export async function shopDayReport(
  db: Executor,
  shopId: number,
  q: ShopDayQuery,
  timeZone: string,
  days: DaySource<MarketingDay> = computeEveryDay,
): Promise<ShopDay> {
  const period = parsePeriod(SHOP_DAY_PERIOD, q.startDate, q.endDate, timeZone);
  const sums = await days(period, (span) => loadMarketingDays(db, shopId, span));
  return buildShopDay(addMarketingDays(sums), {
    startDate: mdyOf(period.first),
    endDate: mdyOf(period.last),
  });
}
