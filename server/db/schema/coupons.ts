import { date, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { createdAt } from './columns.ts';
import { customers } from './customers.ts';
import { salonOf } from './shops.ts';
import { tickets } from './tickets.ts';

/** Coupons and their redemptions. */

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    shopId: salonOf(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** 1 percent, otherwise dollars. */
    discountType: smallint('discount_type').notNull(),
    /** Percent or cents, by discountType. */
    discountValue: integer('discount_value').notNull(),
    description: text('description').notNull().default(''),
    endDate: date('end_date', { mode: 'string' }),
  },
  (t) => [uniqueIndex('coupons_shop_code').on(t.shopId, t.code)],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    /** The coupon's salon (migration 0015: a redemption's writes are announced per salon and day). */
    shopId: salonOf(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** TICKET, APPOINTMENT, MARKETING or REVIEW. */
    source: text('source').notNull(),
    amountCents: integer('amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_redemptions_coupon').on(t.couponId),
    // A salon's redemptions of a period (the marketing report): migration 0015.
    index('coupon_redemptions_shop_created').on(t.shopId, t.createdAt),
  ],
);
