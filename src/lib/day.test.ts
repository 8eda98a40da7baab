import { describe, expect, it } from 'vitest';
import { ageText, dayTitle, displayDay, isIsoDay, shiftDay, todayIn } from './day.ts';

describe('days', () => {
  it('shifts across months, years and leap days', () => {
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31');
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDay('2026-03-08', 7)).toBe('2026-03-15');
  });
  it('names today, yesterday and tomorrow', () => {
    expect(dayTitle('2026-11-21', '2026-11-21')).toBe('Today, Sat 11-21-2026');
    expect(dayTitle('2026-11-22', '2026-11-21')).toBe('Tomorrow, Sun 11-22-2026');
    expect(dayTitle('2026-11-20', '2026-11-21')).toBe('Yesterday, Fri 11-20-2026');
    expect(dayTitle('2026-11-25', '2026-11-21')).toBe('Wed 11-25-2026');
    expect(dayTitle('2028-02-29', '2026-11-21')).toBe('Tue 02-29-2028');
    expect(displayDay('2027-01-01')).toBe('01-01-2027');
  });
  it('says how old an answer is without a clock time', () => {
    const now = Date.parse('2026-11-21T15:00:00Z');
    const ago = (ms: number) => ageText(now - ms, now);
    expect(ago(0)).toBe('just now');
    expect(ago(59_999)).toBe('just now');
    expect(ago(5 * 60_000)).toBe('5 min ago');
    expect(ago(59 * 60_000 + 59_000)).toBe('59 min ago');
    expect(ago(3 * 3_600_000)).toBe('3 h ago');
    expect(ago(24 * 3_600_000)).toBe('1 day ago');
    expect(ago(6 * 86_400_000 + 1)).toBe('6 days ago');
    // A clock that moved back (the answer is from "the future") reads as just now.
    expect(ageText(now + 5000, now)).toBe('just now');
  });
});

describe('todayIn', () => {
  it('takes the day in the salon time zone', () => {
    const instant = new Date('2026-11-22T05:30:00Z');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-21');
    expect(todayIn('Europe/Berlin', instant)).toBe('2026-11-22');
  });
});

describe('isIsoDay', () => {
  it('takes real days only', () => {
    expect(isIsoDay('2026-11-23')).toBe(true);
    expect(isIsoDay('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-1-01', 'soon', '', '2026-11-23T00:00'])
      expect(isIsoDay(bad)).toBe(false);
  });
});
