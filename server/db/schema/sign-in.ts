import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { salonOf } from './shops.ts';
import { staffMemberOf } from './staff.ts';

/** Sign-in codes and sessions. */

/** One-time sign-in codes: stored hashed, single use, short-lived, limited tries. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    staffId: staffMemberOf(),
    codeHash: text('code_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_staff').on(t.staffId, t.createdAt)],
);

/** Sessions: the cookie holds a random token; only its hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: staffMemberOf(),
    shopId: salonOf(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('sessions_staff').on(t.staffId)],
);
