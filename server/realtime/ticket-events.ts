import { eq } from 'drizzle-orm';
import type { Executor } from '../db/connect.ts';
import { ticketLines, ticketTips } from '../db/schema.ts';
import { type EventBus, publishStaffIncome, type TicketEventType } from './bus.ts';

/**
 * Tells every staff member of a ticket (its lines' technicians, and anyone holding a share of its tip)
 * that the ticket changed, on their `/topic/staff/income/{staffId}`.
 *
 * Call it AFTER the transaction that changed the ticket has committed (never inside it: a subscriber
 * reloading at once must see the change, and a rolled-back change must not be announced). `db` is the
 * database, not the finished transaction. `formerStaff`: staff the change took off the ticket (a tip
 * share removed), told as well. Resolves to the staff ids told.
 */
export async function notifyTicketChanged(
  db: Executor,
  bus: EventBus,
  ticketId: number,
  type: TicketEventType,
  at: Date,
  formerStaff: readonly number[] = [],
): Promise<number[]> {
  const [lines, tips] = await Promise.all([
    db
      .selectDistinct({ staffId: ticketLines.staffId })
      .from(ticketLines)
      .where(eq(ticketLines.ticketId, ticketId)),
    db
      .selectDistinct({ staffId: ticketTips.staffId })
      .from(ticketTips)
      .where(eq(ticketTips.ticketId, ticketId)),
  ]);
  const staffIds = new Set<number>(formerStaff);
  for (const row of [...lines, ...tips]) if (row.staffId !== null) staffIds.add(row.staffId);
  const event = { type, billId: ticketId, at: at.toISOString() };
  for (const staffId of staffIds) publishStaffIncome(bus, staffId, event);
  return [...staffIds].sort((a, b) => a - b);
}
