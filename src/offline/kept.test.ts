import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JUST_ANSWERED_MS, keptStaleTime } from './kept.ts';

describe('how long a kept answer counts as fresh', () => {
  const now = 1_800_000_000_000;

  it('an answer just fetched by the loader is not asked for again when its screen shows it', () => {
    // "Asked again whenever shown" (fresh 0) still waits for the moment after the answer came.
    expect(keptStaleTime(0, now - 10, now)).toBe(JUST_ANSWERED_MS);
  });

  it("is the definition's own time when that is longer", () => {
    expect(keptStaleTime(60_000, now - 10, now)).toBe(60_000);
    fc.assert(
      fc.property(fc.nat(10 * 60_000), fc.nat(now), (fresh, updatedAt) => {
        expect(keptStaleTime(fresh, updatedAt, now)).toBe(Math.max(fresh, JUST_ANSWERED_MS));
      }),
    );
  });

  it('an answer dated ahead of the clock (set back since) is stale', () => {
    expect(keptStaleTime(60_000, now + 60_000, now)).toBe(0);
  });
});
