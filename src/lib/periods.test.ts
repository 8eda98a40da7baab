import { describe, expect, it } from 'vitest';
import { displayDay } from './day.ts';
import {
  choosePeriod,
  describePeriod,
  initialChoice,
  periodFor,
  RANGE_ORDER_MESSAGE,
  todayIn,
  validateRange,
} from './periods.ts';

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
  it('lets a screen that looks ahead end after today, within its longest range', () => {
    const today = '2026-11-22';
    const ahead = { future: true, maxDays: 62 };
    expect(validateRange('2026-11-10', '2026-11-30', today, ahead)).toBeNull();
    expect(validateRange('2026-11-10', '2026-11-09', today, ahead)).toBe(RANGE_ORDER_MESSAGE);
    // 62 days inclusive is the most: 11-01 to 01-01 is 62 days, to 01-02 63.
    expect(validateRange('2026-11-01', '2027-01-01', today, ahead)).toBeNull();
    expect(validateRange('2026-11-01', '2027-01-02', today, ahead)).toBe('Choose at most 62 days.');
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

  it('starts every tab at its current period', () => {
    const today = '2026-11-22';
    const choice = initialChoice(today);
    expect(choosePeriod('TODAY', choice, today).period).toEqual(periodFor('TODAY', today));
    expect(choosePeriod('WEEKLY', choice, today).period).toEqual(periodFor('WEEKLY', today));
    expect(choosePeriod('MONTHLY', choice, today).period).toEqual(periodFor('MONTHLY', today));
    expect(choosePeriod('RANGE', choice, today).period).toEqual(periodFor('RANGE', today));
  });
  it("covers the picked day, the picked day's week and month", () => {
    const today = '2026-11-22';
    const choice = { ...initialChoice(today), day: '2026-10-07', week: '2026-10-07', month: '2026-02-14' };
    expect(choosePeriod('TODAY', choice, today)).toEqual({
      period: { start: '2026-10-07', end: '2026-10-07' },
      problem: null,
    });
    expect(choosePeriod('WEEKLY', choice, today).period).toEqual({ start: '2026-10-05', end: '2026-10-11' });
    expect(choosePeriod('MONTHLY', choice, today).period).toEqual({ start: '2026-02-01', end: '2026-02-28' });
  });
  it('takes a day after today, or no day, as today', () => {
    const today = '2026-11-22';
    const ahead = { ...initialChoice(today), day: '2026-11-23', week: '2027-01-04', month: 'soon' };
    expect(choosePeriod('TODAY', ahead, today).period).toEqual({ start: today, end: today });
    expect(choosePeriod('WEEKLY', ahead, today).period).toEqual(periodFor('WEEKLY', today));
    expect(choosePeriod('MONTHLY', ahead, today).period).toEqual(periodFor('MONTHLY', today));
  });
  it('says why a chosen range has no period', () => {
    const today = '2026-11-22';
    const backwards = { ...initialChoice(today), range: { start: '2026-11-10', end: '2026-11-09' } };
    expect(choosePeriod('RANGE', backwards, today)).toEqual({ period: null, problem: RANGE_ORDER_MESSAGE });
    const ahead = { ...initialChoice(today), range: { start: '2026-11-10', end: '2026-11-24' } };
    expect(choosePeriod('RANGE', ahead, today).problem).toBe('The end date cannot be after today');
  });
});
