import { describe, expect, it } from 'vitest';
import {
  DAY_END_MINUTES,
  DAY_START_MINUTES,
  formatCalendarTime,
  formatClock,
  isoDayNumber,
  MIN_ITEM_MINUTES,
  minutesOnDay,
  NOW_REFRESH_MS,
  parseCalendarTime,
  parseHourMinute,
  quantizeNow,
  ROW_COUNT,
  SLOT_MINUTES,
  salonWallClock,
  weekdayOf,
} from './calendar-time.ts';

describe('constants', () => {
  it('follow the spec: 9:00 to 21:00 in 15-minute rows, 30 s refresh, 15-minute zero-length items', () => {
    expect(DAY_START_MINUTES).toBe(540);
    expect(DAY_END_MINUTES).toBe(1260);
    expect(SLOT_MINUTES).toBe(15);
    expect(ROW_COUNT).toBe(48);
    expect(NOW_REFRESH_MS).toBe(30_000);
    expect(MIN_ITEM_MINUTES).toBe(15);
  });
});

describe('parseCalendarTime', () => {
  it('reads MM-DD-YYYY HH:mm:ss as wall-clock minutes on a day', () => {
    expect(parseCalendarTime('03-10-2025 10:45:00')).toEqual({
      day: '2025-03-10',
      dayNumber: isoDayNumber('2025-03-10'),
      minutes: 645,
    });
    expect(parseCalendarTime('12-31-2024 23:59:30')?.minutes).toBe(23 * 60 + 59.5);
    expect(parseCalendarTime('02-29-2024 00:00:00')?.day).toBe('2024-02-29');
  });

  it('refuses malformed or impossible times', () => {
    for (const bad of [
      '',
      '2025-03-10 10:00:00',
      '03/10/2025 10:00:00',
      '03-10-2025 10:00',
      '03-10-2025T10:00:00',
      '13-10-2025 10:00:00',
      '02-30-2025 10:00:00',
      '02-29-2025 10:00:00',
      '03-10-2025 24:00:00',
      '03-10-2025 10:60:00',
      '0a-10-2025 10:00:00',
      '03-10-2025 1x:00:00',
    ]) {
      expect(parseCalendarTime(bad), bad).toBeNull();
    }
  });
});

describe('minutesOnDay and formatCalendarTime', () => {
  const day = isoDayNumber('2025-03-10');
  it('counts minutes from the midnight that starts the day, across days', () => {
    expect(minutesOnDay('03-10-2025 09:00:00', day)).toBe(540);
    expect(minutesOnDay('03-09-2025 23:00:00', day)).toBe(-60);
    expect(minutesOnDay('03-11-2025 00:30:00', day)).toBe(1470);
    expect(minutesOnDay('nonsense', day)).toBeNull();
  });

  it('formats back, leaving the day when the minutes do', () => {
    expect(formatCalendarTime('2025-03-10', 645)).toBe('03-10-2025 10:45:00');
    expect(formatCalendarTime('2025-03-10', 1470)).toBe('03-11-2025 00:30:00');
    expect(formatCalendarTime('2025-03-01', -30)).toBe('02-28-2025 23:30:00');
    expect(formatCalendarTime('2025-03-10', 600.5)).toBe('03-10-2025 10:00:30');
  });
});

describe('days and clock text', () => {
  it('finds the weekday, 0 = Sunday', () => {
    expect(weekdayOf('1970-01-01')).toBe(4);
    expect(weekdayOf('2025-03-09')).toBe(0);
    expect(weekdayOf('2025-03-10')).toBe(1);
    expect(weekdayOf('2024-02-29')).toBe(4);
    expect(weekdayOf('1969-12-31')).toBe(3);
    expect(weekdayOf('2025-02-30')).toBeNaN();
    expect(weekdayOf('10-03-2025')).toBeNaN();
  });

  it('counts days like Date.UTC, leap years included', () => {
    for (let ms = Date.UTC(1899, 0, 1); ms < Date.UTC(2101, 0, 1); ms += 86_400_000 * 7 + 3_600_000) {
      const d = new Date(ms);
      const iso = d.toISOString().slice(0, 10);
      expect(isoDayNumber(iso)).toBe(Math.floor(ms / 86_400_000));
    }
    expect(isoDayNumber('2000-02-29')).toBe(Date.UTC(2000, 1, 29) / 86_400_000);
    expect(isoDayNumber('1900-02-29')).toBeNaN();
    expect(isoDayNumber('2025-04-31')).toBeNaN();
  });

  it('reads HH:mm', () => {
    expect(parseHourMinute('09:30')).toBe(570);
    expect(parseHourMinute('24:00')).toBeNaN();
    expect(parseHourMinute('9:30')).toBeNaN();
  });

  it('formats h:mm A', () => {
    expect(formatClock(0)).toBe('12:00 AM');
    expect(formatClock(540)).toBe('9:00 AM');
    expect(formatClock(645)).toBe('10:45 AM');
    expect(formatClock(720)).toBe('12:00 PM');
    expect(formatClock(765.9)).toBe('12:45 PM');
    expect(formatClock(1260)).toBe('9:00 PM');
    expect(formatClock(1470)).toBe('12:30 AM');
    expect(formatClock(-60)).toBe('11:00 PM');
  });
});

describe('now', () => {
  it('reads the salon wall clock of an instant in its time zone', () => {
    const instant = new Date('2025-03-10T17:30:45Z');
    expect(salonWallClock(instant, 'America/Los_Angeles')).toEqual({ day: '2025-03-10', minutes: 630.75 });
    expect(salonWallClock(instant, 'Asia/Ho_Chi_Minh')).toEqual({ day: '2025-03-11', minutes: 30.75 });
    expect(salonWallClock(new Date('2025-03-10T00:00:00Z'), 'UTC')).toEqual({
      day: '2025-03-10',
      minutes: 0,
    });
  });

  it('falls back to the device zone for an unknown zone instead of throwing', () => {
    expect(salonWallClock(new Date(), 'Not/AZone').day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('quantizes to the quarter hour', () => {
    expect(quantizeNow({ day: '2025-03-10', minutes: 734.5 })).toEqual({ day: '2025-03-10', minutes: 720 });
    expect(quantizeNow({ day: '2025-03-10', minutes: 735 })).toEqual({ day: '2025-03-10', minutes: 735 });
  });
});
