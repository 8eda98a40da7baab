import { describe, expect, it } from 'vitest';
import { blockingBySource } from './browser.ts';

const ORIGIN = 'http://127.0.0.1:18720';

describe('blockingBySource', () => {
  it("counts each task's time over 50 ms after the first paint, by what ran it", () => {
    const share = blockingBySource(
      [
        { url: `${ORIGIN}/assets/framework.js`, duration: 120, startTime: 2_000 },
        { url: 'http://127.0.0.1/_lighthouse-eval.js', duration: 109, startTime: 3_000 },
        { url: 'Unattributable', duration: 66, startTime: 2_500 },
        { url: `${ORIGIN}/assets/first-frame.js`, duration: 64, startTime: 4_000 },
      ],
      1_000,
      ORIGIN,
    );
    expect(share).toEqual({ page: 70 + 14, lighthouse: 59, other: 16 });
  });

  it('counts only the part of a task after the first paint, and nothing of one before it', () => {
    const share = blockingBySource(
      [
        // 100 ms of it after the first paint: 50 ms over.
        { url: `${ORIGIN}/assets/boot.js`, duration: 300, startTime: 800 },
        // Wholly before the first paint.
        { url: `${ORIGIN}/assets/framework.js`, duration: 400, startTime: 0 },
        // 50 ms of it after the first paint: not over the threshold.
        { url: `${ORIGIN}/assets/main.js`, duration: 90, startTime: 960 },
      ],
      1_000,
      ORIGIN,
    );
    expect(share).toEqual({ page: 50, lighthouse: 0, other: 0 });
  });

  it('counts nothing for tasks of 50 ms or less, or no tasks', () => {
    expect(blockingBySource([{ url: ORIGIN, duration: 50, startTime: 5_000 }], 0, ORIGIN)).toEqual({
      page: 0,
      lighthouse: 0,
      other: 0,
    });
    expect(blockingBySource([], 0, ORIGIN)).toEqual({ page: 0, lighthouse: 0, other: 0 });
  });
});
