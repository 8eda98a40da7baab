import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import {
  type BusinessDays,
  businessDays,
  comparedPeriod,
  dayIn,
  mondayOf,
  type PeriodRule,
  parseDay,
  parsePeriod,
  previousPeriod,
} from './business-days.ts';

const LA = 'America/Los_Angeles';
const iso = (d: Date) => d.toISOString();
const hours = (r: { start: Date; end: Date }) => (r.end.getTime() - r.start.getTime()) / 3_600_000;

/** The overview's way: MM-DD-YYYY, no longest period. */
const MDY: PeriodRule = { format: 'MM-DD-YYYY', fields: ['startDate', 'endDate'] };
const ISO_WEEK: PeriodRule = {
  format: 'YYYY-MM-DD',
  fields: ['start_time', 'end_time'],
  maxDays: { days: 7, refusal: (days) => `At most 7 days; this range has ${days}.` },
};
const businessRange = (a: string, b: string, timeZone: string): BusinessDays =>
  parsePeriod(MDY, a, b, timeZone);

/** The refusal a period gets, checked to be a DomainError of kind `invalid` (a 400). */
function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    if (err instanceof DomainError && err.kind === 'invalid') return err.message;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('parsePeriod', () => {
  it('covers a single business day from local midnight to the next local midnight', () => {
    const r = businessRange('07-04-2025', '07-04-2025', LA);
    expect(iso(r.start)).toBe('2025-07-04T07:00:00.000Z'); // 00:00 PDT (UTC−7)
    expect(iso(r.end)).toBe('2025-07-05T07:00:00.000Z');
    expect(r.days).toBe(1);
    expect(r.from).toBe('2025-07-04');
    expect(r.to).toBe('2025-07-04');
  });

  it('handles the week of the spring DST change (Sunday 03-09-2025 has 23 hours)', () => {
    const r = businessRange('03-08-2025', '03-14-2025', LA);
    expect(iso(r.start)).toBe('2025-03-08T08:00:00.000Z'); // 00:00 PST (UTC−8)
    expect(iso(r.end)).toBe('2025-03-15T07:00:00.000Z'); // 00:00 PDT (UTC−7)
    expect(r.days).toBe(7);
    expect(hours(r)).toBe(7 * 24 - 1);
    const day = businessRange('03-09-2025', '03-09-2025', LA);
    expect(hours(day)).toBe(23);
  });

  it('handles the fall DST change (Sunday 11-02-2025 has 25 hours)', () => {
    const day = businessRange('11-02-2025', '11-02-2025', LA);
    expect(iso(day.start)).toBe('2025-11-02T07:00:00.000Z');
    expect(iso(day.end)).toBe('2025-11-03T08:00:00.000Z');
    expect(hours(day)).toBe(25);
  });

  it('starts a day whose midnight does not exist at its first real instant', () => {
    // Asia/Beirut jumps from 00:00 to 01:00 (UTC+3) on 2025-03-30.
    const r = businessRange('03-30-2025', '03-30-2025', 'Asia/Beirut');
    expect(iso(r.start)).toBe('2025-03-29T22:00:00.000Z');
    expect(hours(r)).toBe(23);
  });

  it('spans months and leap days', () => {
    const r = businessRange('02-01-2024', '02-29-2024', LA);
    expect(r.days).toBe(29);
    expect(r.to).toBe('2024-02-29');
    expect(businessRange('12-31-2024', '01-01-2025', 'UTC').days).toBe(2);
  });

  it('reads YYYY-MM-DD the same way', () => {
    const r = parsePeriod(ISO_WEEK, '2026-03-08', '2026-03-08', LA);
    expect(iso(r.start)).toBe('2026-03-08T08:00:00.000Z');
    expect(iso(r.end)).toBe('2026-03-09T07:00:00.000Z');
    expect(r).toMatchObject({ days: 1, from: '2026-03-08', to: '2026-03-08', timeZone: LA });
  });

  it('rejects an end date before the start date', () => {
    expect(refusal(() => businessRange('03-14-2025', '03-08-2025', LA))).toBe(
      'The end date cannot be before the start date',
    );
    expect(refusal(() => businessRange('01-01-2026', '12-31-2025', LA))).toBe(
      'The end date cannot be before the start date',
    );
  });

  it('rejects malformed and impossible dates, naming the field', () => {
    expect(refusal(() => businessRange('2025-03-08', '03-09-2025', LA))).toBe(
      'startDate must be a date written MM-DD-YYYY.',
    );
    expect(refusal(() => businessRange('03-08-2025', '02-30-2025', LA))).toBe(
      'endDate is not a day on the calendar: 02-30-2025.',
    );
    expect(refusal(() => businessRange('02-30-2025', '03-01-2025', LA))).toMatch(/not a day on the calendar/);
    expect(refusal(() => businessRange('02-29-2025', '03-01-2025', LA))).toMatch(/not a day on the calendar/);
    expect(refusal(() => businessRange('13-01-2025', '13-01-2025', LA))).toMatch(/not a day on the calendar/);
    expect(refusal(() => businessRange('01-01-1899', '01-02-1899', LA))).toBe(
      'startDate is out of range: 01-01-1899.',
    );
    expect(refusal(() => parsePeriod(ISO_WEEK, '2026-3-1', '2026-03-01', LA))).toBe(
      'start_time must be a date written YYYY-MM-DD.',
    );
  });

  it('allows the longest period and no more', () => {
    expect(parsePeriod(ISO_WEEK, '2026-01-01', '2026-01-07', LA).days).toBe(7);
    expect(refusal(() => parsePeriod(ISO_WEEK, '2026-01-01', '2026-01-08', LA))).toBe(
      'At most 7 days; this range has 8.',
    );
  });

  it('rejects an unknown time zone as a server problem, not a client one', () => {
    expect(() => businessRange('03-08-2025', '03-09-2025', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('previousPeriod', () => {
  it('is the same number of days just before, across the DST change', () => {
    const r = businessRange('03-09-2025', '03-15-2025', LA);
    const p = previousPeriod(r);
    expect(p.days).toBe(7);
    expect(p.from).toBe('2025-03-02');
    expect(p.to).toBe('2025-03-08');
    expect(iso(p.start)).toBe('2025-03-02T08:00:00.000Z');
    expect(iso(p.end)).toBe(iso(r.start));
    expect(hours(p)).toBe(7 * 24);
    expect(hours(r)).toBe(7 * 24 - 1);
  });

  it('is the day before for a single day', () => {
    const p = previousPeriod(businessRange('03-10-2025', '03-10-2025', LA));
    expect(p.from).toBe('2025-03-09');
    expect(hours(p)).toBe(23);
    expect(iso(p.end)).toBe('2025-03-10T07:00:00.000Z');
  });

  it('goes back across a year boundary for a month', () => {
    const p = previousPeriod(businessRange('01-01-2025', '01-31-2025', LA));
    expect(p.from).toBe('2024-12-01');
    expect(p.to).toBe('2024-12-31');
  });
});

describe('days', () => {
  it('parseDay reads both formats into the same day number', () => {
    expect(parseDay('03-09-2025', 'MM-DD-YYYY', 'day')).toBe(parseDay('2025-03-09', 'YYYY-MM-DD', 'day'));
  });

  it('dayIn is the day in the zone, whatever day it is in UTC', () => {
    // 05:30 UTC on the 16th is 21:30 on the 15th in San Jose.
    expect(dayIn(new Date('2025-01-16T05:30:00Z'), LA)).toBe(parseDay('2025-01-15', 'YYYY-MM-DD', 'day'));
  });

  it('mondayOf gives the Monday on or before any day', () => {
    // Day 0 (1970-01-01) was a Thursday; day 4 a Monday; day −3 (1969-12-29) a Monday.
    expect([0, 1, 2, 3, 4, 5, 10, 11].map(mondayOf)).toEqual([-3, -3, -3, -3, 4, 4, 4, 11]);
    expect(mondayOf(-4)).toBe(-10);
  });
});

describe('comparedPeriod (like with like)', () => {
  const day = (mdy: string) => businessRange(mdy, mdy, LA).first;
  const compared = (a: string, b: string, today: string) => {
    const p = comparedPeriod(businessRange(a, b, LA), day(today));
    return `${p.from} … ${p.to}`;
  };

  it('compares a running month with the same days of the month before', () => {
    expect(compared('11-01-2026', '11-30-2026', '11-22-2026')).toBe('2026-10-01 … 2026-10-22');
    // March 1–30 so far: February has 28 days, all of them.
    expect(compared('03-01-2027', '03-31-2027', '03-30-2027')).toBe('2027-02-01 … 2027-02-28');
    expect(compared('01-01-2027', '01-31-2027', '01-05-2027')).toBe('2026-12-01 … 2026-12-05');
  });

  it('compares a running week with the same weekdays of the week before', () => {
    expect(compared('11-16-2026', '11-22-2026', '11-18-2026')).toBe('2026-11-09 … 2026-11-11');
  });

  it('compares a whole month with the month before, day number for day number', () => {
    expect(compared('11-01-2026', '11-30-2026', '11-30-2026')).toBe('2026-10-01 … 2026-10-30');
    expect(compared('11-01-2026', '11-30-2026', '12-05-2026')).toBe('2026-10-01 … 2026-10-30');
    expect(compared('03-01-2027', '03-31-2027', '04-02-2027')).toBe('2027-02-01 … 2027-02-28');
    expect(compared('12-01-2026', '12-31-2026', '12-31-2026')).toBe('2026-11-01 … 2026-11-30');
  });

  it('compares another period over, or not begun, with the same number of days just before', () => {
    expect(compared('11-16-2026', '11-22-2026', '11-23-2026')).toBe('2026-11-09 … 2026-11-15');
    expect(compared('11-16-2026', '11-22-2026', '11-10-2026')).toBe('2026-11-09 … 2026-11-15');
    expect(compared('11-16-2026', '11-22-2026', '11-22-2026')).toBe('2026-11-09 … 2026-11-15');
  });

  it('always ends by the time the period starts, and is never longer than its days so far (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20_000, max: 22_000 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: -5, max: 70 }),
        (first, length, offset) => {
          const period = businessDays(first, first + length, LA);
          const today = first + offset;
          const p = comparedPeriod(period, today);
          expect(p.end.getTime()).toBeLessThanOrEqual(period.start.getTime());
          expect(p.days).toBeGreaterThanOrEqual(1);
          if (today >= first) expect(p.days).toBeLessThanOrEqual(Math.min(today, first + length) - first + 1);
          else expect(p.days).toBe(period.days);
        },
      ),
      { numRuns: 200 },
    );
  });
});
