import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { DEFAULT_CANCEL_NOTICE_MINUTES } from '../../../src/contract/booking.ts';
import { createdAt } from './columns.ts';

/** Salons and their weekly opening hours. */

export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  apiKey: text('api_key').notNull().unique(),
  companyName: text('company_name').notNull(),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  zip: text('zip').notNull().default(''),
  timezone: text('timezone').notNull(),
  star: real('star').notNull().default(0),
  bannerUrl: text('banner_url'),
  facebookUrl: text('facebook_url'),
  instagramUrl: text('instagram_url'),
  googleUrl: text('google_url'),
  yelpUrl: text('yelp_url'),
  showPromotion: boolean('show_promotion').notNull().default(false),
  promotionUrls: jsonb('promotion_urls').$type<string[]>().notNull().default([]),
  /** How long before its start a booking can still be moved or canceled on its private link, in minutes. */
  cancelNoticeMinutes: integer('cancel_notice_minutes').notNull().default(DEFAULT_CANCEL_NOTICE_MINUTES),
  /** Card fee percent charged on card payments (spec: cashDiscountCredit), in basis points. */
  cardFeeBps: integer('card_fee_bps').notNull().default(0),
  /** Sales tax on services and products, in basis points. */
  taxBps: integer('tax_bps').notNull().default(0),
  createdAt: createdAt(),
});

/** The salon a row belongs to (`shop_id`); the row goes when its salon does. */
export const salonOf = () =>
  integer('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });

/** Weekly opening hours: one row per weekday (0 = Sunday … 6 = Saturday). */
export const shopSchedules = pgTable(
  'shop_schedules',
  {
    shopId: salonOf(),
    weekday: smallint('weekday').notNull(),
    startTime: text('start_time').notNull().default('08:00'),
    endTime: text('end_time').notNull().default('21:00'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.weekday] })],
);
