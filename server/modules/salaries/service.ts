import { and, eq, sql } from 'drizzle-orm';
import type {
  PaySettingsInput,
  SalaryQuery,
  SalaryReport,
  StaffPay,
  TipsTo,
} from '../../../src/contract/salaries.ts';
import { NO_SUCH_STAFF } from '../../auth/caller.ts';
import { computeEveryDay, type DaySource } from '../../db/changes.ts';
import type { Executor } from '../../db/connect.ts';
import { jsonRows, whole } from '../../db/rows.ts';
import {
  staff,
  staffPayChanges,
  ticketDiscounts,
  ticketLines,
  ticketPayments,
  tickets,
  ticketTips,
} from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { type BusinessDays, dayIn, parsePeriod } from '../../time/business-days.ts';
import { formatIn } from '../../time/calendar-day.ts';
import { CLOSED_STATUS, SERVICE_KIND, STAFF_DISCOUNT } from '../income/index.ts';
import { reportPeriodRule } from '../reports/index.ts';
import {
  addTicket,
  bpsOf,
  noFigures,
  type PayRates,
  type SalaryDay,
  type SalaryFigures,
  type SalaryMember,
  salaryReportOf,
  settingsOf,
  sumDays,
} from './salary-math.ts';

/**
 * Employee Salaries (POST staff/staffSalaryV2) and the staff members' pay settings, always within the
 * session's salon. Rules: docs/reports.md, "Employee salaries".
 */

/** The tables a day of salaries is read from: a write to them drops the days it touched. */
export const SALARY_DAY_TABLES = [
  'tickets',
  'ticket_lines',
  'ticket_tips',
  'ticket_discounts',
  'ticket_payments',
] as const;

/** startDate … endDate (YYYY-MM-DD), at most MAX_REPORT_DAYS days (the reports' rule). */
export const SALARY_PERIOD = reportPeriodRule('YYYY-MM-DD', ['startDate', 'endDate']);

const CARD = 'CREDIT_CARD';

/**
 * The statement: every staff member's part of each ticket sold in `span` (CLOSED, not voided): their
 * SERVICE lines (prices, supply fees, count), their tip, their STAFF discounts, and the ticket's whole
 * tip and card payments (for the card part of their tip). The salon's tickets of the days come from the
 * (shop_id, closed_at) index as one array of ids; lines, tips, discounts and payments are each read by
 * `ticket_id = any(ids)` and summed per ticket.
 */
function salaryStatement(shopId: number, span: BusinessDays) {
  const start = span.start.toISOString();
  const end = span.end.toISOString();
  return sql`
    with sold as materialized (
      select ${tickets.id} as id, ${tickets.tipCents} as tip,
             floor(extract(epoch from ${tickets.closedAt}) * 1000)::bigint as closed_ms
      from ${tickets}
      where ${tickets.shopId} = ${shopId}
        and ${tickets.status} = ${CLOSED_STATUS}
        and ${tickets.voidedAt} is null
        and ${tickets.closedAt} >= ${start}::timestamptz
        and ${tickets.closedAt} < ${end}::timestamptz
    ),
    ids as materialized (select coalesce(array_agg(id), '{}') as ids from sold),
    parts as materialized (
      select ${ticketLines.ticketId} as ticket_id, ${ticketLines.staffId} as staff_id,
             sum(${ticketLines.priceCents}) as sales, sum(${ticketLines.supplyCents}) as supply,
             count(*) as services
      from ${ticketLines}, ids
      where ${ticketLines.ticketId} = any(ids.ids)
        and ${ticketLines.kind} = ${SERVICE_KIND}
        and ${ticketLines.staffId} is not null
      group by 1, 2
    ),
    tips as materialized (
      select ${ticketTips.ticketId} as ticket_id, ${ticketTips.staffId} as staff_id,
             sum(${ticketTips.amountCents}) as tip
      from ${ticketTips}, ids
      where ${ticketTips.ticketId} = any(ids.ids)
      group by 1, 2
    ),
    discounts as materialized (
      select ${ticketDiscounts.ticketId} as ticket_id, ${ticketDiscounts.staffId} as staff_id,
             sum(${ticketDiscounts.amountCents}) as discount
      from ${ticketDiscounts}, ids
      where ${ticketDiscounts.ticketId} = any(ids.ids)
        and ${ticketDiscounts.source} = ${STAFF_DISCOUNT}
        and ${ticketDiscounts.staffId} is not null
      group by 1, 2
    ),
    card as materialized (
      select ${ticketPayments.ticketId} as ticket_id, sum(${ticketPayments.amountCents}) as paid
      from ${ticketPayments}, ids
      where ${ticketPayments.ticketId} = any(ids.ids)
        and ${ticketPayments.method} = ${CARD}
      group by 1
    )
    select coalesce(json_agg(json_build_array(
             sold.closed_ms, p.staff_id, p.sales, p.services, p.supply,
             coalesce(t.tip, 0), coalesce(d.discount, 0), sold.tip, coalesce(c.paid, 0))), '[]'::json) as parts
    from parts p
    join sold on sold.id = p.ticket_id
    left join tips t on t.ticket_id = p.ticket_id and t.staff_id = p.staff_id
    left join discounts d on d.ticket_id = p.ticket_id and d.staff_id = p.staff_id
    left join card c on c.ticket_id = p.ticket_id`;
}

/** Each business day's figures of `span` (in day order), in one statement. */
export async function loadSalaryDays(db: Executor, shopId: number, span: BusinessDays): Promise<SalaryDay[]> {
  const result = await db.execute(salaryStatement(shopId, span));
  const days = Array.from({ length: span.days }, () => new Map<number, SalaryFigures>());
  for (const r of jsonRows(result.rows[0]?.parts ?? '[]', 'salary parts')) {
    const [closedMs, staffId, sales, services, supply, tip, discount, ticketTip, cardPaid] = r;
    const day = days[dayIn(new Date(whole(closedMs, 'a closing time')), span.timeZone) - span.first];
    if (!day) throw new Error('salaries: a ticket outside its days');
    const id = whole(staffId, 'a staff id');
    const figures = day.get(id) ?? noFigures();
    addTicket(figures, {
      salesCents: whole(sales, 'sales'),
      services: whole(services, 'a service count'),
      supplyCents: whole(supply, 'a supply fee'),
      tipCents: whole(tip, 'a tip'),
      discountCents: whole(discount, 'a discount'),
      ticketTipCents: whole(ticketTip, "a ticket's tip"),
      cardPaidCents: whole(cardPaid, 'a card payment'),
    });
    day.set(id, figures);
  }
  return days;
}

const tipsToOf = (value: string): TipsTo => (value === 'CHECK' ? 'CHECK' : 'CASH');
const nameOf = (first: string, last: string) => `${first} ${last}`.trim();

/** Every staff member of the salon (active or not) with their pay settings. */
export async function salaryMembers(db: Executor, shopId: number): Promise<SalaryMember[]> {
  const rows = await db
    .select({
      id: staff.id,
      firstName: staff.firstName,
      lastName: staff.lastName,
      active: staff.active,
      commissionBps: staff.commissionBps,
      checkBps: staff.checkBps,
      tipFeeBps: staff.tipFeeBps,
      tipsTo: staff.tipsTo,
    })
    .from(staff)
    .where(eq(staff.shopId, shopId));
  return rows.map((r) => ({
    id: r.id,
    name: nameOf(r.firstName, r.lastName),
    active: r.active,
    commissionBps: r.commissionBps,
    checkBps: r.checkBps,
    tipFeeBps: r.tipFeeBps,
    tipsTo: tipsToOf(r.tipsTo),
  }));
}

/**
 * The salary report of salon `shopId` for `query`'s period in the salon's zone. A bad period is refused
 * (DomainError `invalid`).
 */
export async function staffSalary(
  db: Executor,
  shopId: number,
  query: SalaryQuery,
  timeZone: string,
  members: () => Promise<readonly SalaryMember[]>,
  days: DaySource<SalaryDay> = computeEveryDay,
): Promise<SalaryReport> {
  const period = parsePeriod(SALARY_PERIOD, query.startDate, query.endDate, timeZone);
  const [all, salaryDays] = await Promise.all([
    members(),
    days(period, (span) => loadSalaryDays(db, shopId, span)),
  ]);
  return salaryReportOf(all, sumDays(salaryDays), query.sort, period);
}

// ---- pay settings ----

/** The rates of a change's row, before or after it. */
const ratesOf = (r: Record<string, unknown>, side: 'before' | 'after'): PayRates => ({
  commissionBps: whole(r[`commission_bps_${side}`], 'a rate'),
  checkBps: whole(r[`check_bps_${side}`], 'a rate'),
  tipFeeBps: whole(r[`tip_fee_bps_${side}`], 'a rate'),
  tipsTo: tipsToOf(String(r[`tips_to_${side}`])),
});

/** The staff member's pay settings and their changes (newest first); 404 when not in the salon. */
export async function staffPay(
  db: Executor,
  shopId: number,
  staffId: number,
  timeZone: string,
): Promise<StaffPay> {
  const [member] = await db
    .select({
      firstName: staff.firstName,
      lastName: staff.lastName,
      commissionBps: staff.commissionBps,
      checkBps: staff.checkBps,
      tipFeeBps: staff.tipFeeBps,
      tipsTo: staff.tipsTo,
    })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.shopId, shopId)));
  if (!member) throw notFound(NO_SUCH_STAFF);
  const changes = await db.execute(sql`
    select c.id, floor(extract(epoch from c.created_at) * 1000)::bigint as at_ms,
           trim(coalesce(m.first_name, '') || ' ' || coalesce(m.last_name, '')) as by,
           c.commission_bps_before, c.commission_bps_after, c.check_bps_before, c.check_bps_after,
           c.tip_fee_bps_before, c.tip_fee_bps_after, c.tips_to_before, c.tips_to_after
    from ${staffPayChanges} c
    left join ${staff} m on m.id = c.changed_by
    where c.staff_id = ${staffId} and c.shop_id = ${shopId}
    order by c.created_at desc, c.id desc`);
  return {
    staffId,
    staffName: nameOf(member.firstName, member.lastName),
    settings: settingsOf({ ...member, tipsTo: tipsToOf(member.tipsTo) }),
    history: changes.rows.map((r) => ({
      id: whole(r.id, 'a change id'),
      at: formatIn(new Date(whole(r.at_ms, 'a change time')), timeZone, 'MM-dd-yyyy hh:mm a'),
      by: typeof r.by === 'string' && r.by !== '' ? r.by : 'A former manager',
      before: settingsOf(ratesOf(r, 'before')),
      after: settingsOf(ratesOf(r, 'after')),
    })),
  };
}

/**
 * Sets the staff member's pay settings and records the change (who, when, before and after) in one
 * transaction, the staff row locked; a change that changes nothing records nothing. 404 when the staff
 * member is not in the salon.
 */
export async function updateStaffPay(
  db: Executor,
  shopId: number,
  staffId: number,
  managerId: number,
  input: PaySettingsInput,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        commissionBps: staff.commissionBps,
        checkBps: staff.checkBps,
        tipFeeBps: staff.tipFeeBps,
        tipsTo: staff.tipsTo,
      })
      .from(staff)
      .where(and(eq(staff.id, staffId), eq(staff.shopId, shopId)))
      .for('update');
    if (!before) throw notFound(NO_SUCH_STAFF);
    const after: PayRates = {
      commissionBps: bpsOf(input.commissionPercent),
      checkBps: bpsOf(input.checkPercent),
      tipFeeBps: bpsOf(input.tipFeePercent),
      tipsTo: input.tipsTo,
    };
    if (
      before.commissionBps === after.commissionBps &&
      before.checkBps === after.checkBps &&
      before.tipFeeBps === after.tipFeeBps &&
      before.tipsTo === after.tipsTo
    )
      return;
    await tx.update(staff).set(after).where(eq(staff.id, staffId));
    await tx.insert(staffPayChanges).values({
      shopId,
      staffId,
      changedBy: managerId,
      at: now,
      commissionBpsBefore: before.commissionBps,
      commissionBpsAfter: after.commissionBps,
      checkBpsBefore: before.checkBps,
      checkBpsAfter: after.checkBps,
      tipFeeBpsBefore: before.tipFeeBps,
      tipFeeBpsAfter: after.tipFeeBps,
      tipsToBefore: before.tipsTo,
      tipsToAfter: after.tipsTo,
    });
  });
}
