import { describe, expect, it } from 'vitest';
import { dayTitle, formatMoment, shiftDay, todayIn } from './day.ts';

describe('days', () => {
  it('shifts across months, years and leap days', () => {
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31');
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDay('2026-03-08', 7)).toBe('2026-03-15');
  });
  it('names today, yesterday and tomorrow', () => {
    expect(dayTitle('2026-11-21', '2026-11-21')).toBe('Today, Sat, Nov 21');
    expect(dayTitle('2026-11-22', '2026-11-21')).toBe('Tomorrow, Sun, Nov 22');
    expect(dayTitle('2026-11-20', '2026-11-21')).toBe('Yesterday, Fri, Nov 20');
    expect(dayTitle('2026-11-25', '2026-11-21')).toBe('Wed, Nov 25');
  });
  it('formats a moment with the day only when it is not today', () => {
    const now = new Date(2026, 10, 21, 15, 0).getTime();
    expect(formatMoment(new Date(2026, 10, 21, 10, 42).getTime(), now)).toBe('10:42 AM');
    expect(formatMoment(new Date(2026, 10, 20, 10, 42).getTime(), now)).toBe('Nov 20, 10:42 AM');
  });
});

describe('todayIn', () => {
  it('takes the day in the salon time zone', () => {
    const instant = new Date('2026-11-22T05:30:00Z');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-21');
    expect(todayIn('Europe/Berlin', instant)).toBe('2026-11-22');
  });
});
