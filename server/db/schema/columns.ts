import { timestamp } from 'drizzle-orm/pg-core';

/**
 * No database default for instants: the server's one clock (server/clock.ts) writes every one, so a
 * pinned CHAIRSIDE_NOW holds for rows written while the server runs too (the type makes it required).
 */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull();
export const instant = (name: string) => timestamp(name, { withTimezone: true });
