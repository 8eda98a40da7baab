import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { salonOf } from './shops.ts';

/** Staff members (one row per person per salon) and their working days. */

/** One row per person per salon: a phone in two salons has two staff rows. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    shopId: salonOf(),
    phone: text('phone').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    positionName: text('position_name').notNull().default('Technician'),
    /** Commission on service sales, in basis points (6000 = 60 %). */
    commissionBps: integer('commission_bps').notNull().default(6000),
    /** Part of the commission paid by check rather than cash, in basis points (salary report). */
    checkBps: integer('check_bps').notNull().default(0),
    /** Fee withheld from card tips, in basis points (salary report tipFee). */
    tipFeeBps: integer('tip_fee_bps').notNull().default(0),
    /** Where the tips (less the card fee on card tips) are paid: CASH or CHECK (salary report). */
    tipsTo: text('tips_to').notNull().default('CASH'),
    avatarUrl: text('avatar_url'),
    star: real('star').notNull().default(0),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_shop_phone').on(t.shopId, t.phone), index('staff_phone').on(t.phone)],
);

/** The staff member a row belongs to (`staff_id`); the row goes when they do. */
export const staffMemberOf = () =>
  integer('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' });

/**
 * A staff member's working day: clock-in and clock-out, and the turns taken (customers given to them
 * in the front desk's turn order). Written by the salon's check-in desk; the staff list's daily figures
 * read it (docs/decisions.md, "Clock-in and turns").
 */
export const staffDays = pgTable(
  'staff_days',
  {
    /** The staff member's salon (the salon's reports read its days by it). */
    shopId: salonOf(),
    staffId: staffMemberOf(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    clockInAt: instant('clock_in_at'),
    clockOutAt: instant('clock_out_at'),
    turn: integer('turn').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.businessDate] }),
    index('staff_days_shop_date').on(t.shopId, t.businessDate),
  ],
);

/**
 * A change of a staff member's pay settings (Employee Salaries): who changed them, when, and the
 * settings before and after. Never changed or deleted; goes with the staff member.
 */
export const staffPayChanges = pgTable(
  'staff_pay_changes',
  {
    id: serial('id').primaryKey(),
    shopId: salonOf(),
    staffId: staffMemberOf(),
    /** The manager who changed them (kept when that manager leaves: null). */
    changedBy: integer('changed_by').references(() => staff.id, { onDelete: 'set null' }),
    at: createdAt(),
    commissionBpsBefore: integer('commission_bps_before').notNull(),
    commissionBpsAfter: integer('commission_bps_after').notNull(),
    checkBpsBefore: integer('check_bps_before').notNull(),
    checkBpsAfter: integer('check_bps_after').notNull(),
    tipFeeBpsBefore: integer('tip_fee_bps_before').notNull(),
    tipFeeBpsAfter: integer('tip_fee_bps_after').notNull(),
    tipsToBefore: text('tips_to_before').notNull(),
    tipsToAfter: text('tips_to_after').notNull(),
  },
  (t) => [index('staff_pay_changes_staff').on(t.staffId, t.at)],
);
