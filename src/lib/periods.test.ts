import { describe, expect, it } from 'vitest';
import { displayDay } from './day.ts';
import { describePeriod, periodFor, RANGE_ORDER_MESSAGE, todayIn, validateRange } from './periods.ts';

describe('report periods', () => {
  it('covers today, the Monday-to-Sunday week and the month', () => {
    expect(periodFor('TODAY', '2026-11-22')).toEqual({ start: '2026-11-22', end: '2026-11-22' });
    expect(periodFor('WEEKLY', '2026-11-22')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(periodFor('WEEKLY', '2026-11-16')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(periodFor('MONTHLY', '2026-02-10')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(periodFor('MONTHLY', '2028-02-10')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
  });
  it('defaults a range to the last 14 days and keeps a chosen one', () => {
    expect(periodFor('RANGE', '2026-11-22')).toEqual({ start: '2026-11-09', end: '2026-11-22' });
    const chosen = { start: '2026-10-01', end: '2026-10-05' };
    expect(periodFor('RANGE', '2026-11-22', chosen)).toBe(chosen);
  });
  it('refuses an end before the start', () => {
    const today = '2026-11-22';
    expect(validateRange('2026-11-10', '2026-11-09', today)).toBe(RANGE_ORDER_MESSAGE);
    expect(validateRange('2026-11-10', '2026-11-10', today)).toBeNull();
    expect(validateRange('2026-11-10', today, today)).toBeNull();
    expect(validateRange('2026-11-10', '2026-11-23', today)).toBe('The end date cannot be after today');
    expect(validateRange(null, '2026-11-10', today)).toBe('Choose both dates.');
    expect(validateRange('2026-11-1', '2026-11-10', today)).toBe('Choose both dates.');
  });
  it('takes today in the salon time zone', () => {
    const instant = new Date('2026-11-22T05:30:00Z');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-21');
    expect(todayIn('Europe/Berlin', instant)).toBe('2026-11-22');
  });
  it('formats for the wire and for people', () => {
    expect(displayDay('2026-01-05')).toBe('01-05-2026');
    expect(describePeriod({ start: '2026-11-16', end: '2026-11-22' })).toBe('11-16-2026 – 11-22-2026');
    expect(describePeriod({ start: '2026-11-22', end: '2026-11-22' })).toBe('Sun 11-22-2026');
  });
});
