import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keptUntil, type StartPlace, usableCopy } from './kept-screen.ts';

const NOW = Date.UTC(2026, 10, 27, 18, 0);
const copy = {
  path: '/',
  staffId: '2',
  styles: ['/assets/boot-abc.css'],
  css: '.calendar { display: grid }',
  until: NOW + 60_000,
  html: '<header>Home</header>',
  mark: 'calendar',
};
const place: StartPlace = { pathname: '/', search: '', staffId: '2', now: NOW };

describe('the kept first screen', () => {
  it('is drawn for the page, the staff member and the day it was kept for', () => {
    expect(usableCopy(copy, place)).toEqual(copy);
  });

  it('is not drawn for another staff member, or with nobody signed in', () => {
    expect(usableCopy(copy, { ...place, staffId: '3' })).toBeUndefined();
    expect(usableCopy(copy, { ...place, staffId: undefined })).toBeUndefined();
  });

  it('is not drawn on another page, or on the page opened on another day (a query)', () => {
    expect(usableCopy(copy, { ...place, pathname: '/overview' })).toBeUndefined();
    expect(usableCopy(copy, { ...place, search: '?day=2026-11-28' })).toBeUndefined();
  });

  it('is not drawn once its day is over', () => {
    expect(usableCopy(copy, { ...place, now: copy.until })).toBeUndefined();
    expect(usableCopy(copy, { ...place, now: copy.until - 1 })).toEqual(copy);
  });

  it('is not drawn from a malformed or older record', () => {
    for (const stored of [
      null,
      'x',
      42,
      {},
      { ...copy, styles: undefined },
      { ...copy, html: 1 },
      { ...copy, styles: [1] },
    ])
      expect(usableCopy(stored, place)).toBeUndefined();
    const { mark: _mark, ...noMark } = copy;
    expect(usableCopy(noMark, place)).toEqual(noMark);
  });

  it("lasts until an hour before the salon's midnight, whatever the time of day", () => {
    // 6:00 PM on the salon's wall clock: midnight is 6 hours away; the copy lasts 5.
    expect(keptUntil(NOW, 18 * 60)).toBe(NOW + 5 * 3_600_000);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        fc.integer({ min: 0, max: 2 ** 42 }),
        (minutes, now) => {
          const until = keptUntil(now, minutes);
          // Never past the salon's midnight (even an hour early when clocks change that night)…
          expect(until + 3_600_000 - now).toBe((24 * 60 - minutes) * 60_000);
          // …and never into the next day: at most 23 hours on.
          expect(until - now).toBeLessThanOrEqual(23 * 3_600_000);
        },
      ),
    );
  });
});
