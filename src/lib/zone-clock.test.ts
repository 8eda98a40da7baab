import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intlOffset, offsetSpans } from '../contract/zone-spans.ts';
import { instantOfWallClock, intlWallClock, spanAt, wallClockAt, zoneWallClock } from './zone-clock.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

describe('zone offsets', () => {
  it('reads the offset Intl gives, in minutes', () => {
    expect(intlOffset('America/Los_Angeles', Date.UTC(2026, 0, 15))).toBe(-480);
    expect(intlOffset('America/Los_Angeles', Date.UTC(2026, 6, 15))).toBe(-420);
    expect(intlOffset('Asia/Kolkata', Date.UTC(2026, 6, 15))).toBe(330);
    expect(intlOffset('UTC', Date.UTC(2026, 6, 15))).toBe(0);
  });

  it('finds each change of offset to the minute (US spring and autumn, 2026)', () => {
    const spans = offsetSpans('America/Los_Angeles', Date.UTC(2026, 1, 1), 300);
    expect(spans.map((s) => s.offset)).toEqual([-480, -420, -480]);
    // 2026-03-08 02:00 PST is 10:00 UTC; 2026-11-01 02:00 PDT is 09:00 UTC.
    expect(spans[0]?.to).toBe(Date.UTC(2026, 2, 8, 10));
    expect(spans[1]?.to).toBe(Date.UTC(2026, 10, 1, 9));
    // Contiguous, covering the whole range.
    expect(spans[0]?.from).toBe(Date.UTC(2026, 1, 1));
    for (let i = 1; i < spans.length; i++) expect(spans[i]?.from).toBe(spans[i - 1]?.to);
    expect(spans.at(-1)?.to).toBe(Date.UTC(2026, 1, 1) + 300 * DAY);
  });

  it('has one span for a zone without daylight saving time', () => {
    expect(offsetSpans('Asia/Ho_Chi_Minh', Date.UTC(2026, 0, 1), 365)).toEqual([
      { from: Date.UTC(2026, 0, 1), to: Date.UTC(2026, 0, 1) + 365 * DAY, offset: 420 },
    ]);
  });

  it('gives the same wall clock as Intl at any instant of the spans (property)', () => {
    const zones = [
      'America/Los_Angeles',
      'America/New_York',
      'Europe/Berlin',
      'Australia/Sydney',
      'Asia/Kolkata',
    ];
    const start = Date.UTC(2026, 0, 1);
    const spans = new Map(zones.map((z) => [z, offsetSpans(z, start, 400)]));
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 400 * 24 * 60 - 1 }),
        (zone, minute) => {
          const instant = start + minute * MINUTE + 30_000;
          const span = spanAt(spans.get(zone), instant);
          expect(span).toBeDefined();
          expect(wallClockAt(instant, span?.offset ?? Number.NaN)).toEqual(intlWallClock(instant, zone));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('answers from Intl where no span is kept, for known and unknown zones', () => {
    const instant = new Date('2025-03-10T17:30:45Z');
    expect(zoneWallClock(instant, 'America/Los_Angeles')).toEqual({ day: '2025-03-10', minutes: 630.75 });
    expect(zoneWallClock(instant, 'Not/AZone').day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('a wall-clock time of a zone as an instant', () => {
  it("turns the salon's wall clock into UTC, daylight saving included", () => {
    expect(new Date(instantOfWallClock('11-27-2026 10:15:00', 'America/Los_Angeles')).toISOString()).toBe(
      '2026-11-27T18:15:00.000Z',
    );
    expect(new Date(instantOfWallClock('07-01-2026 10:15', 'America/Los_Angeles')).toISOString()).toBe(
      '2026-07-01T17:15:00.000Z',
    );
    // The day clocks go back: 1:30 AM happens twice; the first is taken.
    expect(new Date(instantOfWallClock('11-01-2026 01:30:00', 'America/Los_Angeles')).toISOString()).toMatch(
      /^2026-11-01T0[89]:30/,
    );
    expect(instantOfWallClock('2026-11-27 10:15', 'UTC')).toBeNaN();
  });
});
