import { addDays, endOfMonth, format, isValid, parse, startOfMonth, startOfWeek } from 'date-fns';

import type { ReportTab } from './report-tabs.ts';

/** Weeks run Monday to Sunday (docs/decisions.md). */
export const WEEK_STARTS_ON = 1;
export const RANGE_ORDER_MESSAGE = 'The end date cannot be before the start date';

/** A calendar day as YYYY-MM-DD, free of any time zone. */
export type IsoDay = string;

/** Today's date in the salon's time zone. */
export { todayIn } from '../../../lib/day.ts';

const toDate = (day: IsoDay) => parse(day, 'yyyy-MM-dd', new Date(2000, 0, 1, 12));
const toIso = (d: Date): IsoDay => format(d, 'yyyy-MM-dd');

export function isIsoDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(toDate(value));
}

/** The spec's MM-DD-YYYY. */
export function toMdy(day: IsoDay): string {
  return format(toDate(day), 'MM-dd-yyyy');
}

export function validateRange(start: IsoDay | null, end: IsoDay | null): string | null {
  if (!start || !end) return null;
  return end < start ? RANGE_ORDER_MESSAGE : null;
}

export interface Period {
  start: IsoDay;
  end: IsoDay;
}

/** The days a tab covers: today, the current week, the current month, or the chosen range. */
export function periodFor(tab: ReportTab, today: IsoDay, range?: Period): Period {
  const d = toDate(today);
  switch (tab) {
    case 'TODAY':
      return { start: today, end: today };
    case 'WEEKLY': {
      const start = startOfWeek(d, { weekStartsOn: WEEK_STARTS_ON });
      return { start: toIso(start), end: toIso(addDays(start, 6)) };
    }
    case 'MONTHLY':
      return { start: toIso(startOfMonth(d)), end: toIso(endOfMonth(d)) };
    case 'RANGE':
      return range ?? { start: toIso(addDays(d, -13)), end: today };
  }
}

/** "Nov 16 – Nov 22, 2026" for a period heading. */
export function describePeriod({ start, end }: Period): string {
  const a = toDate(start);
  const b = toDate(end);
  if (start === end) return format(a, 'EEE, MMM d, yyyy');
  const sameYear = a.getFullYear() === b.getFullYear();
  return `${format(a, sameYear ? 'MMM d' : 'MMM d, yyyy')} – ${format(b, 'MMM d, yyyy')}`;
}
