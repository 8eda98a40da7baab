import { and, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/connect.ts';
import { shops, staff, ticketLines, ticketTips } from '../../server/db/schema.ts';

/**
 * Rows that API tests about tickets make by construction on pinned days (docs/decisions.md, "Fixtures by
 * construction"): the demo salons and staff they hang on, and a ticket's lines and tips.
 */

/** The demo salon in a time zone (Luxe: America/Los_Angeles, Polished Studio: America/Chicago). */
export async function salonIn(db: Db, timezone: string): Promise<number> {
  const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.timezone, timezone));
  if (!row) throw new Error(`no salon in ${timezone}`);
  return row.id;
}

/** The staff id of a phone in a salon. */
export async function staffIdOf(db: Db, shopId: number, phone: string): Promise<number> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.shopId, shopId), eq(staff.phone, phone)));
  if (!row) throw new Error(`no staff ${phone}`);
  return row.id;
}

export interface FixtureLine {
  /** SERVICE unless said. */
  kind?: string;
  staff: number | null;
  name: string;
  /** Cents, as are `supply` and `express`. */
  price: number;
  supply?: number;
  express?: number;
}

/** Writes a ticket's lines (in the order given) and its tips (cents). */
export async function addLinesAndTips(
  db: Db,
  ticketId: number,
  lines: readonly FixtureLine[],
  tips: readonly { staff: number; amount: number }[] = [],
): Promise<void> {
  await db.insert(ticketLines).values(
    lines.map((l) => ({
      ticketId,
      kind: l.kind ?? 'SERVICE',
      staffId: l.staff,
      name: l.name,
      priceCents: l.price,
      supplyCents: l.supply ?? 0,
      expressCents: l.express ?? 0,
    })),
  );
  if (tips.length > 0) {
    await db
      .insert(ticketTips)
      .values(tips.map((x) => ({ ticketId, staffId: x.staff, amountCents: x.amount })));
  }
}
