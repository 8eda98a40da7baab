import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/**
 * The requests each rate limit counted (server/auth/rate-limit.ts): one row per counted request, in its
 * bucket (`<limit>|<key>`: a client address, a phone, a staff id), until it leaves the limit's window.
 * Every server instance counts here, so a limit holds for all of them together.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    at: instant('at').notNull(),
    /** When the request stops counting (`at` + the window): rows past it are deleted. */
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    index('rate_limit_hits_bucket').on(t.bucket, t.at),
    index('rate_limit_hits_expiry').on(t.expiresAt),
  ],
);
