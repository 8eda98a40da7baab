import { type SQL, sql } from 'drizzle-orm';
import { MAX_REPORT_DAYS, type SummaryReport } from '../../../src/contract/manager-reports.ts';
import { computeEveryDay, type DaySource } from '../../db/changes.ts';
import type { Executor } from '../../db/connect.ts';
import { jsonRows, whole } from '../../db/rows.ts';
import { ticketDiscounts, ticketLines, ticketPayments, tickets } from '../../db/schema.ts';
import { type BusinessDays, type DayFormat, type PeriodRule, parsePeriod } from '../../time/business-days.ts';
import { startOfDayIn } from '../../time/calendar-day.ts';
import { CLOSED_STATUS } from './overview-math.ts';
import { addDays, addTicket, buildSummaryReport, emptySummaryDay, type SummaryDay } from './summary-math.ts';

/**
 * The summary report (GET report/reportShop), put together from the salon's sums of each business day of
 * the period (kept by the route per day until a write touches that day: server/db/changes.ts, DayCache).
 * A day's sums come from its tickets, read several days in one statement; summary-math.ts does the
 * arithmetic. Formulas: docs/reports.md, "Summary report".
 */

/** A report's period read from `fields` in `format`, at most MAX_REPORT_DAYS days. */
export const reportPeriodRule = (format: DayFormat, fields: readonly [string, string]): PeriodRule => ({
  format,
  fields,
  maxDays: {
    days: MAX_REPORT_DAYS,
    refusal: (days) => `A report can cover at most ${MAX_REPORT_DAYS} days; this one covers ${days}.`,
  },
});

/** from … to, YYYY-MM-DD. */
export const REPORT_PERIOD = reportPeriodRule('YYYY-MM-DD', ['from', 'to']);

/** The tables a day's sums are read from (a write to one of them, on that day, recomputes the day). */
export const SUMMARY_DAY_TABLES = ['tickets', 'ticket_lines', 'ticket_discounts', 'ticket_payments'] as const;

/** The business day boundaries of a span (its first instant, each next day's, the end). */
export const dayBounds = (span: BusinessDays): Date[] =>
  Array.from({ length: span.days + 1 }, (_, i) => startOfDayIn(span.first + i, span.timeZone));

/** `{…}::timestamptz[]`, for width_bucket. */
export const boundsArray = (bounds: readonly Date[]): SQL =>
  sql`${`{${bounds.map((b) => b.toISOString()).join(',')}}`}::timestamptz[]`;

/** Payment methods with a figure of their own; any other is check / other. */
const KNOWN_METHODS = ['CREDIT_CARD', 'CASH', 'GIFT_CARD', 'POINT'] as const;
const paid = (method: (typeof KNOWN_METHODS)[number]): SQL =>
  sql`sum(${ticketPayments.amountCents}) filter (where ${ticketPayments.method} = ${method})`;

/**
 * The statement: every ticket CLOSED within the span (voided ones too), in its day (`width_bucket` over
 * the days' first instants), with its lines summed by kind, its discounts by source and its payments by
 * method. The tickets come from the (shop_id, closed_at) index as one array of ids; lines, discounts and
 * payments are then found by `ticket_id = any(ids)` (one index scan each) and summed per ticket.
 */
function summaryStatement(shopId: number, span: BusinessDays): SQL {
  const bounds = boundsArray(dayBounds(span));
  return sql`
    with scoped as materialized (
      select ${tickets.id} as id,
             width_bucket(${tickets.closedAt}, ${bounds}) as day,
             ${tickets.voidedAt} is not null as voided,
             ${tickets.totalCents} as total, ${tickets.tipCents} as tip,
             ${tickets.refundedCents} as refunded, ${tickets.cardFeeCents} as fee
      from ${tickets}
      where ${tickets.shopId} = ${shopId}
        and ${tickets.status} = ${CLOSED_STATUS}
        and ${tickets.closedAt} >= ${span.start.toISOString()}::timestamptz
        and ${tickets.closedAt} < ${span.end.toISOString()}::timestamptz
    ),
    ids as materialized (select coalesce(array_agg(id), '{}') as ids from scoped),
    lines as (
      select ${ticketLines.ticketId} as id,
             sum(${ticketLines.priceCents}) filter (where ${ticketLines.kind} = 'SERVICE') as service,
             sum(${ticketLines.priceCents}) filter (where ${ticketLines.kind} = 'PRODUCT') as product,
             sum(${ticketLines.priceCents}) filter (where ${ticketLines.kind} = 'GIFT_CARD') as gift
      from ${ticketLines}, ids where ${ticketLines.ticketId} = any(ids.ids)
      group by 1
    ),
    discounts as (
      select ${ticketDiscounts.ticketId} as id,
             sum(${ticketDiscounts.amountCents}) filter (where ${ticketDiscounts.source} = 'OWNER') as owner,
             sum(${ticketDiscounts.amountCents}) filter (where ${ticketDiscounts.source} = 'STAFF') as staff
      from ${ticketDiscounts}, ids where ${ticketDiscounts.ticketId} = any(ids.ids)
      group by 1
    ),
    payments as (
      select ${ticketPayments.ticketId} as id,
             ${paid('CREDIT_CARD')} as card, ${paid('CASH')} as cash, ${paid('GIFT_CARD')} as gift,
             ${paid('POINT')} as point,
             sum(${ticketPayments.amountCents})
               filter (where ${ticketPayments.method} not in (${sql.join(
                 KNOWN_METHODS.map((m) => sql`${m}`),
                 sql`, `,
               )})) as other
      from ${ticketPayments}, ids where ${ticketPayments.ticketId} = any(ids.ids)
      group by 1
    )
    select coalesce(json_agg(json_build_array(
             s.day, s.voided, s.total, s.tip, s.refunded, s.fee,
             coalesce(l.service, 0), coalesce(l.product, 0), coalesce(l.gift, 0),
             coalesce(d.owner, 0), coalesce(d.staff, 0),
             coalesce(p.card, 0), coalesce(p.cash, 0), coalesce(p.gift, 0), coalesce(p.other, 0),
             coalesce(p.point, 0))), '[]'::json) as tickets
    from scoped s
    left join lines l on l.id = s.id
    left join discounts d on d.id = s.id
    left join payments p on p.id = s.id`;
}

/** The sums of each business day of `span` (in day order), in one statement. */
export async function loadSummaryDays(
  db: Executor,
  shopId: number,
  span: BusinessDays,
): Promise<SummaryDay[]> {
  const result = await db.execute(summaryStatement(shopId, span));
  const days = Array.from({ length: span.days }, emptySummaryDay);
  for (const row of jsonRows(result.rows[0]?.tickets ?? '[]', 'summary tickets')) {
    const [bucket, voided, ...amounts] = row;
    const day = days[whole(bucket, 'a day bucket') - 1];
    if (!day || typeof voided !== 'boolean') throw new Error('summary: a ticket outside its days');
    const [
      total,
      tip,
      refunded,
      fee,
      service,
      product,
      giftSold,
      owner,
      staffDisc,
      card,
      cash,
      gift,
      other,
      point,
    ] = amounts.map((a) => whole(a, 'a summary amount'));
    addTicket(day, {
      voided,
      totalCents: total ?? 0,
      tipCents: tip ?? 0,
      refundedCents: refunded ?? 0,
      cardFeeCents: fee ?? 0,
      serviceCents: service ?? 0,
      productCents: product ?? 0,
      giftSoldCents: giftSold ?? 0,
      ownerDiscountCents: owner ?? 0,
      staffDiscountCents: staffDisc ?? 0,
      cardCents: card ?? 0,
      cashCents: cash ?? 0,
      giftCardCents: gift ?? 0,
      checkOtherCents: other ?? 0,
      pointCents: point ?? 0,
    });
  }
  return days;
}

/**
 * The summary report of salon `shopId` for the business days `q.from` … `q.to` (YYYY-MM-DD) in its
 * `timeZone`, its days taken from `days`. A bad period is refused (DomainError `invalid`).
 */
export async function summaryReport(
  db: Executor,
  shopId: number,
  q: { from: string; to: string },
  timeZone: string,
  days: DaySource<SummaryDay> = computeEveryDay,
): Promise<SummaryReport> {
  const period = parsePeriod(REPORT_PERIOD, q.from, q.to, timeZone);
  const sums = await days(period, (span) => loadSummaryDays(db, shopId, span));
  return buildSummaryReport(addDays(sums), period);
}
