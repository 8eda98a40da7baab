import { fromCents, toCents } from '../../../contract/money.ts';
import { shiftDay } from '../../../lib/day.ts';

/** Spec: sub-tabs Day, Week and Range; Range defaults to the last 14 days. */
export const INCOME_TABS = ['DAY', 'WEEK', 'RANGE'] as const;
export type IncomeTab = (typeof INCOME_TABS)[number];
export const INCOME_TAB_LABELS: Record<IncomeTab, string> = { DAY: 'Day', WEEK: 'Week', RANGE: 'Range' };
export const RANGE_DEFAULT_DAYS = 14;
export const RANGE_ORDER_MESSAGE = 'The end date cannot be before the start date';

export function isIncomeTab(value: unknown): value is IncomeTab {
  return typeof value === 'string' && (INCOME_TABS as readonly string[]).includes(value);
}

export function defaultRange(today: string): { start: string; end: string } {
  return { start: shiftDay(today, -(RANGE_DEFAULT_DAYS - 1)), end: today };
}

export function rangeProblem(start: string, end: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end)) return 'Choose both dates.';
  return end < start ? RANGE_ORDER_MESSAGE : null;
}

/** Spec §9: Comm + Tip equals commission plus tip minus discount (to the cent). */
export function commPlusTip(r: { commission: number; tip: number; discount: number }): number {
  return fromCents(toCents(r.commission) + toCents(r.tip) - toCents(r.discount));
}

/** Spec §5: WALL-IN shows as Walk-In; a missing name as Unknown. */
export function customerLabel(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') return 'Unknown';
  return trimmed.toUpperCase() === 'WALL-IN' ? 'Walk-In' : trimmed;
}

/** Spec §5: tickets with a total of 0 or less are hidden from the history. */
export function visibleTickets<T extends { total: number }>(tickets: T[]): T[] {
  return tickets.filter((t) => t.total > 0);
}

/** 'MM/DD/YYYY hh:mm:ss AM' → date 'MM-DD-YYYY' and time 'hh:mm AM' (spec: dates shown MM-DD-YYYY). */
export function splitTicketTime(create: string): { date: string; time: string } {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{1,2}):(\d{2})(?::\d{2})?\s*([AP]M)?$/i.exec(create.trim());
  if (!m) return { date: create, time: '' };
  const [, mo, d, y, h, mi, ampm] = m;
  return { date: `${mo}-${d}-${y}`, time: ampm ? `${h}:${mi} ${ampm.toUpperCase()}` : `${h}:${mi}` };
}

/** 'YYYY-MM-DD' → 'MM-DD-YYYY'. */
export function displayDay(iso: string): string {
  const [y, m, d] = iso.split('-');
  return y && m && d ? `${m}-${d}-${y}` : iso;
}

/** Spec: rating labels for the smiley scale 1 to 5. */
export const RATING_LABELS = ['Terrible', 'Bad', 'Okay', 'Good', 'Great'] as const;
export const RATING_FACES = ['😠', '🙁', '😐', '🙂', '😄'] as const;

export function ratingLabel(star: number): string {
  return RATING_LABELS[Math.min(5, Math.max(1, Math.round(star))) - 1] ?? 'Okay';
}
