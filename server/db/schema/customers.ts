import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { salonOf } from './shops.ts';

/** A salon's customers. */

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    shopId: salonOf(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    /** Birthday as MM/DD (the year is not kept). */
    dob: text('dob'),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    points: integer('points').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_shop_phone').on(t.shopId, t.phone),
    index('customers_shop_name').on(t.shopId, t.fullName),
  ],
);
