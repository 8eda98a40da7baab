import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { BillDetail, IncomeReport } from '../../../src/contract/income.ts';
import { fromCents } from '../../../src/contract/money.ts';
import {
  type BillState,
  SPLIT_METHODS,
  TICKET_CHANGE_KINDS,
  type TipShare,
} from '../../../src/contract/tickets.ts';
import { type Caller, customerPhoneFor, NO_SUCH_STAFF } from '../../auth/caller.ts';
import { computeEveryDay, type DaySource } from '../../db/changes.ts';
import type { Executor } from '../../db/connect.ts';
import { preparedRows } from '../../db/prepared.ts';
import { jsonRows, text, whole } from '../../db/rows.ts';
import {
  reviews,
  staff,
  ticketChanges,
  ticketDiscounts,
  ticketLines,
  ticketPayments,
  tickets,
  ticketTips,
} from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors.ts';
import { type BusinessDays, dayIn } from '../../time/business-days.ts';
import {
  CLOSED_STATUS,
  type IncomePeriod,
  incomeReportOf,
  incomeTicket,
  isListed,
  type ListedTicket,
  OPEN_STATUS,
  paymentTimeIn,
  SERVICE_KIND,
  STAFF_DISCOUNT,
  type StaffTicket,
} from './income-math.ts';

/**
 * Staff income (GET report/getBillByStaff) and ticket detail (GET report/getBillDetailV2), always
 * restricted to the session's salon. The income report is put together from the staff member's tickets
 * of each business day of the period (each day kept by the route until a write touches it) and their
 * commission rate. Rules: docs/reports.md, "Staff income".
 */

/**
 * The statement: the staff member's share of each of their tickets of the days of `span`, summed per
 * ticket in the database.
 *
 * Plan: the salon's sales of the days come from the (shop_id, closed_at) index as one array of ids;
 * the staff member's SERVICE lines on those tickets are then found by `ticket_id = any(ids)` (one index
 * scan, not one lookup per ticket) and summed per ticket; only their tickets are joined back for the
 * bill number, name, time, review star, tip and STAFF discounts. The shape keeps the embedded database
 * (no planner statistics) on a good plan: 120 days of a demo salon (~3,300 tickets) take ≈ 6–8 ms, a
 * day well under 1 ms.
 */
export function incomeStatement(shopId: number, staffId: number, span: BusinessDays) {
  const start = span.start.toISOString();
  const end = span.end.toISOString();
  return sql`
    with sold as materialized (
      select coalesce(array_agg(${tickets.id}), '{}') as ids
      from ${tickets}
      where ${tickets.shopId} = ${shopId}
        and ${tickets.status} = ${CLOSED_STATUS}
        and ${tickets.voidedAt} is null
        and ${tickets.closedAt} >= ${start}::timestamptz
        and ${tickets.closedAt} < ${end}::timestamptz
    ),
    mine as materialized (
      select ${ticketLines.ticketId} as id,
             sum(${ticketLines.priceCents}) as sales,
             sum(${ticketLines.supplyCents}) as supply
      from ${ticketLines}, sold
      where ${ticketLines.ticketId} = any(sold.ids)
        and ${ticketLines.staffId} = ${staffId}
        and ${ticketLines.kind} = ${SERVICE_KIND}
      group by ${ticketLines.ticketId}
    )
    select
      (select coalesce(json_agg(json_build_array(
                 ${tickets.id}, ${tickets.billNumber}, ${tickets.customerName},
                 floor(extract(epoch from ${tickets.closedAt}) * 1000)::bigint,
                 ${tickets.appointmentId} is not null,
                 coalesce(${reviews.star}, 0), mine.sales, mine.supply,
                 coalesce((select sum(${ticketTips.amountCents}) from ${ticketTips}
                            where ${ticketTips.ticketId} = mine.id and ${ticketTips.staffId} = ${staffId}), 0),
                 coalesce((select sum(${ticketDiscounts.amountCents}) from ${ticketDiscounts}
                            where ${ticketDiscounts.ticketId} = mine.id
                              and ${ticketDiscounts.source} = ${STAFF_DISCOUNT}
                              and ${ticketDiscounts.staffId} = ${staffId}), 0))), '[]'::json)
         from mine
         join ${tickets} on ${tickets.id} = mine.id
         left join ${reviews} on ${reviews.ticketId} = mine.id) as tickets`;
}

function parseStaffTickets(value: unknown): StaffTicket[] {
  return jsonRows(value, 'tickets').map((r): StaffTicket => {
    const [id, billNumber, customerName, closedMs, fromAppointment, star, sales, supply, tip, discount] = r;
    return {
      id: whole(id, 'a ticket id'),
      billNumber: whole(billNumber, 'a bill number'),
      customerName: text(customerName),
      closedAt: new Date(whole(closedMs, 'a closing time')),
      fromAppointment: fromAppointment === true,
      star: whole(star, 'a star'),
      salesCents: whole(sales, 'sales'),
      supplyCents: whole(supply, 'a supply fee'),
      tipCents: whole(tip, 'a tip'),
      discountCents: whole(discount, 'a discount'),
    };
  });
}

/**
 * The staff member's listed tickets of each business day of `span` (in day order; those that add
 * nothing to their income are left out), with their entries written in the salon's zone.
 */
export async function loadStaffDays(
  db: Executor,
  shopId: number,
  staffId: number,
  span: BusinessDays,
): Promise<ListedTicket[][]> {
  const result = await db.execute(incomeStatement(shopId, staffId, span));
  const days = Array.from({ length: span.days }, (): ListedTicket[] => []);
  for (const ticket of parseStaffTickets(result.rows[0]?.tickets ?? '[]')) {
    if (!isListed(ticket)) continue;
    const day = days[dayIn(ticket.closedAt, span.timeZone) - span.first];
    if (!day) throw new Error('income: a ticket outside its days');
    day.push({ ticket, entry: incomeTicket(ticket, span.timeZone) });
  }
  return days;
}

/** The staff member's commission rate, or null when they are not in the salon. */
export async function commissionRate(db: Executor, shopId: number, staffId: number): Promise<number | null> {
  const [row] = await db
    .select({ bps: staff.commissionBps })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.shopId, shopId)));
  return row ? row.bps : null;
}

/**
 * Where the route takes a report's parts from: loaded every time (the default), or kept (the route's
 * caches of commission rates and of days).
 */
export interface IncomeSources {
  rate: (load: () => Promise<number | null>) => Promise<number | null>;
  days: DaySource<ListedTicket[]>;
}

const loadEverything: IncomeSources = { rate: (load) => load(), days: computeEveryDay };

/**
 * The income report of `staffId` for `period`. Access is checked by the caller (assertSelfOrManager);
 * 404 when the staff member is not in the salon.
 */
export async function staffIncome(
  db: Executor,
  shopId: number,
  staffId: number,
  period: IncomePeriod,
  sources: IncomeSources = loadEverything,
): Promise<IncomeReport> {
  const [rate, days] = await Promise.all([
    sources.rate(() => commissionRate(db, shopId, staffId)),
    sources.days(period, (span) => loadStaffDays(db, shopId, staffId, span)),
  ]);
  if (rate === null) throw notFound(NO_SUCH_STAFF);
  return incomeReportOf(days.flat(), rate, period);
}

// ---- ticket detail ----------------------------------------------------------------------------

/** The history of a ticket, oldest first, with the manager's name (managers only). */
const historyOf = (billId: ReturnType<typeof sql.placeholder>) => sql`
  (select coalesce(json_agg(json_build_array(
             ${ticketChanges.kind},
             floor(extract(epoch from ${ticketChanges.at}) * 1000)::bigint,
             trim(coalesce(${staff.firstName}, '') || ' ' || coalesce(${staff.lastName}, '')),
             ${ticketChanges.beforeCents}, ${ticketChanges.afterCents}, ${ticketChanges.method},
             ${ticketChanges.note}) order by ${ticketChanges.at}, ${ticketChanges.id}), '[]'::json)
     from ${ticketChanges}
     left join ${staff} on ${staff.id} = ${ticketChanges.staffId}
    where ${ticketChanges.ticketId} = ${billId})`;

const cents = (value: unknown, what: string) => fromCents(whole(value, what));
const nullableCents = (value: unknown, what: string) =>
  value === null || value === undefined ? null : cents(value, what);

function oneOf<T extends string>(values: readonly T[], value: unknown, what: string): T {
  const found = values.find((v) => v === value);
  if (found === undefined) throw new Error(`income: ${what} is not one of ${values.join(', ')}`);
  return found;
}

/**
 * Each staff member with a SERVICE line on the ticket (in the order of their first one), the sum of their
 * service lines and their share of the tip.
 */
function tipSharesOf(
  lines: readonly { kind: string; staffId: number | null; technician: string; priceCents: number }[],
  tips: ReadonlyMap<number, number>,
): TipShare[] {
  const shares = new Map<number, { name: string; serviceCents: number }>();
  for (const l of lines) {
    if (l.kind !== SERVICE_KIND || l.staffId === null) continue;
    const share = shares.get(l.staffId) ?? { name: l.technician, serviceCents: 0 };
    share.serviceCents += l.priceCents;
    shares.set(l.staffId, share);
  }
  return [...shares].map(([staffId, s]) => ({
    staffId,
    name: s.name,
    serviceAmount: fromCents(s.serviceCents),
    tipAmount: fromCents(tips.get(staffId) ?? 0),
  }));
}

/**
 * The ticket detail's statement (built once per kind of reader: managers read the history too), with
 * the ticket and salon as placeholders.
 */
const billDetailStatement = (manager: boolean): SQL => sql`
    select ${tickets.billNumber} as bill_number,
           ${tickets.customerName} as customer_name,
           ${tickets.customerPhone} as customer_phone,
           ${tickets.status} as status,
           ${tickets.voidedAt} is not null as voided,
           ${tickets.voidReason} as void_reason,
           floor(extract(epoch from coalesce(${tickets.closedAt}, ${tickets.checkinAt})) * 1000)::bigint as at_ms,
           floor(extract(epoch from ${tickets.checkinAt}) * 1000)::bigint as checkin_ms,
           ${tickets.subTotalCents} as sub_total,
           ${tickets.discountCents} as discount,
           ${tickets.expressCents} as express,
           ${tickets.taxCents} as tax,
           ${tickets.tipCents} as tip,
           ${tickets.totalCents} as total,
           ${tickets.cardFeeBps} as card_fee_bps,
           ${tickets.cardFeeCents} as card_fee,
           ${tickets.refundedCents} as refunded,
           ${reviews.star} as star,
           ${reviews.comment} as comment,
           (select coalesce(json_agg(json_build_array(
                      ${ticketLines.name}, ${ticketLines.staffId},
                      trim(coalesce(${staff.firstName}, '') || ' ' || coalesce(${staff.lastName}, '')),
                      ${ticketLines.priceCents}, ${ticketLines.kind}) order by ${ticketLines.id}), '[]'::json)
              from ${ticketLines}
              left join ${staff} on ${staff.id} = ${ticketLines.staffId}
             where ${ticketLines.ticketId} = ${tickets.id}) as lines,
           (select coalesce(json_agg(json_build_array(${ticketTips.staffId}, ${ticketTips.amountCents})), '[]'::json)
              from ${ticketTips}
             where ${ticketTips.ticketId} = ${tickets.id}) as tips,
           (select coalesce(json_agg(json_build_array(
                      ${ticketPayments.method}, ${ticketPayments.amountCents}, ${ticketPayments.last4})
                      order by ${ticketPayments.id}), '[]'::json)
              from ${ticketPayments}
             where ${ticketPayments.ticketId} = ${tickets.id}) as payments,
           ${manager ? historyOf(sql.placeholder('billId')) : sql`'[]'::json`} as history
    from ${tickets}
    left join ${reviews} on ${reviews.ticketId} = ${tickets.id}
    where ${tickets.id} = ${sql.placeholder('billId')} and ${tickets.shopId} = ${sql.placeholder('shopId')}`;

/**
 * The detail of a ticket of the salon: 404 when it is not in the caller's salon; 403 for a staff
 * member who has no line on it. Managers read any ticket of their salon, with every tip share and the
 * history; a staff member sees only their own tip share and no history. One statement.
 */
export async function billDetail(db: Executor, caller: Caller, billId: number): Promise<BillDetail> {
  const rows = await preparedRows(
    db,
    caller.isManager ? 'bill_detail_manager' : 'bill_detail_staff',
    () => billDetailStatement(caller.isManager),
    { billId, shopId: caller.shopId },
  );
  const row = rows[0];
  if (!row) throw notFound('There is no such ticket in this salon.');
  const lines = jsonRows(row.lines, 'lines').map(([name, staffId, technician, price, kind]) => ({
    serviceName: text(name),
    kind: text(kind),
    technician: staffId === null ? '' : text(technician),
    staffId: staffId === null ? null : whole(staffId, 'a staff id'),
    priceCents: whole(price, 'a price'),
  }));
  if (!caller.isManager && !lines.some((l) => l.staffId === caller.staffId)) {
    throw forbidden('You can only see the tickets you worked on.');
  }
  const tips = new Map<number, number>();
  for (const [staffId, amount] of jsonRows(row.tips, 'tips')) {
    tips.set(whole(staffId, 'a staff id'), whole(amount, 'a tip'));
  }
  const shares = tipSharesOf(lines, tips);
  const status: BillState = row.status === OPEN_STATUS ? 'OPEN' : row.voided === true ? 'VOID' : 'CLOSED';
  const totalCents = whole(row.total, 'the total');
  const refundedCents = whole(row.refunded, 'the refunded amount');
  const phone = text(row.customer_phone);
  return {
    billNumber: whole(row.bill_number, 'the bill number'),
    billId,
    services: lines.map((l) => ({
      serviceName: l.serviceName,
      technician: l.technician,
      staffId: l.staffId,
      price: fromCents(l.priceCents),
    })),
    customer: { name: text(row.customer_name), phone: customerPhoneFor(caller, phone) },
    payment: { strCreateDate: paymentTimeIn(new Date(whole(row.at_ms, 'the time')), caller.timezone) },
    subTotal: cents(row.sub_total, 'the sub total'),
    discount: cents(row.discount, 'the discount'),
    expressAmount: cents(row.express, 'the express amount'),
    tax: cents(row.tax, 'the tax'),
    tip: cents(row.tip, 'the tip'),
    total: fromCents(totalCents),
    cashDiscountCredit: whole(row.card_fee_bps, 'the card fee') / 100,
    reviews:
      row.star === null || row.star === undefined
        ? null
        : { star: whole(row.star, 'the star'), comment: text(row.comment) },
    status,
    strCheckinDate: paymentTimeIn(new Date(whole(row.checkin_ms, 'the check-in time')), caller.timezone),
    voidReason: typeof row.void_reason === 'string' ? row.void_reason : null,
    cardFee: cents(row.card_fee, 'the card fee'),
    payments: jsonRows(row.payments, 'payments').map(([method, amount, last4]) => ({
      method: text(method),
      amount: cents(amount, 'a payment'),
      last4: typeof last4 === 'string' ? last4 : null,
    })),
    tipShares: caller.isManager ? shares : shares.filter((s) => s.staffId === caller.staffId),
    refunded: fromCents(refundedCents),
    refundable: fromCents(refundableCents(status, totalCents, refundedCents)),
    history: jsonRows(row.history, 'history').map(([kind, at, by, before, after, method, note]) => ({
      kind: oneOf(TICKET_CHANGE_KINDS, kind, 'a change kind'),
      at: whole(at, 'a change time'),
      by: text(by),
      before: nullableCents(before, 'an amount before'),
      after: nullableCents(after, 'an amount after'),
      method: method === null ? null : oneOf(SPLIT_METHODS, method, 'a split method'),
      note: text(note),
    })),
  };
}

/** What may still be refunded: the total less the refunds, on a closed ticket that is not voided. */
export const refundableCents = (status: BillState, totalCents: number, refundedCents: number): number =>
  status === 'CLOSED' ? Math.max(0, totalCents - refundedCents) : 0;
