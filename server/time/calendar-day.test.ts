import { describe, expect, it } from 'vitest';
import { calendarDay, dayNumber, isoDayOf, startOfDayIn } from './calendar-day.ts';

describe('calendar days', () => {
  it('numbers days and refuses dates not on the calendar', () => {
    expect(dayNumber(1970, 1, 1)).toBe(0);
    expect(isoDayOf(dayNumber(2028, 2, 29))).toBe('2028-02-29');
    expect(calendarDay(2026, 2, 30)).toBeNull();
    expect(calendarDay(2026, 13, 1)).toBeNull();
  });
  it('starts a day at local midnight in the salon zone, DST included', () => {
    expect(startOfDayIn(dayNumber(2026, 3, 8), 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-08T08:00:00.000Z',
    );
    expect(startOfDayIn(dayNumber(2026, 3, 9), 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-09T07:00:00.000Z',
    );
  });
});
