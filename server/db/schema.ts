/**
 * The whole domain of both spec parts, one file per area under schema/. Money is integer cents;
 * instants are timestamptz; business dates are computed in the salon's time zone (`shops.timezone`).
 * Code imports tables from here; drizzle-kit reads this file too (drizzle.config.ts), so a new area
 * file is added to this list.
 */
export * from './schema/appointments.ts';
export * from './schema/catalogue.ts';
export * from './schema/coupons.ts';
export * from './schema/customers.ts';
export * from './schema/gallery.ts';
export * from './schema/idempotency.ts';
export * from './schema/rate-limits.ts';
export * from './schema/shops.ts';
export * from './schema/sign-in.ts';
export * from './schema/staff.ts';
export * from './schema/tickets.ts';
