import { type SQL, sql } from 'drizzle-orm';
import type {
  StaffTicketItem,
  TicketsByStaff,
  TicketsByStaffQuery,
} from '../../../src/contract/manager-reports.ts';
import { fromCents } from '../../../src/contract/money.ts';
import { computeEveryDay, type DaySource } from '../../db/changes.ts';
import type { Executor } from '../../db/connect.ts';
import { jsonRows, text, whole } from '../../db/rows.ts';
import { ticketLines, ticketPayments, tickets, ticketTips } from '../../db/schema.ts';
import { jsonArrayParts, jsonBytes, jsonItems, ReadyJson } from '../../http/ready-json.ts';
import { type BusinessDays, businessDays, dayIn, parsePeriod } from '../../time/business-days.ts';
import { formatIn, isoDayOf } from '../../time/calendar-day.ts';
import { CLOSED_STATUS } from './overview-math.ts';
import { dayBounds, reportPeriodRule } from './summary-service.ts';

/**
 * A staff member's tickets (GET admin/ticket-by-staff): the tickets of the period with at least one
 * SERVICE line of theirs, open ones (still being served, by check-in day) and closed ones (by closing
 * day, voided ones left out: they count nowhere). Closed tickets are kept per staff member and day by the
 * route (DayCache) until a write touches that day's tickets; a staff member's open tickets (few, and in no
 * day until they close) are kept whole until a ticket of the salon changes. Rules: docs/reports.md,
 * "Tickets by staff".
 */

/** FROM-TO with MM-DD-YYYY dates (as the overview's). */
export const TICKETS_BY_STAFF_PERIOD = reportPeriodRule('MM-DD-YYYY', ['startDate', 'endDate']);

/** The tables a staff member's closed tickets of a day are read from. */
export const STAFF_TICKET_DAY_TABLES = ['tickets', 'ticket_lines', 'ticket_tips', 'ticket_payments'] as const;

/** The period asked for: FROM-TO, or the salon's today. */
export function ticketsByStaffPeriod(q: TicketsByStaffQuery, now: Date, timeZone: string): BusinessDays {
  if (q.startDate !== undefined && q.endDate !== undefined) {
    return parsePeriod(TICKETS_BY_STAFF_PERIOD, q.startDate, q.endDate, timeZone);
  }
  const today = dayIn(now, timeZone);
  return businessDays(today, today, timeZone);
}

/** A time of the list: hh:mm AM/PM in the salon's zone. */
const timeIn = (ms: number, timeZone: string) => formatIn(new Date(ms), timeZone, 'hh:mm a');

/**
 * The statement: the tickets of the salon `which` selects (closed within the span, or open and checked in
 * within it) that have a SERVICE line of `staffId`, each with its lines, the staff member's tip and its
 * payments by method: the lines, tips and payments of those tickets are read by `ticket_id = any(ids)`,
 * one index scan each, not one lookup per ticket.
 */
function staffTicketsStatement(shopId: number, staffId: number, which: SQL): SQL {
  return sql`
    with scoped as materialized (
      select ${tickets.id} as id from ${tickets} where ${tickets.shopId} = ${shopId} and ${which}
    ),
    ids as materialized (select coalesce(array_agg(id), '{}') as ids from scoped),
    mine as materialized (
      select coalesce(array_agg(distinct ${ticketLines.ticketId}), '{}') as ids
      from ${ticketLines}, ids
      where ${ticketLines.ticketId} = any(ids.ids)
        and ${ticketLines.staffId} = ${staffId}
        and ${ticketLines.kind} = 'SERVICE'
    ),
    lines as (
      select l.ticket_id as id,
             json_agg(json_build_array(l.name, l.price_cents, l.staff_id, l.kind) order by l.id) as lines
      from ${ticketLines} l, mine where l.ticket_id = any(mine.ids) group by 1
    ),
    tips as (
      select tt.ticket_id as id, sum(tt.amount_cents) as tip
      from ${ticketTips} tt, mine where tt.ticket_id = any(mine.ids) and tt.staff_id = ${staffId} group by 1
    ),
    paid as (
      select p.ticket_id as id, json_agg(json_build_array(p.method, p.amount_cents)) as payments
      from ${ticketPayments} p, mine where p.ticket_id = any(mine.ids) group by 1
    )
    select coalesce(json_agg(json_build_array(
             t.id, t.bill_number, t.status,
             floor(extract(epoch from t.checkin_at) * 1000)::bigint,
             floor(extract(epoch from t.closed_at) * 1000)::bigint,
             t.customer_name, t.customer_phone,
             t.sub_total_cents, t.discount_cents, t.express_cents, t.tax_cents, t.tip_cents, t.total_cents,
             t.card_fee_cents, t.card_fee_bps, t.supply_cents,
             coalesce(lines.lines, '[]'::json), coalesce(tips.tip, 0), coalesce(paid.payments, '[]'::json))
             order by t.closed_at desc nulls first, t.checkin_at desc, t.id desc), '[]'::json) as tickets
    from mine
    join ${tickets} t on t.id = any(mine.ids)
    left join lines on lines.id = t.id
    left join tips on tips.id = t.id
    left join paid on paid.id = t.id`;
}

const PAYMENT_FIELDS: Record<string, 'creditCard' | 'cash' | 'gift' | 'reward'> = {
  CREDIT_CARD: 'creditCard',
  CASH: 'cash',
  GIFT_CARD: 'gift',
  POINT: 'reward',
};

/** A ticket row of the statement as the list shows it, its times in the salon's zone. */
function staffTicketOf(row: unknown[], staffId: number, timeZone: string): StaffTicketItem {
  const [
    billId,
    billNumber,
    status,
    checkinMs,
    closedMs,
    customerName,
    customerPhone,
    subTotal,
    discount,
    express,
    tax,
    tip,
    total,
    fee,
    feeBps,
    supply,
    lines,
    staffTip,
    payments,
  ] = row;
  const open = status !== CLOSED_STATUS;
  const checkin = whole(checkinMs, 'a check-in time');
  const at = open ? checkin : whole(closedMs, 'a closing time');
  const services = jsonRows(lines, 'ticket lines').map(([name, price, lineStaff, kind]) => ({
    name: text(name),
    price: fromCents(whole(price, 'a price')),
    staffId: kind === 'SERVICE' && lineStaff !== null ? whole(lineStaff, 'a staff id') : null,
    kind,
  }));
  const staffServiceCents = jsonRows(lines, 'ticket lines')
    .filter(([, , lineStaff, kind]) => kind === 'SERVICE' && lineStaff === staffId)
    .reduce((sum, [, price]) => sum + whole(price, 'a price'), 0);
  const paid = { creditCard: 0, cash: 0, checkOther: 0, gift: 0, reward: 0 };
  for (const [method, amount] of jsonRows(payments, 'payments')) {
    paid[PAYMENT_FIELDS[text(method)] ?? 'checkOther'] += whole(amount, 'a payment');
  }
  const paidOrNull = (cents: number) => (open ? null : fromCents(cents));
  return {
    billId: whole(billId, 'a ticket id'),
    billNumber: whole(billNumber, 'a bill number'),
    status: open ? 'OPEN' : 'CLOSED',
    date: isoDayOf(dayIn(new Date(at), timeZone)),
    time: timeIn(at, timeZone),
    checkinTime: timeIn(checkin, timeZone),
    customerName: text(customerName),
    customerPhone: text(customerPhone),
    services: services.map(({ name, price, staffId: s }) => ({ name, price, staffId: s })),
    subTotal: fromCents(whole(subTotal, 'a sub total')),
    discount: fromCents(whole(discount, 'a discount')),
    expressAmount: fromCents(whole(express, 'an express amount')),
    tax: fromCents(whole(tax, 'a tax')),
    tip: fromCents(whole(tip, 'a tip')),
    total: fromCents(whole(total, 'a total')),
    fee: fromCents(whole(fee, 'a card fee')),
    cashDiscountCredit: whole(feeBps, 'a card fee rate') / 100,
    supply: fromCents(whole(supply, 'a supply fee')),
    staffServiceAmount: fromCents(staffServiceCents),
    staffTip: fromCents(whole(staffTip, "the staff member's tip")),
    creditCard: paidOrNull(paid.creditCard),
    cash: paidOrNull(paid.cash),
    checkOther: paidOrNull(paid.checkOther),
    gift: paidOrNull(paid.gift),
    reward: paidOrNull(paid.reward),
  };
}

/**
 * The staff member's closed tickets (not voided) of each business day of `span`, latest first, each
 * day's already written as JSON (the items joined by commas, empty for a day without any): a period is
 * then answered by joining its days, not by serialising them again.
 */
export async function loadStaffTicketDays(
  db: Executor,
  shopId: number,
  staffId: number,
  span: BusinessDays,
): Promise<Buffer[]> {
  const bounds = dayBounds(span);
  const result = await db.execute(
    staffTicketsStatement(
      shopId,
      staffId,
      sql`${tickets.status} = ${CLOSED_STATUS} and ${tickets.voidedAt} is null
          and ${tickets.closedAt} >= ${span.start.toISOString()}::timestamptz
          and ${tickets.closedAt} < ${span.end.toISOString()}::timestamptz`,
    ),
  );
  const days = Array.from({ length: span.days }, (): StaffTicketItem[] => []);
  for (const row of jsonRows(result.rows[0]?.tickets ?? '[]', 'staff tickets')) {
    const closedMs = whole(row[4], 'a closing time');
    const index = bounds.findLastIndex((b) => b.getTime() <= closedMs);
    const day = days[index];
    if (!day) throw new Error('tickets by staff: a ticket outside its days');
    day.push(staffTicketOf(row, staffId, span.timeZone));
  }
  return days.map(jsonItems);
}

/**
 * Every open ticket of the staff member (still being served, whatever its check-in day), latest check-in
 * first, in the salon's `timeZone`. An open ticket has no closing time: the `(shop_id, closed_at)` index
 * finds the salon's few.
 */
export async function openTickets(
  db: Executor,
  shopId: number,
  staffId: number,
  timeZone: string,
): Promise<StaffTicketItem[]> {
  const result = await db.execute(
    staffTicketsStatement(shopId, staffId, sql`${tickets.closedAt} is null and ${tickets.status} = 'OPEN'`),
  );
  return jsonRows(result.rows[0]?.tickets ?? '[]', 'open tickets').map((row) =>
    staffTicketOf(row, staffId, timeZone),
  );
}

/** The tables a staff member's open tickets are read from (kept per salon until one of them changes). */
export const OPEN_TICKET_TABLES = ['tickets', 'ticket_lines', 'ticket_tips', 'ticket_payments'] as const;

/**
 * The tickets of `staffId` (a staff member of salon `shopId`: the route checks it) in `period`: open
 * ones first, then closed ones from the latest day back, each day's closed tickets kept in `days` as
 * JSON; the answer is those days' bytes joined (`TicketsByStaff` as JSON).
 */
export async function ticketsByStaff(
  db: Executor,
  shopId: number,
  staffId: number,
  period: BusinessDays,
  days: DaySource<Buffer> = computeEveryDay,
  open: (load: () => Promise<StaffTicketItem[]>) => Promise<StaffTicketItem[]> = (load) => load(),
): Promise<ReadyJson<TicketsByStaff>> {
  const [opened, closed] = await Promise.all([
    open(() => openTickets(db, shopId, staffId, period.timeZone)),
    days(period, (span) => loadStaffTicketDays(db, shopId, staffId, span)),
  ]);
  // Open tickets checked in within the period (YYYY-MM-DD days compare as text).
  const within = opened.filter((t) => t.date >= period.from && t.date <= period.to);
  // The keys in the order of `TicketsByStaff` as `JSON.stringify` writes it, tickets last.
  const head = jsonBytes({ staffId, from: period.from, to: period.to, tickets: [] }).subarray(0, -3);
  return new ReadyJson([head, ...jsonArrayParts([jsonItems(within), ...closed.toReversed()]), CLOSE_OBJECT]);
}

const CLOSE_OBJECT = Buffer.from('}');
