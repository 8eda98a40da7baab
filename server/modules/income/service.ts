import { sql } from 'drizzle-orm';
import type { BillDetail, IncomeReport } from '../../../src/contract/income.ts';
import { fromCents } from '../../../src/contract/money.ts';
import { type Caller, customerPhoneFor } from '../../auth/caller.ts';
import type { Executor } from '../../db/connect.ts';
import { reviews, staff, ticketDiscounts, ticketLines, tickets, ticketTips } from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors.ts';
import {
  buildIncomeReport,
  CLOSED_STATUS,
  type IncomePeriod,
  paymentTimeIn,
  SERVICE_KIND,
  STAFF_DISCOUNT,
  type StaffTicket,
} from './income-math.ts';

/**
 * Staff income (GET report/getBillByStaff) and ticket detail (GET report/getBillDetailV2). Each is ONE
 * SQL statement, always restricted to the session's salon. Rules: docs/reports.md, "Staff income".
 */

/** node-postgres returns bigint sums as strings, PGlite as numbers. */
function whole(value: unknown, what: string): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n))
    throw new Error(`income: ${what} is not a whole number`);
  return n;
}

function jsonRows(value: unknown, what: string): unknown[][] {
  const rows = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(rows)) throw new Error(`income: ${what} are not a list`);
  return rows.map((row: unknown) => {
    if (!Array.isArray(row)) throw new Error(`income: a row of ${what} is not a list`);
    return row as unknown[];
  });
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The statement: the staff member's commission rate (no row when they are not in the salon) and their
 * share of each of their tickets of the period, summed per ticket in the database.
 *
 * Plan: the salon's sales of the period come from the (shop_id, closed_at) index as one array of ids;
 * the staff member's SERVICE lines on those tickets are then found by `ticket_id = any(ids)` (one index
 * scan, not one lookup per ticket) and summed per ticket; only their tickets are joined back for the
 * bill number, name, time, review star, tip and STAFF discounts. The shape keeps the embedded database
 * (no planner statistics) on a good plan: 120 days of a demo salon (~3,300 tickets) take ≈ 6–8 ms.
 */
export function incomeStatement(shopId: number, staffId: number, period: IncomePeriod) {
  const start = period.start.toISOString();
  const end = period.end.toISOString();
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
    select ${staff.commissionBps} as commission_bps,
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
         left join ${reviews} on ${reviews.ticketId} = mine.id) as tickets
    from ${staff}
    where ${staff.id} = ${staffId} and ${staff.shopId} = ${shopId}`;
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

/** The staff member's tickets of the period and their commission rate; null when not in the salon. */
export async function loadStaffTickets(
  db: Executor,
  shopId: number,
  staffId: number,
  period: IncomePeriod,
): Promise<{ commissionBps: number; tickets: StaffTicket[] } | null> {
  const result = await db.execute(incomeStatement(shopId, staffId, period));
  const row = result.rows[0];
  if (!row) return null;
  return {
    commissionBps: whole(row.commission_bps, 'the commission rate'),
    tickets: parseStaffTickets(row.tickets),
  };
}

/**
 * The income report of `staffId` for `period`. Access is checked by the caller (assertSelfOrManager);
 * 404 when the staff member is not in the salon.
 */
export async function staffIncome(
  db: Executor,
  shopId: number,
  staffId: number,
  period: IncomePeriod,
  timeZone: string,
): Promise<IncomeReport> {
  const loaded = await loadStaffTickets(db, shopId, staffId, period);
  if (!loaded) throw notFound('There is no such staff member in this salon.');
  return buildIncomeReport(loaded.tickets, loaded.commissionBps, period, timeZone);
}

// ---- ticket detail ----------------------------------------------------------------------------

/**
 * The detail of a ticket of the salon: 404 when it is not in the caller's salon; 403 for a staff
 * member who has no line on it. Managers read any ticket of their salon.
 */
export async function billDetail(db: Executor, caller: Caller, billId: number): Promise<BillDetail> {
  const result = await db.execute(sql`
    select ${tickets.billNumber} as bill_number,
           ${tickets.customerName} as customer_name,
           ${tickets.customerPhone} as customer_phone,
           floor(extract(epoch from coalesce(${tickets.closedAt}, ${tickets.checkinAt})) * 1000)::bigint as at_ms,
           ${tickets.subTotalCents} as sub_total,
           ${tickets.discountCents} as discount,
           ${tickets.expressCents} as express,
           ${tickets.taxCents} as tax,
           ${tickets.tipCents} as tip,
           ${tickets.totalCents} as total,
           ${tickets.cardFeeBps} as card_fee_bps,
           ${reviews.star} as star,
           ${reviews.comment} as comment,
           (select coalesce(json_agg(json_build_array(
                      ${ticketLines.name}, ${ticketLines.staffId},
                      trim(coalesce(${staff.firstName}, '') || ' ' || coalesce(${staff.lastName}, '')),
                      ${ticketLines.priceCents}) order by ${ticketLines.id}), '[]'::json)
              from ${ticketLines}
              left join ${staff} on ${staff.id} = ${ticketLines.staffId}
             where ${ticketLines.ticketId} = ${tickets.id}) as lines
    from ${tickets}
    left join ${reviews} on ${reviews.ticketId} = ${tickets.id}
    where ${tickets.id} = ${billId} and ${tickets.shopId} = ${caller.shopId}`);
  const row = result.rows[0];
  if (!row) throw notFound('There is no such ticket in this salon.');
  const lines = jsonRows(row.lines, 'lines').map(([name, staffId, technician, price]) => ({
    serviceName: text(name),
    technician: staffId === null ? '' : text(technician),
    staffId: staffId === null ? null : whole(staffId, 'a staff id'),
    price: fromCents(whole(price, 'a price')),
  }));
  if (!caller.isManager && !lines.some((l) => l.staffId === caller.staffId)) {
    throw forbidden('You can only see the tickets you worked on.');
  }
  const phone = text(row.customer_phone);
  return {
    billNumber: whole(row.bill_number, 'the bill number'),
    billId,
    services: lines,
    customer: { name: text(row.customer_name), phone: customerPhoneFor(caller, phone) },
    payment: { strCreateDate: paymentTimeIn(new Date(whole(row.at_ms, 'the time')), caller.timezone) },
    subTotal: fromCents(whole(row.sub_total, 'the sub total')),
    discount: fromCents(whole(row.discount, 'the discount')),
    expressAmount: fromCents(whole(row.express, 'the express amount')),
    tax: fromCents(whole(row.tax, 'the tax')),
    tip: fromCents(whole(row.tip, 'the tip')),
    total: fromCents(whole(row.total, 'the total')),
    cashDiscountCredit: whole(row.card_fee_bps, 'the card fee') / 100,
    reviews:
      row.star === null || row.star === undefined
        ? null
        : { star: whole(row.star, 'the star'), comment: text(row.comment) },
  };
}
