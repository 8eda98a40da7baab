import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askAgainOnShow, JUST_ANSWERED_MS } from './kept.ts';

describe('a kept answer when its screen is shown', () => {
  const now = 1_800_000_000_000;

  it('is not asked for again when the loader has just fetched it', () => {
    expect(askAgainOnShow({ dataUpdatedAt: now - 10, isInvalidated: false }, now)).toBe(false);
    expect(askAgainOnShow({ dataUpdatedAt: now - JUST_ANSWERED_MS + 1, isInvalidated: false }, now)).toBe(
      false,
    );
  });

  it('is asked for again once older, or when read from the phone (an earlier answer)', () => {
    expect(askAgainOnShow({ dataUpdatedAt: now - JUST_ANSWERED_MS, isInvalidated: false }, now)).toBe(true);
    expect(askAgainOnShow({ dataUpdatedAt: 0, isInvalidated: false }, now)).toBe(true);
  });

  it('is always asked for again once a change made here marked it out of date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: now }), (updatedAt) => {
        expect(askAgainOnShow({ dataUpdatedAt: updatedAt, isInvalidated: true }, now)).toBe(true);
      }),
    );
  });

  it('is asked for again after a clock set back (an answer dated in the future)', () => {
    expect(askAgainOnShow({ dataUpdatedAt: now + 60_000, isInvalidated: false }, now)).toBe(true);
  });
});
