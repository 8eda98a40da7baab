/**
 * The manager's appointment list (spec part 2 §2 "Appointments list"): which answer a period is read
 * from, the filter and its counts, the staff search, the grouping by date and what a card shows.
 * Pure: no React, no network.
 */
import {
  type AppointmentListItem,
  AppointmentStatus,
  type ListFilter,
  MAX_LIST_DAYS,
} from '../../../../contract/appointment.ts';
import { shiftDay } from '../../../../lib/day.ts';
import { formatWallClock, wallClockDay, wallClockMinutes } from '../../../../lib/wall-clock.ts';
import { formatClock, MIN_ITEM_MINUTES } from '../../../../ui/calendar/calendar-time.ts';

export { APPOINTMENT_TABS, type AppointmentTab, isAppointmentTab } from './appointment-tabs.ts';

/** Days on each side of today that one kept answer covers (the list's Today and Weekly, the calendar). */
export const WINDOW_DAYS = 7;
/** The range the Range tab allows: what one call may ask (the contract's limit). */
export const RANGE_LIMITS = { future: true, maxDays: MAX_LIST_DAYS } as const;
/** Spec: the Range tab's first range is today and the 13 days after it (the two weeks ahead). */
export const RANGE_AHEAD_DAYS = 14;

export interface DayRange {
  start: string;
  end: string;
}

/** Today ± 7 days: one answer, fetched after sign-in, serves every period inside it, offline too. */
export function windowOf(today: string): DayRange {
  return { start: shiftDay(today, -WINDOW_DAYS), end: shiftDay(today, WINDOW_DAYS) };
}

/**
 * The answer a period is read from: the window around today when the period lies inside it, else the
 * period's own. Either way the screen keeps only the period's days (`inRange`).
 */
export function sourceOf(period: DayRange, today: string): DayRange {
  const window = windowOf(today);
  return period.start >= window.start && period.end <= window.end ? window : period;
}

/** The salon day an appointment starts on (YYYY-MM-DD). */
export const dayOf = (item: Pick<AppointmentListItem, 'start_time'>): string => wallClockDay(item.start_time);

/** The items starting on a day of the period. */
export function inRange<T extends Pick<AppointmentListItem, 'start_time'>>(
  items: readonly T[],
  period: DayRange,
): T[] {
  return items.filter((item) => {
    const day = dayOf(item);
    return day >= period.start && day <= period.end;
  });
}

/** Spec §9 filter keys: Appointment = not requested staff, Appointment Request = requested staff. */
export function matchesFilter(item: Pick<AppointmentListItem, 'requestStaff'>, filter: ListFilter): boolean {
  if (filter === 'ALL') return true;
  return filter === 'REQUEST_STAFF' ? item.requestStaff : !item.requestStaff;
}

/** The count beside each filter: of the appointments shown before the filter applies. */
export function filterCounts(
  items: readonly Pick<AppointmentListItem, 'requestStaff'>[],
): Record<ListFilter, number> {
  let requested = 0;
  for (const item of items) if (item.requestStaff) requested++;
  return { ALL: items.length, NON_REQUEST_STAFF: items.length - requested, REQUEST_STAFF: requested };
}

/** The staff filter: every staff member (null) or one. An anybody appointment belongs to no one. */
export function ofStaff<T extends Pick<AppointmentListItem, 'staffId'>>(
  items: readonly T[],
  staffId: number | null,
): T[] {
  return staffId === null ? [...items] : items.filter((item) => item.staffId === staffId);
}

export interface DateGroup<T> {
  /** YYYY-MM-DD. */
  day: string;
  items: T[];
}

const byStart = (a: AppointmentListItem, b: AppointmentListItem) =>
  wallClockMinutes(a.start_time) - wallClockMinutes(b.start_time) ||
  wallClockMinutes(a.end_time) - wallClockMinutes(b.end_time) ||
  a.id - b.id;

/** Spec: the list grouped by date, days in order, each day's appointments by start time. */
export function groupByDate(items: readonly AppointmentListItem[]): DateGroup<AppointmentListItem>[] {
  const groups = new Map<string, AppointmentListItem[]>();
  for (const item of items) {
    const day = dayOf(item);
    const group = groups.get(day);
    if (group) group.push(item);
    else groups.set(day, [item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, list]) => ({ day, items: list.sort(byStart) }));
}

/**
 * Spec §4: a listed appointment whose start equals its end is shown 15 minutes long (an end before
 * the start too, as the calendar draws it). Wall-clock times, MM-DD-YYYY HH:mm:ss.
 */
export function shownEnd(item: Pick<AppointmentListItem, 'start_time' | 'end_time'>): string {
  const start = wallClockMinutes(item.start_time);
  const end = wallClockMinutes(item.end_time);
  if (Number.isNaN(start) || Number.isNaN(end) || end > start) return item.end_time;
  return formatWallClock(start + MIN_ITEM_MINUTES);
}

/** "9:00 AM" from a wall-clock time. */
export function clockOf(calendarTime: string): string {
  const minutes = wallClockMinutes(calendarTime);
  return Number.isNaN(minutes) ? '' : formatClock(minutes);
}

/** The card's times: "9:00 AM – 9:45 AM", a zero-length appointment as 15 minutes. */
export function cardTimes(item: Pick<AppointmentListItem, 'start_time' | 'end_time'>): {
  from: string;
  to: string;
} {
  return { from: clockOf(item.start_time), to: clockOf(shownEnd(item)) };
}

/** Spec: the card's status colour: default, CONFIRMED or CANCEL. */
export type CardTone = 'default' | 'CONFIRMED' | 'CANCEL';
export function toneOf(item: Pick<AppointmentListItem, 'status'>): CardTone {
  if (item.status === AppointmentStatus.CONFIRMED) return 'CONFIRMED';
  if (item.status === AppointmentStatus.CANCELED) return 'CANCEL';
  return 'default';
}
