import { describe, expect, it } from 'vitest';
import { type Refusal, refusalOf } from '../../http/errors.ts';
import {
  calendarRange,
  calendarTimeIn,
  displayStartIn,
  MAX_CALENDAR_DAYS,
  minutesBetween,
} from './calendar.ts';

const LA = 'America/Los_Angeles';

/** The answer a refusal gets (as the server's error handler maps it), with its message. */
function refusal(fn: () => unknown): Refusal & { message: string } {
  try {
    fn();
  } catch (err) {
    const answer = refusalOf(err);
    if (answer) return { ...answer, message: answer.body.message };
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('calendarRange', () => {
  it('covers whole local days, 23 h across the spring DST change', () => {
    const r = calendarRange('2026-03-08', '2026-03-08', LA);
    expect(r.start.toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(r.end.toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(r.days).toBe(1);
  });

  it('covers whole local days, 25 h across the autumn DST change', () => {
    const r = calendarRange('2026-11-01', '2026-11-01', LA);
    expect(r.end.getTime() - r.start.getTime()).toBe(25 * 3_600_000);
  });

  it(`allows ${MAX_CALENDAR_DAYS} days and no more`, () => {
    expect(calendarRange('2026-01-01', '2026-03-03', LA).days).toBe(62);
    const err = refusal(() => calendarRange('2026-01-01', '2026-03-04', LA));
    expect(err.status).toBe(400);
    expect(err.message).toMatch(/at most 62 days/);
  });

  it.each([
    ['2026-02-29', '2026-03-01', /not a day on the calendar/],
    ['2026-04-31', '2026-05-01', /not a day on the calendar/],
    ['0001-01-01', '0001-01-02', /out of range/],
    ['2026-03-02', '2026-03-01', /cannot be before/],
  ])('refuses %s … %s', (a, b, message) => {
    const err = refusal(() => calendarRange(a, b, LA));
    expect(err.status).toBe(400);
    expect(err.message).toMatch(message);
  });

  it('accepts a leap day', () => {
    expect(calendarRange('2028-02-29', '2028-02-29', LA).days).toBe(1);
  });
});

describe('formats', () => {
  const instant = new Date('2026-03-11T23:05:09Z');
  it('writes calendar times as MM-DD-YYYY HH:mm:ss in the zone', () => {
    expect(calendarTimeIn(instant, LA)).toBe('03-11-2026 16:05:09');
    expect(calendarTimeIn(instant, 'America/Chicago')).toBe('03-11-2026 18:05:09');
  });

  it('writes the start date with a 12-hour clock', () => {
    expect(displayStartIn(instant, LA)).toBe('03-11-2026 04:05 PM');
    expect(displayStartIn(new Date('2026-03-11T07:30:00Z'), LA)).toBe('03-11-2026 12:30 AM');
    expect(displayStartIn(new Date('2026-03-11T19:00:00Z'), LA)).toBe('03-11-2026 12:00 PM');
  });

  it('counts minutes', () => {
    expect(minutesBetween(instant, new Date(instant.getTime() + 45 * 60_000))).toBe(45);
    expect(minutesBetween(instant, instant)).toBe(0);
  });
});
