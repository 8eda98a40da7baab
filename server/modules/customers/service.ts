import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type {
  CustomerDetail,
  CustomerGroup,
  CustomerSummary,
  CustomerTransactions,
  UpdateCustomerBody,
} from '../../../src/contract/customers.ts';
import { TRANSACTIONS_SHOWN } from '../../../src/contract/customers.ts';
import type { Executor } from '../../db/connect.ts';
import { jsonRows, text, whole } from '../../db/rows.ts';
import { customers, reviews, shops, staff, ticketLines, ticketPayments, tickets } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { CLOSED_STATUS, refundedSaleCents } from '../reports/index.ts';
import {
  type BookIndex,
  type CustomerFigures,
  indexBook,
  mdyOf,
  rankByName,
  type SearchText,
  searchText,
} from './customer-math.ts';

/** A salon's customers with their figures, and its sales by origin (the summary's tiles). */
export interface CustomerBook {
  /** In name order (`rankByName`). */
  customers: readonly CustomerFigures[];
  /** What a search reads. */
  text: SearchText;
  /** Sales (closed, not voided tickets) from an appointment, and the others, with or without a record. */
  appointmentSales: number;
  walkInSales: number;
}

/** The salon's day number of an instant column, in SQL (days since 1970-01-01 in `zone`). */
const dayOf = (column: SQL, zone: string) =>
  sql`((${column} at time zone ${zone})::date - date '1970-01-01')`;

/**
 * Each customer's figures (of one customer with `customerId`): their sales, as the overview counts them
 * (CLOSED, not voided), in one pass over the salon's tickets that have a customer, by the
 * (shop_id, customer_id, closed_at) index (migration 0010). The spend of a ticket is its lines
 * (`sub_total_cents`, the sum of its service, product and gift card lines), less what refunds took back,
 * computed by the overview's `refundedSaleCents` for the few refunded tickets.
 */
function figuresStatement(shopId: number, zone: string, customerId?: number): SQL {
  const one = customerId === undefined ? sql`` : sql`and ${customers.id} = ${customerId}`;
  const oneTicket = customerId === undefined ? sql`` : sql`and ${tickets.customerId} = ${customerId}`;
  return sql`
    with sales as (
      select ${tickets.customerId} as customer_id,
             count(*) as visits,
             count(*) filter (where ${tickets.appointmentId} is not null) as from_appointment,
             max(${tickets.closedAt}) as last_at,
             (array_agg(${tickets.closedAt} order by ${tickets.closedAt} desc))[2] as previous_at,
             coalesce(sum(${tickets.subTotalCents}) filter (where ${tickets.refundedCents} = 0), 0) as plain,
             coalesce(json_agg(json_build_array(${tickets.subTotalCents}, ${tickets.totalCents},
                        ${tickets.refundedCents})) filter (where ${tickets.refundedCents} > 0), '[]'::json) as refunded
        from ${tickets}
       where ${tickets.shopId} = ${shopId}
         and ${tickets.customerId} is not null
         and ${tickets.status} = ${CLOSED_STATUS}
         and ${tickets.voidedAt} is null
         ${oneTicket}
       group by 1
    )
    select ${customers.id} as id, ${customers.fullName} as full_name, ${customers.phone} as phone, ${customers.email} as email,
           ${customers.dob} as dob, ${customers.points} as points,
           ${dayOf(sql`${customers.createdAt}`, zone)} as created_day,
           coalesce(sales.visits, 0) as visits, coalesce(sales.from_appointment, 0) as from_appointment,
           ${dayOf(sql`sales.last_at`, zone)} as last_day, ${dayOf(sql`sales.previous_at`, zone)} as previous_day,
           coalesce(sales.plain, 0) as plain, coalesce(sales.refunded, '[]'::json) as refunded
      from ${customers}
      left join sales on sales.customer_id = ${customers.id}
     where ${customers.shopId} = ${shopId} ${one}`;
}

/**
 * The rows of `figuresStatement`, sent by the database as one JSON text: the embedded database hands
 * rows to JavaScript one field at a time (about 0.9 s for 50,000 customers of 7 columns), one text
 * of them all in a fraction of that.
 */
async function figuresRows(
  db: Executor,
  shopId: number,
  zone: string,
  customerId?: number,
): Promise<Record<string, unknown>[]> {
  const result = await db.execute(
    sql`select coalesce(json_agg(f), '[]'::json)::text as rows from (${figuresStatement(shopId, zone, customerId)}) f`,
  );
  const rows: unknown = JSON.parse(text(result.rows[0]?.rows) || '[]');
  if (!Array.isArray(rows)) throw new Error('The customers’ figures are not a list');
  return rows as Record<string, unknown>[];
}

const dayOrNull = (v: unknown, what: string) => (v === null || v === undefined ? null : whole(v, what));

function figuresOf(row: Record<string, unknown>): CustomerFigures {
  let spent = whole(row.plain, 'the spend');
  for (const [lines, total, refunded] of jsonRows(row.refunded, 'refunded tickets')) {
    const l = whole(lines, 'the lines');
    spent += l - refundedSaleCents(l, whole(total, 'the total'), whole(refunded, 'the refund'));
  }
  return {
    id: whole(row.id, 'a customer id'),
    fullName: text(row.full_name),
    phone: text(row.phone),
    email: text(row.email),
    dob: typeof row.dob === 'string' && row.dob !== '' ? row.dob : null,
    points: whole(row.points, 'the points'),
    createdDay: whole(row.created_day, 'the creation day'),
    visits: whole(row.visits, 'the visits'),
    fromAppointment: whole(row.from_appointment, 'the appointment visits'),
    lastDay: dayOrNull(row.last_day, 'the last visit'),
    previousDay: dayOrNull(row.previous_day, 'the visit before'),
    spentCents: spent,
    rank: 0,
    lowerName: '',
  };
}

/** The salon's customer book (kept by the routes until a customer or ticket of the salon changes). */
export async function loadCustomerBook(db: Executor, shopId: number, zone: string): Promise<CustomerBook> {
  const rows = await figuresRows(db, shopId, zone);
  const origins = await db.execute(sql`
      select count(*) filter (where ${tickets.appointmentId} is not null) as appointment,
             count(*) filter (where ${tickets.appointmentId} is null) as walk_in
        from ${tickets}
       where ${tickets.shopId} = ${shopId}
         and ${tickets.status} = ${CLOSED_STATUS}
         and ${tickets.voidedAt} is null`);
  const o = origins.rows[0] ?? {};
  const customers = rankByName(rows.map((r) => figuresOf(r)));
  return {
    customers,
    text: searchText(customers),
    appointmentSales: whole(o.appointment ?? 0, 'the appointment sales'),
    walkInSales: whole(o.walk_in ?? 0, 'the walk-in sales'),
  };
}

/** The salons with at least `atLeast` customers, with their zones (their books are read at start). */
export async function salonsWithCustomers(
  db: Executor,
  atLeast: number,
): Promise<{ shopId: number; zone: string }[]> {
  const result = await db.execute(sql`
    select ${shops.id} as id, ${shops.timezone} as zone from ${shops}
     where (select count(*) from ${customers} where ${customers.shopId} = ${shops.id}) >= ${atLeast}`);
  return result.rows.map((r) => ({ shopId: whole(r.id, 'a salon id'), zone: text(r.zone) }));
}

/** The lists of a book on a day, made once per book and day (the book is kept until it changes). */
const indexes = new WeakMap<CustomerBook, BookIndex>();
export function bookIndex(book: CustomerBook, today: number): BookIndex {
  const kept = indexes.get(book);
  if (kept?.today === today) return kept;
  const index = indexBook(book.customers, today, book.text);
  indexes.set(book, index);
  return index;
}

/** Spec §3 "Customer summary": the counts of the salon and its groups, the sums of the asked group. */
export function summaryOf(
  book: CustomerBook,
  today: number,
  group: CustomerGroup | undefined,
): CustomerSummary {
  const { lists } = bookIndex(book, today);
  const count = (g: CustomerGroup) => lists.get(g)?.members.length ?? 0;
  const summed = lists.get(group ?? 'ALL');
  return {
    totalCustomer: book.customers.length,
    totalAppointment: book.appointmentSales,
    totalWalkIn: book.walkInSales,
    totalReturn: count('BEST_RETURN'),
    totalNotReturn: count('NO_VISIT'),
    totalBirthdayMonthly: count('BIRTHDAY'),
    totalLoyalty: count('LOYALTY'),
    totalSpendAmount: (summed?.spentCents ?? 0) / 100,
    totalPoint: summed?.points ?? 0,
  };
}

export const NO_SUCH_CUSTOMER = 'Not found';

/** Spec §3 "Customer detail" of a customer of the salon; 404 for any other id. */
export async function customerDetail(
  db: Executor,
  shopId: number,
  zone: string,
  customerId: number,
): Promise<CustomerDetail> {
  const [record] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.shopId, shopId)));
  if (!record) throw notFound(NO_SUCH_CUSTOMER);
  const [row] = await figuresRows(db, shopId, zone, customerId);
  if (!row) throw notFound(NO_SUCH_CUSTOMER);
  const f = figuresOf(row);
  return {
    customerId: f.id,
    customerName: f.fullName,
    customerPhone: f.phone,
    email: f.email,
    dob: f.dob,
    address: record.address,
    city: record.city,
    state: record.state,
    zip: record.zip,
    createdDate: mdyOf(f.createdDay),
    lastTimeVisit: f.lastDay === null ? null : mdyOf(f.lastDay),
    numVisit: f.visits,
    amountSpend: f.spentCents / 100,
    point: f.points,
    totalWalkIn: f.visits - f.fromAppointment,
    totalAppointment: f.fromAppointment,
  };
}

/**
 * Spec §3 "Customer transaction": the customer's closed tickets, newest first (the latest
 * TRANSACTIONS_SHOWN), voided ones marked, with their staff, services, payments and review.
 */
export async function customerTransactions(
  db: Executor,
  shopId: number,
  zone: string,
  customerId: number,
): Promise<CustomerTransactions> {
  const [record] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.shopId, shopId)));
  if (!record) throw notFound(NO_SUCH_CUSTOMER);
  const result = await db.execute(sql`
    with mine as (
      select * from ${tickets}
       where ${tickets.shopId} = ${shopId} and ${tickets.customerId} = ${customerId}
         and ${tickets.status} = ${CLOSED_STATUS}
    )
    select mine.id, mine.bill_number,
           to_char(mine.closed_at at time zone ${zone}, 'MM-DD-YYYY HH12:MI AM') as created,
           mine.total_cents, mine.supply_cents, mine.tip_cents, mine.discount_cents, mine.tax_cents,
           mine.refunded_cents, (mine.voided_at is not null) as voided,
           (select ${reviews.star} from ${reviews} where ${reviews.ticketId} = mine.id) as stars,
           (select coalesce(json_agg(json_build_array(${ticketLines.name}) order by ${ticketLines.id}), '[]'::json)
              from ${ticketLines} where ${ticketLines.ticketId} = mine.id and ${ticketLines.kind} = 'SERVICE') as services,
           (select coalesce(json_agg(json_build_array(n) order by n), '[]'::json) from (
              select distinct trim(${staff.firstName} || ' ' || ${staff.lastName}) as n
                from ${ticketLines} join ${staff} on ${staff.id} = ${ticketLines.staffId}
               where ${ticketLines.ticketId} = mine.id) s) as staff,
           (select coalesce(json_agg(json_build_array(${ticketPayments.method}, ${ticketPayments.amountCents},
                     ${ticketPayments.last4}) order by ${ticketPayments.id}), '[]'::json)
              from ${ticketPayments} where ${ticketPayments.ticketId} = mine.id) as payments,
           count(*) over () as total
      from mine
     order by mine.closed_at desc, mine.id desc
     limit ${TRANSACTIONS_SHOWN}`);
  const money = (v: unknown, what: string) => whole(v, what) / 100;
  return {
    total: whole(result.rows[0]?.total ?? 0, 'the count'),
    transactions: result.rows.map((r) => ({
      billId: whole(r.id, 'a ticket id'),
      ticketNumber: whole(r.bill_number, 'a ticket number'),
      staffNames: jsonRows(r.staff, 'staff').map(([n]) => text(n)),
      createdDate: text(r.created),
      stars: r.stars === null || r.stars === undefined ? null : whole(r.stars, 'the stars'),
      total: money(r.total_cents, 'the total'),
      payments: jsonRows(r.payments, 'payments').map(([method, amount, last4]) => ({
        paymentType: text(method),
        amount: money(amount, 'a payment'),
        last4Digit: typeof last4 === 'string' ? last4 : null,
      })),
      serviceNames: jsonRows(r.services, 'services').map(([n]) => text(n)),
      supply: money(r.supply_cents, 'the supply'),
      tip: money(r.tip_cents, 'the tip'),
      discount: money(r.discount_cents, 'the discount'),
      taxes: money(r.tax_cents, 'the taxes'),
      refunded: money(r.refunded_cents, 'the refund'),
      voided: r.voided === true,
    })),
  };
}

/** The refusal of a phone another customer of the salon has. */
export const phoneTakenMessage = (phone: string) =>
  `Another customer of this salon already has the phone (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}.`;

/**
 * Runs a write that sets a customer's phone: another transaction that gave the number to another customer
 * of the salon between the check and the write (PostgreSQL, several requests at once) makes the database's
 * unique index refuse it, answered as the check would have (409).
 */
export async function phoneRace<T>(phone: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    for (let e: unknown = err, depth = 0; depth < 4 && typeof e === 'object' && e !== null; depth++) {
      const { code, constraint, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
      if (code === '23505' && constraint === 'customers_shop_phone') throw conflict(phoneTakenMessage(phone));
      e = cause;
    }
    throw err;
  }
}

/**
 * POST customer/update: the record's fields as given (the name trimmed, an empty birthday none); a phone
 * another customer of the salon has is refused (409). Answers the customer's detail.
 */
export async function updateCustomer(
  db: Executor,
  shopId: number,
  zone: string,
  body: UpdateCustomerBody,
): Promise<CustomerDetail> {
  const [record] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, body.id), eq(customers.shopId, shopId)))
    .for('update');
  if (!record) throw notFound(NO_SUCH_CUSTOMER);
  const [taken] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.phone, body.phone), ne(customers.id, body.id)));
  if (taken) throw conflict(phoneTakenMessage(body.phone));
  await phoneRace(body.phone, () =>
    db
      .update(customers)
      .set({
        fullName: body.fullName.trim(),
        phone: body.phone,
        dob: body.dob === '' ? null : body.dob,
        email: body.email.trim(),
        address: body.address.trim(),
        city: body.city.trim(),
        state: body.state.trim(),
        zip: body.zip.trim(),
      })
      .where(and(eq(customers.id, body.id), eq(customers.shopId, shopId))),
  );
  return customerDetail(db, shopId, zone, body.id);
}
