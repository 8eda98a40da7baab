import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { salonOf } from './shops.ts';

/** A salon's service menu. */

export const serviceCategories = pgTable('service_categories', {
  id: serial('id').primaryKey(),
  shopId: salonOf(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    shopId: salonOf(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => serviceCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    durationMin: integer('duration_min').notNull(),
    /** Supply fee charged to the technician per service, in cents. */
    supplyCents: integer('supply_cents').notNull().default(0),
    imageUrl: text('image_url'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('services_shop').on(t.shopId)],
);
