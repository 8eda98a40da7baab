import { describe, expect, it } from 'vitest';
import { addWallClockMinutes, wallClockDay, wallClockMinutes } from './wall-clock.ts';

describe('wall clock', () => {
  it('adds minutes across hours, days and months', () => {
    expect(addWallClockMinutes('11-22-2026 10:45:00', 15)).toBe('11-22-2026 11:00:00');
    expect(addWallClockMinutes('11-30-2026 23:50:00', 15)).toBe('12-01-2026 00:05:00');
    expect(addWallClockMinutes('03-01-2028 00:10:00', -15)).toBe('02-29-2028 23:55:00');
  });
  it('keeps a malformed value as it is', () => {
    expect(addWallClockMinutes('tomorrow', 15)).toBe('tomorrow');
    expect(wallClockMinutes('2026-11-22 10:00:00')).toBeNaN();
  });
  it('tells the business day', () => {
    expect(wallClockDay('11-22-2026 10:45:00')).toBe('2026-11-22');
  });
});
