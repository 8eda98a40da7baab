import { describe, expect, it } from 'vitest';
import { businessRange, InvalidRangeError, previousRange } from './periods.ts';

const LA = 'America/Los_Angeles';
const iso = (d: Date) => d.toISOString();
const hours = (r: { start: Date; end: Date }) => (r.end.getTime() - r.start.getTime()) / 3_600_000;

describe('businessRange', () => {
  it('covers a single business day from local midnight to the next local midnight', () => {
    const r = businessRange('07-04-2025', '07-04-2025', LA);
    expect(iso(r.start)).toBe('2025-07-04T07:00:00.000Z'); // 00:00 PDT (UTC−7)
    expect(iso(r.end)).toBe('2025-07-05T07:00:00.000Z');
    expect(r.days).toBe(1);
    expect(r.firstDay).toBe('2025-07-04');
    expect(r.lastDay).toBe('2025-07-04');
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
    expect(r.lastDay).toBe('2024-02-29');
    expect(businessRange('12-31-2024', '01-01-2025', 'UTC').days).toBe(2);
  });

  it('rejects an end date before the start date', () => {
    expect(() => businessRange('03-14-2025', '03-08-2025', LA)).toThrow(InvalidRangeError);
    expect(() => businessRange('03-14-2025', '03-08-2025', LA)).toThrow(
      'The end date cannot be before the start date',
    );
    expect(() => businessRange('01-01-2026', '12-31-2025', LA)).toThrow(RangeError);
  });

  it('rejects malformed and impossible dates', () => {
    expect(() => businessRange('2025-03-08', '03-09-2025', LA)).toThrow(InvalidRangeError);
    expect(() => businessRange('02-30-2025', '03-01-2025', LA)).toThrow(InvalidRangeError);
    expect(() => businessRange('02-29-2025', '03-01-2025', LA)).toThrow(InvalidRangeError);
    expect(() => businessRange('13-01-2025', '13-01-2025', LA)).toThrow(InvalidRangeError);
  });

  it('rejects an unknown time zone', () => {
    expect(() => businessRange('03-08-2025', '03-09-2025', 'Mars/Olympus')).toThrow(RangeError);
  });

  it('names the error class', () => {
    try {
      businessRange('03-14-2025', '03-08-2025', LA);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(InvalidRangeError);
      expect(e).toBeInstanceOf(RangeError);
      expect((e as Error).name).toBe('InvalidRangeError');
    }
  });
});

describe('previousRange', () => {
  it('is the same number of days just before, across the DST change', () => {
    const r = businessRange('03-09-2025', '03-15-2025', LA);
    const p = previousRange(r);
    expect(p.days).toBe(7);
    expect(p.firstDay).toBe('2025-03-02');
    expect(p.lastDay).toBe('2025-03-08');
    expect(iso(p.start)).toBe('2025-03-02T08:00:00.000Z');
    expect(iso(p.end)).toBe(iso(r.start));
    expect(hours(p)).toBe(7 * 24);
    expect(hours(r)).toBe(7 * 24 - 1);
  });

  it('is the day before for a single day', () => {
    const p = previousRange(businessRange('03-10-2025', '03-10-2025', LA));
    expect(p.firstDay).toBe('2025-03-09');
    expect(hours(p)).toBe(23);
    expect(iso(p.end)).toBe('2025-03-10T07:00:00.000Z');
  });

  it('goes back across a year boundary for a month', () => {
    const p = previousRange(businessRange('01-01-2025', '01-31-2025', LA));
    expect(p.firstDay).toBe('2024-12-01');
    expect(p.lastDay).toBe('2024-12-31');
  });
});
