import { describe, expect, it } from 'vitest';
import { displayDay } from '../../../lib/day.ts';
import { commPlusTip, defaultRange, visibleTickets } from './income.ts';

describe('income figures', () => {
  it('computes Comm + Tip to the cent', () => {
    expect(commPlusTip({ commission: 57.34, tip: 12.1, discount: 3.05 })).toBe(66.39);
    expect(commPlusTip({ commission: 0.1, tip: 0.2, discount: 0 })).toBe(0.3);
    expect(commPlusTip({ commission: 0, tip: 0, discount: 5 })).toBe(-5);
  });
  it('hides tickets with a total of 0 or less', () => {
    expect(visibleTickets([{ total: 10 }, { total: 0 }, { total: -2 }, { total: 0.01 }])).toEqual([
      { total: 10 },
      { total: 0.01 },
    ]);
  });
  it('defaults a range to the last 14 days', () => {
    expect(defaultRange('2026-11-22')).toEqual({ start: '2026-11-09', end: '2026-11-22' });
  });
  it('shows dates as MM-DD-YYYY', () => {
    expect(displayDay('2026-11-09')).toBe('11-09-2026');
  });
});
