import { addDays, endOfMonth, format, isValid, parse, startOfMonth, startOfWeek } from 'date-fns';

import { displayDay, shiftDay } from './day.ts';
import type { ReportTab } from './report-tabs.ts';

/** Weeks run Monday to Sunday (docs/decisions.md). */
export const WEEK_STARTS_ON = 1;
export const RANGE_ORDER_MESSAGE = 'The end date cannot be before the start date';
/** Not in the spec: a range reaching past today has no figures yet for those days. */
export const RANGE_FUTURE_MESSAGE = 'The end date cannot be after today';
export const RANGE_MISSING_MESSAGE = 'Choose both dates.';

/** A calendar day as YYYY-MM-DD, free of any time zone. */
export type IsoDay = string;

/** Today's date in the salon's time zone. */
export { todayIn } from './day.ts';

/** Spec: the Range tab starts at the last 14 days. */
export const RANGE_DEFAULT_DAYS = 14;

const toDate = (day: IsoDay) => parse(day, 'yyyy-MM-dd', new Date(2000, 0, 1, 12));
const toIso = (d: Date): IsoDay => format(d, 'yyyy-MM-dd');

export function isIsoDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(toDate(value));
}

/** The spec's MM-DD-YYYY. */
/**
 * The one check of a chosen range (the overview's and the Commission tab's): both days, in order, and
 * none after `today` (a typed date passes the pickers' own limits).
 */
export function validateRange(start: IsoDay | null, end: IsoDay | null, today: IsoDay): string | null {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!start || !end || !day.test(start) || !day.test(end)) return RANGE_MISSING_MESSAGE;
  if (end < start) return RANGE_ORDER_MESSAGE;
  return end > today ? RANGE_FUTURE_MESSAGE : null;
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
      return range ?? { start: shiftDay(today, -(RANGE_DEFAULT_DAYS - 1)), end: today };
  }
}

/** "Sun 11-22-2026" or "11-16-2026 – 11-22-2026" for a period heading (dates MM-DD-YYYY). */
export function describePeriod({ start, end }: Period): string {
  if (start === end) return `${format(toDate(start), 'EEE')} ${displayDay(start)}`;
  return `${displayDay(start)} – ${displayDay(end)}`;
}
