/** How a ticket is written for people, the same in the staff's history and on every ticket screen. */
import type { SplitMethod, TicketChange } from '../contract/tickets.ts';
import { formatMoney } from './format.ts';
import { intlWallClock } from './zone-clock.ts';

/** Spec §5: WALL-IN shows as Walk-In; a missing name as Unknown. */
export function customerLabel(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') return 'Unknown';
  return trimmed.toUpperCase() === 'WALL-IN' ? 'Walk-In' : trimmed;
}

/**
 * 'MM/DD/YYYY hh:mm:ss AM' (lists) or 'MM/DD/YYYY HH:mm:ss' (the ticket detail's 24-hour time) →
 * date 'MM-DD-YYYY' and time 'hh:mm AM': dates MM-DD-YYYY and 12-hour times everywhere.
 */
export function splitTicketTime(create: string): { date: string; time: string } {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{1,2}):(\d{2})(?::\d{2})?\s*([AP]M)?$/i.exec(create.trim());
  if (!m) return { date: create, time: '' };
  const [, mo, d, y, h = '0', mi, ampm] = m;
  if (ampm) return { date: `${mo}-${d}-${y}`, time: `${Number(h)}:${mi} ${ampm.toUpperCase()}` };
  const hour = Number(h);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return { date: `${mo}-${d}-${y}`, time: `${twelve}:${mi} ${hour < 12 ? 'AM' : 'PM'}` };
}

/** Spec: rating labels for the smiley scale 1 to 5. */
export const RATING_LABELS = ['Terrible', 'Bad', 'Okay', 'Good', 'Great'] as const;

export function ratingLabel(star: number): string {
  return RATING_LABELS[Math.min(5, Math.max(1, Math.round(star))) - 1] ?? 'Okay';
}

/** How a tip was shared out, in words (split-tip's methods; SINGLE: the whole tip to one person). */
export const SPLIT_METHOD_LABELS = {
  SINGLE: 'Single',
  PERCENT: 'Percent',
  EVEN: 'Even',
  MANUAL: 'Manual',
} as const satisfies Record<SplitMethod, string>;

/** A moment in the salon's zone as the ticket history writes it: "11-22-2026 3:04 PM". */
export function instantText(ms: number, zone: string): string {
  const { day, minutes } = intlWallClock(ms, zone);
  const [y, mo, d] = day.split('-');
  const hour = Math.floor(minutes / 60);
  const minute = String(Math.floor(minutes % 60)).padStart(2, '0');
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${mo}-${d}-${y} ${twelve}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

const dollars = (amount: number | null) => formatMoney(amount ?? 0);

/**
 * One line of a ticket's history: "Tip $12.00 → $18.00, split Percent, by Kim Nguyen, 11-22-2026
 * 3:04 PM"; a refund gives what was refunded before and after, a void and an update what was said.
 */
export function ticketChangeText(change: TicketChange, zone: string): string {
  const tail = `by ${change.by.trim() || 'a manager'}, ${instantText(change.at, zone)}`;
  const note = change.note.trim();
  switch (change.kind) {
    case 'TIP': {
      const split =
        change.method && change.method !== 'SINGLE' ? `, split ${SPLIT_METHOD_LABELS[change.method]}` : '';
      return `Tip ${dollars(change.before)} → ${dollars(change.after)}${split}, ${tail}`;
    }
    case 'REFUND':
      return `Refunded ${dollars(change.before)} → ${dollars(change.after)}${note ? ` (${note})` : ''}, ${tail}`;
    case 'VOID':
      return `Voided${note ? ` (${note})` : ''}, ${tail}`;
    case 'UPDATE':
      return `Updated${note ? `: ${note}` : ''}, ${tail}`;
  }
}
