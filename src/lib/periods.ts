import { addDays, endOfMonth, format, parse, startOfMonth, startOfWeek } from 'date-fns';

import { displayDay, isIsoDay, shiftDay } from './day.ts';
import type { ReportTab } from './report-tabs.ts';

/** Weeks run Monday to Sunday (docs/decisions.md). */
export const WEEK_STARTS_ON = 1;
export const RANGE_ORDER_MESSAGE = 'The end date cannot be before the start date';
/** Not in the spec: a range reaching past today has no figures yet for those days. */
export const RANGE_FUTURE_MESSAGE = 'The end date cannot be after today';
export const RANGE_MISSING_MESSAGE = 'Choose both dates.';
/** A range longer than a screen's limit (the appointment list asks at most MAX_LIST_DAYS). */
export const rangeTooLongMessage = (days: number) => `Choose at most ${days} days.`;

/**
 * What a screen allows of a range: report screens end it today at the latest (the default); the
 * appointment list looks ahead (`future`) and asks for at most `maxDays` days.
 */
export interface RangeLimits {
  future?: boolean;
  maxDays?: number;
}

/** A calendar day as YYYY-MM-DD, free of any time zone. */
export type IsoDay = string;

/** Today's date in the salon's time zone. */
export { todayIn } from './day.ts';

/** Spec: the Range tab starts at the last 14 days. */
export const RANGE_DEFAULT_DAYS = 14;

const toDate = (day: IsoDay) => parse(day, 'yyyy-MM-dd', new Date(2000, 0, 1, 12));
const toIso = (d: Date): IsoDay => format(d, 'yyyy-MM-dd');

export { isIsoDay };

/**
 * The one check of a chosen range (the overview's, the Commission tab's, the appointment list's): both
 * days, in order, and none after `today` unless the screen looks ahead (a typed date passes the pickers'
 * own limits), and no longer than the screen's `maxDays`.
 */
export function validateRange(
  start: IsoDay | null,
  end: IsoDay | null,
  today: IsoDay,
  limits: RangeLimits = {},
): string | null {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!start || !end || !day.test(start) || !day.test(end)) return RANGE_MISSING_MESSAGE;
  if (end < start) return RANGE_ORDER_MESSAGE;
  if (!limits.future && end > today) return RANGE_FUTURE_MESSAGE;
  if (limits.maxDays !== undefined && shiftDay(start, limits.maxDays - 1) < end)
    return rangeTooLongMessage(limits.maxDays);
  return null;
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

/**
 * What a report screen's pickers hold, one per tab, so switching tabs keeps each choice: a day (the
 * TODAY tab's day picker), any day of a week, any day of a month, and the Range tab's From and To.
 */
export interface PeriodChoice {
  day: IsoDay;
  week: IsoDay;
  month: IsoDay;
  range: Period;
}

/** Every tab at its current period: today, this week, this month, the last 14 days. */
export function initialChoice(today: IsoDay): PeriodChoice {
  return { day: today, week: today, month: today, range: periodFor('RANGE', today) };
}

/**
 * The days a tab covers with what its picker holds, or why there are none (the Range tab's
 * `validateRange`). A day, week or month after today's is taken as today's: the pickers offer none, and
 * a remembered day from a phone whose clock ran ahead must not ask for a day with no figures.
 */
export function choosePeriod(
  tab: ReportTab,
  choice: PeriodChoice,
  today: IsoDay,
  limits: RangeLimits = {},
): { period: Period; problem: null } | { period: null; problem: string } {
  const upTo = (day: IsoDay) => (isIsoDay(day) && day <= today ? day : today);
  switch (tab) {
    case 'TODAY':
      return { period: periodFor('TODAY', upTo(choice.day)), problem: null };
    case 'WEEKLY':
      return { period: periodFor('WEEKLY', upTo(choice.week)), problem: null };
    case 'MONTHLY':
      return { period: periodFor('MONTHLY', upTo(choice.month)), problem: null };
    case 'RANGE': {
      const problem = validateRange(choice.range.start, choice.range.end, today, limits);
      return problem ? { period: null, problem } : { period: choice.range, problem: null };
    }
  }
}
