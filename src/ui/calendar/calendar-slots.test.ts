import { describe, expect, it } from 'vitest';
import type { ScheduleDay } from '../../contract/shop.ts';
import { WEEKDAY_NAMES } from '../../contract/shop.ts';
import {
  disabledRuns,
  disabledSlots,
  nowLine,
  openHoursOn,
  rangeDisabled,
  scrollTargetRow,
  slotRule,
} from './calendar-slots.ts';
import { ROW_COUNT } from './calendar-time.ts';

function scheduleDay(weekday: number, startTime: string, endTime: string, enable = true): ScheduleDay {
  const day = WEEKDAY_NAMES[weekday] ?? 'Sun';
  return { day, weekday, startTime, endTime, enable };
}

/** Sunday closed, Monday 10:00–19:00, the rest 09:00–21:00. */
const SCHEDULE: ScheduleDay[] = [
  scheduleDay(0, '09:00', '21:00', false),
  scheduleDay(1, '10:00', '19:00'),
  ...[2, 3, 4, 5, 6].map((w) => scheduleDay(w, '09:00', '21:00')),
];
const MONDAY = '2025-03-10';
const SUNDAY = '2025-03-09';
const TUESDAY = '2025-03-11';
const NEXT_MONDAY = '2025-03-17';
const at = (day: string, h: number, m = 0, s = 0) => ({ day, minutes: h * 60 + m + s / 60 });
/** Row of a wall-clock time (9:00 is row 0). */
const row = (h: number, m = 0) => ((h - 9) * 60 + m) / 15;
const enabledRows = (slots: boolean[]) => slots.flatMap((d, i) => (d ? [] : [i]));
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('openHoursOn', () => {
  it('reads the weekday, closed when disabled, default 08:00–21:00 when missing', () => {
    expect(openHoursOn(MONDAY, SCHEDULE)).toEqual({ open: 600, close: 1140 });
    expect(openHoursOn(SUNDAY, SCHEDULE)).toBeNull();
    expect(openHoursOn(MONDAY, [])).toEqual({ open: 480, close: 1260 });
    expect(openHoursOn('not a day', SCHEDULE)).toBeNull();
  });

  it('treats an empty or inverted day as closed and a 00:00 end as midnight', () => {
    expect(openHoursOn(MONDAY, [scheduleDay(1, '10:00', '10:00')])).toBeNull();
    expect(openHoursOn(MONDAY, [scheduleDay(1, '18:00', '10:00')])).toBeNull();
    expect(openHoursOn(MONDAY, [scheduleDay(1, '10:00', '00:00')])).toEqual({ open: 600, close: 1440 });
  });
});

describe('disabledSlots', () => {
  it('has one flag per row', () => {
    expect(disabledSlots(TUESDAY, at(MONDAY, 12), SCHEDULE)).toHaveLength(ROW_COUNT);
  });

  it('a later day follows the schedule only', () => {
    expect(enabledRows(disabledSlots(TUESDAY, at(MONDAY, 12), SCHEDULE))).toEqual(range(0, 48));
    // Monday opens 10:00 and closes 19:00.
    expect(enabledRows(disabledSlots(NEXT_MONDAY, at(MONDAY, 12), SCHEDULE))).toEqual(
      range(row(10), row(19)),
    );
  });

  it('today disables slots whose end is at or before now, and the schedule still applies', () => {
    // 12:07: the 12:00–12:15 slot holds now and stays enabled.
    expect(enabledRows(disabledSlots(MONDAY, at(MONDAY, 12, 7), SCHEDULE))).toEqual(range(row(12), row(19)));
    // 12:15 exactly: the 12:00–12:15 slot ended.
    expect(enabledRows(disabledSlots(MONDAY, at(MONDAY, 12, 15), SCHEDULE))).toEqual(
      range(row(12, 15), row(19)),
    );
    // Before opening: only the schedule.
    expect(enabledRows(disabledSlots(MONDAY, at(MONDAY, 7), SCHEDULE))).toEqual(range(row(10), row(19)));
    // After the calendar's last slot: everything.
    expect(enabledRows(disabledSlots(TUESDAY, at(TUESDAY, 21), SCHEDULE))).toEqual([]);
    expect(enabledRows(disabledSlots(TUESDAY, at(TUESDAY, 20, 59, 59), SCHEDULE))).toEqual([row(20, 45)]);
  });

  it('a day before today is all disabled', () => {
    expect(disabledSlots(MONDAY, at(TUESDAY, 0), SCHEDULE).every(Boolean)).toBe(true);
    expect(disabledSlots('2024-12-31', at(MONDAY, 8), []).every(Boolean)).toBe(true);
  });

  it('a disabled weekday is all disabled, even in the future', () => {
    expect(disabledSlots('2025-03-16', at(MONDAY, 12), SCHEDULE).every(Boolean)).toBe(true);
  });

  it('a slot only partly inside the open hours is disabled', () => {
    const slots = disabledSlots(TUESDAY, at(MONDAY, 12), [scheduleDay(2, '09:10', '20:50')]);
    expect(enabledRows(slots)).toEqual(range(row(9, 15), row(20, 45)));
  });

  it('an invalid day is all disabled', () => {
    expect(disabledSlots('2025-02-30', at(MONDAY, 12), SCHEDULE).every(Boolean)).toBe(true);
  });
});

describe('rangeDisabled', () => {
  it('is true only when every slot the range touches is disabled, across the whole day', () => {
    const rule = slotRule(MONDAY, at(MONDAY, 12, 20), SCHEDULE); // Monday 10:00–19:00
    expect(rangeDisabled(rule, 600, 720)).toBe(true); // 10:00–12:00, past
    expect(rangeDisabled(rule, 715, 735)).toBe(true); // 11:55–12:15: both slots ended
    expect(rangeDisabled(rule, 725, 740)).toBe(false); // 12:05–12:20 touches 12:15–12:30, which holds now
    expect(rangeDisabled(rule, 1140, 1200)).toBe(true); // 19:00–20:00, closed
    expect(rangeDisabled(rule, 1130, 1150)).toBe(false); // 18:50–19:10 touches 18:45–19:00
    expect(rangeDisabled(rule, 1380, 1500)).toBe(true); // runs past midnight: clamped to the day
    expect(rangeDisabled(slotRule(SUNDAY, at(MONDAY, 0), SCHEDULE), 600, 700)).toBe(true);
  });
});

describe('disabledRuns', () => {
  it('merges consecutive disabled rows', () => {
    expect(disabledRuns([true, true, false, true, false, false, true])).toEqual([
      { startRow: 0, rowSpan: 2 },
      { startRow: 3, rowSpan: 1 },
      { startRow: 6, rowSpan: 1 },
    ]);
    expect(disabledRuns([false, false])).toEqual([]);
    expect(disabledRuns(disabledSlots(NEXT_MONDAY, at(MONDAY, 12), SCHEDULE))).toEqual([
      { startRow: 0, rowSpan: 4 },
      { startRow: 40, rowSpan: 8 },
    ]);
  });
});

describe('nowLine', () => {
  it('is hidden before opening and visible from the opening minute', () => {
    expect(nowLine(MONDAY, at(MONDAY, 9, 59, 59), SCHEDULE)).toBeNull();
    expect(nowLine(MONDAY, at(MONDAY, 10), SCHEDULE)).toEqual({ minutes: 600, row: 4, fraction: 4 / 48 });
  });

  it('sits at a fractional row during open hours', () => {
    const line = nowLine(MONDAY, at(MONDAY, 12, 7, 30), SCHEDULE);
    expect(line?.row).toBe(12.5);
    expect(line?.fraction).toBeCloseTo(12.5 / 48);
  });

  it('is hidden from the closing minute', () => {
    expect(nowLine(MONDAY, at(MONDAY, 18, 59), SCHEDULE)).not.toBeNull();
    expect(nowLine(MONDAY, at(MONDAY, 19), SCHEDULE)).toBeNull();
    expect(nowLine(MONDAY, at(MONDAY, 20), SCHEDULE)).toBeNull();
  });

  it('stays inside 9:00–21:00 even when the salon opens longer', () => {
    const long = [scheduleDay(2, '07:00', '23:00')];
    expect(nowLine(TUESDAY, at(TUESDAY, 8, 30), long)).toBeNull();
    expect(nowLine(TUESDAY, at(TUESDAY, 9), long)?.row).toBe(0);
    expect(nowLine(TUESDAY, at(TUESDAY, 20, 59), long)).not.toBeNull();
    expect(nowLine(TUESDAY, at(TUESDAY, 21), long)).toBeNull();
  });

  it('is hidden on another day and on a disabled weekday', () => {
    expect(nowLine(TUESDAY, at(MONDAY, 12), SCHEDULE)).toBeNull();
    expect(nowLine(MONDAY, at(TUESDAY, 12), SCHEDULE)).toBeNull();
    expect(nowLine(SUNDAY, at(SUNDAY, 12), SCHEDULE)).toBeNull();
  });
});

describe('where a day opens in the grid', () => {
  const hours = { open: 10 * 60, close: 19 * 60 };
  const rowAt = (h: number, m = 0) => (h * 60 + m - 9 * 60) / 15;

  it('shows the now-line with some time before it while the salon is open', () => {
    const line = { minutes: 14 * 60, row: rowAt(14), fraction: 0 };
    expect(scrollTargetRow(line, 10 * 60, hours)).toBe(rowAt(14) - 4);
  });

  it("after closing time (no now-line), shows the day's first item, not the empty evening", () => {
    expect(scrollTargetRow(null, 11 * 60 + 30, hours)).toBe(rowAt(11, 15));
  });

  it('shows the opening time of a day without items, and the top of a closed day', () => {
    expect(scrollTargetRow(null, null, hours)).toBe(rowAt(10));
    expect(scrollTargetRow(null, null, null)).toBe(0);
  });

  it('never leaves the grid', () => {
    expect(scrollTargetRow(null, 6 * 60, hours)).toBe(0);
    expect(scrollTargetRow(null, 23 * 60, hours)).toBeLessThan(rowAt(21));
  });
});
