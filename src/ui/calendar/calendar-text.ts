/** The words a calendar card shows and says (names, time ranges, accessible labels). */
import type { CalendarItem } from '../../contract/appointment.ts';
import type { CalendarCell, PlacedItem } from './calendar-layout.ts';
import { formatClock } from './calendar-time.ts';

export const WALK_IN = 'Walk-In';

/** Spec part 1 §5: an empty name, or the old placeholder WALL-IN (or WALK-IN), shows as Walk-In. */
export function displayCustomerName(name: string): string {
  const trimmed = name.trim();
  return trimmed === '' || /^wal[lk][- ]?in$/i.test(trimmed) ? WALK_IN : trimmed;
}

/** Start and end as drawn (a zero-length item shows 15 minutes), 'h:mm A'. */
export function timeRange(placed: Pick<PlacedItem, 'start' | 'end'>): { from: string; to: string } {
  return { from: formatClock(placed.start), to: formatClock(placed.end) };
}

/**
 * '10:00–10:45 AM', or '11:45 AM–1:00 PM' across noon: the meridiem once when both share it, so the
 * range reads whole in a narrow column (the owner calendar's). Each clock keeps its meridiem on its line
 * (a no-break space): a range too long for its line breaks after the dash.
 */
export function timeRangeText(placed: Pick<PlacedItem, 'start' | 'end'>): string {
  const { from, to } = timeRange(placed);
  const sameHalf = from.slice(-2) === to.slice(-2);
  return `${sameHalf ? from.slice(0, -3) : from}–${to}`.replaceAll(' ', '\u00a0');
}

export function serviceNames(item: CalendarItem): string {
  return item.services
    .map((s) => s.serviceName.trim())
    .filter(Boolean)
    .join(', ');
}

export function sourceLabel(item: CalendarItem): string {
  return item.sourceType === 0 ? 'phone booking' : 'online booking';
}

/**
 * The accessible name of an appointment card:
 * 'Anna Tran, 10:00 AM to 10:45 AM, Gel Manicure, confirmed, requested, phone booking'. The services part
 * is left out when there are none; 'confirmed' and 'requested' only when true; 'past or closed' ends the
 * label of a disabled card.
 */
/**
 * An appointment made on this phone and not on the server yet (a technician's offline booking): its id is
 * not a server id (the queued change gives it a negative one).
 */
export const isNotSent = (item: CalendarItem): boolean => item.id <= 0;

export function appointmentLabel(placed: PlacedItem): string {
  const { item } = placed;
  const { from, to } = timeRange(placed);
  const parts = [displayCustomerName(item.customerName), `${from} to ${to}`];
  const services = serviceNames(item);
  if (services) parts.push(services);
  if (item.confirm) parts.push('confirmed');
  if (item.requestStaff) parts.push('requested');
  parts.push(sourceLabel(item));
  if (placed.disabled) parts.push('past or closed');
  if (isNotSent(item)) parts.push('not sent yet');
  return parts.join(', ');
}

/** The reason of a block hour, or 'Blocked' when it has none. */
export function blockReason(item: CalendarItem): string {
  return item.note.trim() || 'Blocked';
}

/** '2 appointments hidden' / '1 appointment hidden'; empty when none. */
export function hiddenText(cell: Pick<CalendarCell, 'hiddenCount'>): string {
  const n = cell.hiddenCount;
  if (n === 0) return '';
  return `${n} appointment${n === 1 ? '' : 's'} hidden`;
}

/** '2 more appointments outside the calendar hours'; empty when none. */
export function outsideText(count: number): string {
  if (count === 0) return '';
  return `${count} more appointment${count === 1 ? '' : 's'} outside the calendar hours`;
}
