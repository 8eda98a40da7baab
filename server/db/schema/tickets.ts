import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { services } from './catalogue.ts';
import { createdAt, instant } from './columns.ts';
import { customers } from './customers.ts';
import { salonOf } from './shops.ts';
import { staff, staffMemberOf } from './staff.ts';

/** Tickets (bills) with their lines, payments, tips, discounts, refunds and the review. */

/**
 * A ticket (bill). Amounts are denormalised totals of its lines, payments, tips and discounts,
 * kept in step by the service that writes them.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    shopId: salonOf(),
    billNumber: integer('bill_number').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Snapshot of the name at checkout; WALL-IN for a walk-in without a record. */
    customerName: text('customer_name').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** OPEN or CLOSED. */
    status: text('status').notNull().default('OPEN'),
    checkinAt: instant('checkin_at').notNull(),
    closedAt: instant('closed_at'),
    subTotalCents: integer('sub_total_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    expressCents: integer('express_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    tipCents: integer('tip_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    supplyCents: integer('supply_cents').notNull().default(0),
    /** Card fee percent at checkout (spec: cashDiscountCredit), in basis points. */
    cardFeeBps: integer('card_fee_bps').notNull().default(0),
    cardFeeCents: integer('card_fee_cents').notNull().default(0),
    voidedAt: instant('voided_at'),
    voidReason: text('void_reason'),
    /** The sum of the ticket's refunds (ticket_refunds), kept in step by the refund call. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tickets_shop_bill').on(t.shopId, t.billNumber),
    index('tickets_shop_closed').on(t.shopId, t.closedAt),
    index('tickets_shop_checkin').on(t.shopId, t.checkinAt),
    // A customer's tickets (their figures, their history): migration 0010.
    index('tickets_shop_customer_closed').on(t.shopId, t.customerId, t.closedAt),
  ],
);

/** A sold item on a ticket: a service done by a technician, a product or a gift card. */
export const ticketLines = pgTable(
  'ticket_lines',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** SERVICE, PRODUCT or GIFT_CARD. */
    kind: text('kind').notNull().default('SERVICE'),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    supplyCents: integer('supply_cents').notNull().default(0),
    /** Express (rush) surcharge on this line, in cents. */
    expressCents: integer('express_cents').notNull().default(0),
  },
  (t) => [index('ticket_lines_ticket').on(t.ticketId), index('ticket_lines_staff').on(t.staffId)],
);

/** CREDIT_CARD, CASH, GIFT_CARD, CHECK_OTHER or POINT. */
export const ticketPayments = pgTable(
  'ticket_payments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    last4: text('last4'),
  },
  (t) => [index('ticket_payments_ticket').on(t.ticketId)],
);

/** A technician's share of a ticket's tip. */
export const ticketTips = pgTable(
  'ticket_tips',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    staffId: staffMemberOf(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.staffId] })],
);

/** A discount on a ticket, paid by the owner or by a staff member (salary report: Owner disc / Staff disc). */
export const ticketDiscounts = pgTable(
  'ticket_discounts',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** OWNER or STAFF. */
    source: text('source').notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    couponCode: text('coupon_code'),
  },
  (t) => [index('ticket_discounts_ticket').on(t.ticketId)],
);

export const ticketRefunds = pgTable(
  'ticket_refunds',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_refunds_ticket').on(t.ticketId)],
);

/**
 * A ticket's history: each change a manager made after checkout (TIP, VOID, REFUND, UPDATE), who made it
 * and when. TIP: the ticket's tip before and after (and how it was split); REFUND: the refunded total
 * before and after; VOID: the reason; UPDATE: what changed, in words.
 */
export const ticketChanges = pgTable(
  'ticket_changes',
  {
    id: serial('id').primaryKey(),
    shopId: salonOf(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** The manager who made the change (kept as null if their staff row is ever deleted). */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** TIP, VOID, REFUND or UPDATE. */
    kind: text('kind').notNull(),
    at: instant('at').notNull(),
    beforeCents: integer('before_cents'),
    afterCents: integer('after_cents'),
    /** TIP only: SINGLE, PERCENT, EVEN or MANUAL. */
    method: text('method'),
    note: text('note').notNull().default(''),
  },
  (t) => [index('ticket_changes_ticket').on(t.ticketId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    shopId: salonOf(),
    ticketId: integer('ticket_id')
      .notNull()
      .unique()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    star: smallint('star').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_shop_created').on(t.shopId, t.createdAt)],
);
