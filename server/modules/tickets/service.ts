import { and, asc, eq, sql } from 'drizzle-orm';
import type { BillDetail } from '../../../src/contract/income.ts';
import { toCents } from '../../../src/contract/money.ts';
import type {
  ClosedTicketsPage,
  ClosedTicketsQuery,
  RefundBody,
  SplitMethod,
  TicketChangeKind,
  UpdateBillBody,
  UpdateTipBody,
  VoidBody,
} from '../../../src/contract/tickets.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Executor } from '../../db/connect.ts';
import { jsonRows, text, whole } from '../../db/rows.ts';
import {
  customers,
  staff,
  ticketChanges,
  ticketLines,
  ticketPayments,
  ticketRefunds,
  tickets,
  ticketTips,
} from '../../db/schema.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { type BusinessDays, businessDays, parseDay } from '../../time/business-days.ts';
import { formatIn } from '../../time/calendar-day.ts';
import { billDetail, CLOSED_STATUS, SERVICE_KIND } from '../income/index.ts';
import {
  assertAmount,
  cardFeeCents,
  dollars,
  reconcileShares,
  type Share,
  settleTipOnPayments,
  totalPages,
} from './ticket-math.ts';

/**
 * The manager ticket tools: a day's closed tickets (GET report/getBillV2) and the changes a manager makes
 * to a closed ticket afterwards: its tip and how it is shared (PUT bill/updateTipStaff), void, refund and
 * the customer (PUT bill/update). Every change is one transaction on the locked ticket, always restricted
 * to the session's salon, writes a history row (ticket_changes) and answers the ticket's detail as the
 * manager sees it. Rules: docs/reports.md, "Tickets, tips, voids and refunds".
 */

// ---- a day's closed tickets -------------------------------------------------------------------

/** The salon's day asked for (400 for a day not on the calendar), in the salon's zone. */
export const closedTicketsDay = (q: ClosedTicketsQuery, timeZone: string): BusinessDays => {
  const day = parseDay(q.startTime, 'YYYY-MM-DD', 'startTime');
  return businessDays(day, day, timeZone);
};

const cents = (value: unknown, what: string) => whole(value, what) / 100;
const clockTime = (ms: unknown, timeZone: string, what: string) =>
  formatIn(new Date(whole(ms, what)), timeZone, 'hh:mm a');

/**
 * One page of the salon's tickets closed on `day`, newest first (closing time, then id), voided ones
 * included and marked VOID, and how many there are in all. One statement: the day's tickets come from
 * the (shop_id, closed_at) index; the refunded total is kept on the ticket, so no other table is read.
 */
export async function closedTickets(
  db: Executor,
  shopId: number,
  q: ClosedTicketsQuery,
  day: BusinessDays,
): Promise<ClosedTicketsPage> {
  const result = await db.execute(sql`
    with day as materialized (
      select ${tickets.id} as id, ${tickets.billNumber} as bill_number,
             ${tickets.customerName} as customer_name,
             ${tickets.closedAt} as closed_at, ${tickets.checkinAt} as checkin_at,
             ${tickets.totalCents} as total, ${tickets.tipCents} as tip,
             ${tickets.refundedCents} as refunded, ${tickets.voidedAt} is not null as voided
      from ${tickets}
      where ${tickets.shopId} = ${shopId}
        and ${tickets.status} = ${CLOSED_STATUS}
        and ${tickets.closedAt} >= ${day.start.toISOString()}::timestamptz
        and ${tickets.closedAt} < ${day.end.toISOString()}::timestamptz
    )
    select (select count(*) from day) as total_items,
      (select coalesce(json_agg(json_build_array(
                 p.id, p.bill_number, p.customer_name,
                 floor(extract(epoch from p.closed_at) * 1000)::bigint,
                 floor(extract(epoch from p.checkin_at) * 1000)::bigint,
                 p.total, p.tip, p.refunded, p.voided) order by p.closed_at desc, p.id desc), '[]'::json)
         from (select * from day order by closed_at desc, id desc
               limit ${q.limit} offset ${(q.page - 1) * q.limit}) p) as tickets`);
  const row = result.rows[0];
  if (!row) throw new Error('tickets: the day query returned no row');
  const totalItems = whole(row.total_items, 'the ticket count');
  return {
    day: day.from,
    page: q.page,
    totalPage: totalPages(totalItems, q.limit),
    totalItems,
    tickets: jsonRows(row.tickets, 'tickets').map(
      ([id, billNumber, customerName, closedMs, checkinMs, total, tip, refunded, voided]) => ({
        billId: whole(id, 'a ticket id'),
        billNumber: whole(billNumber, 'a bill number'),
        customerName: text(customerName),
        strTime: clockTime(closedMs, day.timeZone, 'a closing time'),
        strCheckinTime: clockTime(checkinMs, day.timeZone, 'a check-in time'),
        total: cents(total, 'a total'),
        tip: cents(tip, 'a tip'),
        refunded: cents(refunded, 'a refunded amount'),
        status: voided === true ? 'VOID' : 'CLOSED',
      }),
    ),
  };
}

// ---- changes to a closed ticket ---------------------------------------------------------------

/** What a change answers: the ticket as the manager now sees it, and who else to tell. */
export interface TicketChanged {
  detail: BillDetail;
  /** Staff the change took off the ticket (a tip share that went), to be told as well. */
  formerStaff: number[];
}

export const VOIDED_REFUSAL = 'This ticket is voided and can no longer be changed.';
export const OPEN_REFUSAL = 'This ticket is still open: it can be changed once it is closed.';

type TicketRow = Awaited<ReturnType<typeof lockTicket>>;

/** The ticket `billId` of the caller's salon, locked until the transaction ends (404 otherwise). */
async function lockTicket(tx: Executor, caller: Caller, billId: number) {
  const [row] = await tx
    .select({
      id: tickets.id,
      status: tickets.status,
      voidedAt: tickets.voidedAt,
      customerId: tickets.customerId,
      customerName: tickets.customerName,
      customerPhone: tickets.customerPhone,
      tipCents: tickets.tipCents,
      totalCents: tickets.totalCents,
      refundedCents: tickets.refundedCents,
      cardFeeBps: tickets.cardFeeBps,
    })
    .from(tickets)
    .where(and(eq(tickets.id, billId), eq(tickets.shopId, caller.shopId)))
    .limit(1)
    .for('update');
  if (!row) throw notFound('There is no such ticket in this salon.');
  return row;
}

/** The ticket tools act on closed tickets that are not voided (409 otherwise). */
function assertChangeable(row: TicketRow): void {
  assertClosed(row);
  if (row.voidedAt !== null) throw conflict(VOIDED_REFUSAL);
}

function assertClosed(row: TicketRow): void {
  if (row.status !== CLOSED_STATUS) throw conflict(OPEN_REFUSAL);
}

/**
 * Runs `work` in one transaction on the ticket `billId` of the caller's salon, locked (404 when there is
 * none), once `check` lets it through (by default: closed and not voided, else 409).
 */
function changeTicket<T>(
  db: Executor,
  caller: Caller,
  billId: number,
  work: (tx: Executor, row: TicketRow) => Promise<T>,
  check: (row: TicketRow) => void = assertChangeable,
): Promise<T> {
  return db.transaction(async (tx) => {
    const row = await lockTicket(tx, caller, billId);
    check(row);
    return work(tx, row);
  });
}

interface Change {
  kind: TicketChangeKind;
  beforeCents?: number;
  afterCents?: number;
  method?: SplitMethod;
  note: string;
}

/** Writes the history row of a change, then reads the ticket back as the manager sees it. */
async function recorded(
  tx: Executor,
  caller: Caller,
  row: TicketRow,
  change: Change,
  now: Date,
): Promise<BillDetail> {
  await tx.insert(ticketChanges).values({
    shopId: caller.shopId,
    ticketId: row.id,
    staffId: caller.staffId,
    kind: change.kind,
    at: now,
    beforeCents: change.beforeCents ?? null,
    afterCents: change.afterCents ?? null,
    method: change.method ?? null,
    note: change.note,
  });
  return billDetail(tx, caller, row.id);
}

/** Staff names as the history and the refusals write them. */
const fullName = sql<string>`trim(${staff.firstName} || ' ' || ${staff.lastName})`;

/** Names several people in a sentence: "A", "A and B", "A, B and C". */
function people(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The shares of `data`, checked against the ticket's staff (each staff member with a SERVICE line on it,
 * `onTicket`, listed exactly once and nobody else), in the order given.
 */
async function checkedShares(
  tx: Executor,
  caller: Caller,
  data: UpdateTipBody['data'],
  onTicket: ReadonlyMap<number, string>,
): Promise<Share[]> {
  const seen = new Set<number>();
  for (const { staffId } of data) {
    if (!onTicket.has(staffId)) {
      const [member] = await tx
        .select({ name: fullName })
        .from(staff)
        .where(and(eq(staff.id, staffId), eq(staff.shopId, caller.shopId)))
        .limit(1);
      throw invalid(`${member?.name || `Staff member ${staffId}`} is not on this ticket.`);
    }
    if (seen.has(staffId)) throw invalid(`${onTicket.get(staffId)} is listed more than once.`);
    seen.add(staffId);
  }
  const missing = [...onTicket].filter(([id]) => !seen.has(id)).map(([, name]) => name);
  if (missing.length > 0) {
    throw invalid(
      `Every staff member on the ticket needs a share: ${people(missing)} ${missing.length > 1 ? 'are' : 'is'} missing.`,
    );
  }
  return data.map((d) => ({ staffId: d.staffId, cents: toCents(d.tipAmount) }));
}

/**
 * Sets the ticket's tip and how it is shared: the total moves with the tip, the payments follow (the
 * difference on the card slip) and so does the card fee. Refusals: a staff member not on the ticket,
 * missing or listed twice, shares off the tip by more than $0.02 (400); an open or voided ticket, or a
 * total below what was already refunded (409).
 */
export async function updateTip(
  db: Executor,
  caller: Caller,
  body: UpdateTipBody,
  now: Date,
): Promise<TicketChanged> {
  return changeTicket(db, caller, body.billId, async (tx, row) => {
    const lines = await tx
      .select({ staffId: ticketLines.staffId, name: fullName })
      .from(ticketLines)
      .innerJoin(staff, eq(staff.id, ticketLines.staffId))
      .where(and(eq(ticketLines.ticketId, row.id), eq(ticketLines.kind, SERVICE_KIND)))
      .orderBy(asc(ticketLines.id));
    const onTicket = new Map<number, string>();
    for (const l of lines)
      if (l.staffId !== null && !onTicket.has(l.staffId)) onTicket.set(l.staffId, l.name);
    const tipCents = toCents(body.totalTip);
    const shares = reconcileShares(await checkedShares(tx, caller, body.data, onTicket), tipCents);
    const totalCents = row.totalCents - row.tipCents + tipCents;
    assertAmount(totalCents, "The ticket's total", 'With this tip');
    if (totalCents < row.refundedCents) {
      throw conflict(
        `The ticket's total cannot go below what was already refunded (${dollars(row.refundedCents)}).`,
      );
    }

    const former = await tx
      .delete(ticketTips)
      .where(eq(ticketTips.ticketId, row.id))
      .returning({ staffId: ticketTips.staffId });
    const kept = shares.filter((s) => s.cents > 0);
    if (kept.length > 0) {
      await tx
        .insert(ticketTips)
        .values(kept.map((s) => ({ ticketId: row.id, staffId: s.staffId, amountCents: s.cents })));
    }
    const payments = await tx
      .select({
        id: ticketPayments.id,
        method: ticketPayments.method,
        amountCents: ticketPayments.amountCents,
      })
      .from(ticketPayments)
      .where(eq(ticketPayments.ticketId, row.id))
      .orderBy(asc(ticketPayments.id));
    const settled = settleTipOnPayments(payments, tipCents - row.tipCents);
    for (const p of settled) assertAmount(p.amountCents, `The ${paymentWords(p.method)}`, 'With this tip');
    for (const p of settled) {
      if (p.amountCents !== payments.find((q) => q.id === p.id)?.amountCents) {
        await tx
          .update(ticketPayments)
          .set({ amountCents: p.amountCents })
          .where(eq(ticketPayments.id, p.id));
      }
    }
    const fee = cardFeeCents(settled, row.cardFeeBps);
    assertAmount(fee, 'The card fee', 'With this tip');
    await tx.update(tickets).set({ tipCents, totalCents, cardFeeCents: fee }).where(eq(tickets.id, row.id));

    const detail = await recorded(
      tx,
      caller,
      row,
      {
        kind: 'TIP',
        beforeCents: row.tipCents,
        afterCents: tipCents,
        method: body.splitMethod ?? (shares.length === 1 ? 'SINGLE' : 'MANUAL'),
        note: shares.map((s) => `${onTicket.get(s.staffId)} ${dollars(s.cents)}`).join(', '),
      },
      now,
    );
    const after = new Set(kept.map((s) => s.staffId));
    return { detail, formerStaff: former.map((f) => f.staffId).filter((id) => !after.has(id)) };
  });
}

/** A payment in a sentence: "card payment", "cash payment". */
const paymentWords = (method: string) =>
  method === 'CREDIT_CARD' ? 'card payment' : `${method.toLowerCase().replace(/_/g, ' ')} payment`;

/** Voids a closed ticket once (409 for an open ticket or a second void), with the reason given. */
export async function voidTicket(
  db: Executor,
  caller: Caller,
  body: VoidBody,
  now: Date,
): Promise<TicketChanged> {
  const notVoided = (row: TicketRow) => {
    assertClosed(row);
    if (row.voidedAt !== null) throw conflict('This ticket is already voided.');
  };
  return changeTicket(
    db,
    caller,
    body.billId,
    async (tx, row) => {
      const reason = body.reason.trim();
      await tx.update(tickets).set({ voidedAt: now, voidReason: reason }).where(eq(tickets.id, row.id));
      return {
        detail: await recorded(tx, caller, row, { kind: 'VOID', note: reason }, now),
        formerStaff: [],
      };
    },
    notVoided,
  );
}

/**
 * Refunds part or all of what is left of a closed ticket's total (409 beyond it, naming what is left;
 * 409 for an open or voided ticket). Refunds add up on the ticket (`refunded_cents`).
 */
export async function refundTicket(
  db: Executor,
  caller: Caller,
  body: RefundBody,
  now: Date,
): Promise<TicketChanged> {
  return changeTicket(db, caller, body.billId, async (tx, row) => {
    const amount = toCents(body.amount);
    const left = Math.max(0, row.totalCents - row.refundedCents);
    if (amount > left) {
      throw conflict(
        left === 0
          ? 'Nothing is left to refund on this ticket.'
          : `Only ${dollars(left)} is left to refund on this ticket.`,
      );
    }
    const reason = body.reason.trim();
    const refunded = row.refundedCents + amount;
    await tx.insert(ticketRefunds).values({ ticketId: row.id, amountCents: amount, reason, createdAt: now });
    await tx.update(tickets).set({ refundedCents: refunded }).where(eq(tickets.id, row.id));
    const change = {
      kind: 'REFUND',
      beforeCents: row.refundedCents,
      afterCents: refunded,
      note: reason,
    } as const;
    return { detail: await recorded(tx, caller, row, change, now), formerStaff: [] };
  });
}

/** A customer's name in the history's words (a walk-in is stored as WALL-IN). */
const customerWords = (name: string) => (name === 'WALL-IN' ? 'Walk-In' : name || 'Unknown');

/**
 * Corrects who the customer of a closed ticket was: the name and phone as typed, linked to the salon's
 * customer with that phone when there is one (else to none). A correction that changes nothing writes
 * nothing. 409 for an open or voided ticket.
 */
export async function updateTicketCustomer(
  db: Executor,
  caller: Caller,
  body: UpdateBillBody,
  now: Date,
): Promise<TicketChanged> {
  return changeTicket(db, caller, body.billId, async (tx, row) => {
    const name = body.customerName.trim();
    const phone = body.customerPhone;
    const [customer] =
      phone === ''
        ? []
        : await tx
            .select({ id: customers.id })
            .from(customers)
            .where(and(eq(customers.shopId, caller.shopId), eq(customers.phone, phone)))
            .limit(1);
    const customerId = customer?.id ?? null;
    const changed = [
      ...(name === row.customerName
        ? []
        : [`Customer ${customerWords(row.customerName)} → ${customerWords(name)}`]),
      ...(phone === row.customerPhone ? [] : [`Phone ${row.customerPhone || 'none'} → ${phone || 'none'}`]),
    ];
    if (changed.length === 0 && customerId === row.customerId) {
      return { detail: await billDetail(tx, caller, row.id), formerStaff: [] };
    }
    await tx
      .update(tickets)
      .set({ customerName: name, customerPhone: phone, customerId })
      .where(eq(tickets.id, row.id));
    const note = changed.length > 0 ? changed.join('; ') : 'Customer record linked';
    return { detail: await recorded(tx, caller, row, { kind: 'UPDATE', note }, now), formerStaff: [] };
  });
}
