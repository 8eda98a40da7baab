/**
 * Which 15-minute slots of a day are disabled, and where the current-time line sits (spec part 1 §4
 * "Staff calendar"). Pure: `now` is the salon's wall clock, passed in.
 */
import type { ScheduleDay } from '../../contract/shop.ts';
import {
  DAY_END_MINUTES,
  DAY_START_MINUTES,
  type IsoDay,
  isoDayNumber,
  MINUTES_PER_DAY,
  parseHourMinute,
  ROW_COUNT,
  SLOT_MINUTES,
  type WallClock,
  weekdayOf,
} from './calendar-time.ts';

/** Spec part 2 §3: a weekday missing from the schedule is enabled, 08:00 to 21:00. */
export const DEFAULT_OPEN_MINUTES = 8 * 60;
export const DEFAULT_CLOSE_MINUTES = 21 * 60;

/** Opening hours of one day, minutes since midnight, half-open [open, close). */
export interface OpenHours {
  open: number;
  close: number;
}

/**
 * The salon's hours on `day`, or null when it is closed: the weekday is disabled, its hours are
 * unreadable or empty (end at or before start), or the day itself is invalid. A weekday missing from
 * `schedule` gets the default hours; with duplicates the first entry wins. An end of 00:00 after a
 * later start means midnight.
 */
export function openHoursOn(day: IsoDay, schedule: readonly ScheduleDay[]): OpenHours | null {
  const weekday = weekdayOf(day);
  if (Number.isNaN(weekday)) return null;
  const entry = schedule.find((s) => s.weekday === weekday);
  if (!entry) return { open: DEFAULT_OPEN_MINUTES, close: DEFAULT_CLOSE_MINUTES };
  if (!entry.enable) return null;
  const open = parseHourMinute(entry.startTime);
  let close = parseHourMinute(entry.endTime);
  if (close === 0 && open > 0) close = MINUTES_PER_DAY;
  if (Number.isNaN(open) || Number.isNaN(close) || close <= open) return null;
  return { open, close };
}

/**
 * The slot rule of a day: given a slot's start (minutes from midnight, a multiple of 15), whether the
 * slot [s, s+15) is disabled. A slot is disabled when
 * - the day is before `now.day` (every slot), or it is `now.day` and the slot's END is at or before
 *   `now.minutes` (the slot holding the current minute stays enabled);
 * - the weekday is disabled (see `openHoursOn`);
 * - the slot is not entirely inside the open hours (s < open or s+15 > close).
 * A day after today follows the schedule rules only. An invalid `day` disables everything.
 */
export function slotRule(
  day: IsoDay,
  now: WallClock,
  schedule: readonly ScheduleDay[],
): (slotStart: number) => boolean {
  const dayNumber = isoDayNumber(day);
  const nowDayNumber = isoDayNumber(now.day);
  if (Number.isNaN(dayNumber) || dayNumber < nowDayNumber) return () => true;
  const hours = openHoursOn(day, schedule);
  if (!hours) return () => true;
  const pastUntil = dayNumber === nowDayNumber ? now.minutes : Number.NEGATIVE_INFINITY;
  const { open, close } = hours;
  return (start) => start + SLOT_MINUTES <= pastUntil || start < open || start + SLOT_MINUTES > close;
}

/** One flag per row (ROW_COUNT, 9:00 first): true when the slot is disabled (see `slotRule`). */
export function disabledSlots(day: IsoDay, now: WallClock, schedule: readonly ScheduleDay[]): boolean[] {
  const rule = slotRule(day, now, schedule);
  const slots = new Array<boolean>(ROW_COUNT);
  for (let row = 0; row < ROW_COUNT; row++) slots[row] = rule(DAY_START_MINUTES + row * SLOT_MINUTES);
  return slots;
}

/**
 * Whether every slot of the day that [start, end) touches is disabled, with `rule` from `slotRule`.
 * Works outside 9:00–21:00 too (minutes are clamped to the day); an empty range counts as disabled.
 */
export function rangeDisabled(rule: (slotStart: number) => boolean, start: number, end: number): boolean {
  const first = Math.max(0, Math.floor(start / SLOT_MINUTES));
  const last = Math.min(MINUTES_PER_DAY / SLOT_MINUTES, Math.ceil(end / SLOT_MINUTES));
  for (let slot = first; slot < last; slot++) if (!rule(slot * SLOT_MINUTES)) return false;
  return true;
}

/** A run of consecutive rows, to shade disabled time with one element per run instead of per slot. */
export interface RowRun {
  startRow: number;
  rowSpan: number;
}

/** The runs of disabled rows, top to bottom. */
export function disabledRuns(slots: readonly boolean[]): RowRun[] {
  const runs: RowRun[] = [];
  let start = -1;
  for (let row = 0; row <= slots.length; row++) {
    const disabled = row < slots.length && slots[row] === true;
    if (disabled && start < 0) start = row;
    else if (!disabled && start >= 0) {
      runs.push({ startRow: start, rowSpan: row - start });
      start = -1;
    }
  }
  return runs;
}

/** Where the current-time line is drawn. */
export interface NowLine {
  /** `now.minutes`. */
  minutes: number;
  /** Offset from the top of the grid in rows (fractional: 10:07:30 → 4.5). */
  row: number;
  /** The same offset as a fraction of the grid's height, 0 ≤ fraction < 1. */
  fraction: number;
}

/**
 * The current-time line, or null when it is hidden. It shows only when `day` is `now.day`, the salon
 * is open that weekday, and `now` is inside both the open hours and the calendar's 9:00–21:00, all
 * half-open: visible from the opening minute, gone at the closing minute.
 */
export function nowLine(day: IsoDay, now: WallClock, schedule: readonly ScheduleDay[]): NowLine | null {
  if (day !== now.day) return null;
  const hours = openHoursOn(day, schedule);
  if (!hours) return null;
  const from = Math.max(hours.open, DAY_START_MINUTES);
  const to = Math.min(hours.close, DAY_END_MINUTES);
  if (!(now.minutes >= from && now.minutes < to)) return null;
  const row = (now.minutes - DAY_START_MINUTES) / SLOT_MINUTES;
  return { minutes: now.minutes, row, fraction: row / ROW_COUNT };
}

/** Rows shown above the row scrolled to, so that what comes just before stays in sight. */
const SCROLL_LEAD_ROWS = 4;

/**
 * Where a day opens in the grid (a row index): the now-line while the salon is open today; else the
 * first appointment or block of the day (after closing time the day's work is what is worth seeing,
 * not an empty evening); else the opening time; else the top.
 */
export function scrollTargetRow(
  line: NowLine | null,
  firstStartMinute: number | null,
  hours: OpenHours | null,
): number {
  const rowOf = (minutes: number) =>
    Math.min(ROW_COUNT - 1, Math.max(0, Math.floor((minutes - DAY_START_MINUTES) / SLOT_MINUTES)));
  if (line) return Math.max(0, Math.floor(line.row) - SCROLL_LEAD_ROWS);
  if (firstStartMinute !== null) return Math.max(0, rowOf(firstStartMinute) - 1);
  if (hours) return rowOf(hours.open);
  return 0;
}
