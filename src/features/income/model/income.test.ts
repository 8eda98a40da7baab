import { describe, expect, it } from 'vitest';
import {
  commPlusTip,
  customerLabel,
  defaultRange,
  displayDay,
  RANGE_ORDER_MESSAGE,
  rangeProblem,
  ratingLabel,
  splitTicketTime,
  visibleTickets,
} from './income.ts';

describe('income figures', () => {
  it('computes Comm + Tip to the cent', () => {
    expect(commPlusTip({ commission: 57.34, tip: 12.1, discount: 3.05 })).toBe(66.39);
    expect(commPlusTip({ commission: 0.1, tip: 0.2, discount: 0 })).toBe(0.3);
    expect(commPlusTip({ commission: 0, tip: 0, discount: 5 })).toBe(-5);
  });
  it('names customers as the spec says', () => {
    expect(customerLabel('WALL-IN')).toBe('Walk-In');
    expect(customerLabel('wall-in')).toBe('Walk-In');
    expect(customerLabel('')).toBe('Unknown');
    expect(customerLabel('  Anna Tran ')).toBe('Anna Tran');
  });
  it('hides tickets with a total of 0 or less', () => {
    expect(visibleTickets([{ total: 10 }, { total: 0 }, { total: -2 }, { total: 0.01 }])).toEqual([
      { total: 10 },
      { total: 0.01 },
    ]);
  });
  it('defaults a range to the last 14 days and refuses an end before the start', () => {
    expect(defaultRange('2026-11-22')).toEqual({ start: '2026-11-09', end: '2026-11-22' });
    expect(rangeProblem('2026-11-10', '2026-11-09')).toBe(RANGE_ORDER_MESSAGE);
    expect(rangeProblem('2026-11-10', '2026-11-10')).toBeNull();
    expect(rangeProblem('', '2026-11-10')).toBe('Choose both dates.');
  });
  it('shows dates as MM-DD-YYYY', () => {
    expect(splitTicketTime('11/21/2026 03:05:09 PM')).toEqual({ date: '11-21-2026', time: '03:05 PM' });
    expect(splitTicketTime('11/21/2026 15:05:09')).toEqual({ date: '11-21-2026', time: '15:05' });
    expect(displayDay('2026-11-09')).toBe('11-09-2026');
  });
  it('labels ratings', () => {
    expect([1, 2, 3, 4, 5].map(ratingLabel)).toEqual(['Terrible', 'Bad', 'Okay', 'Good', 'Great']);
  });
});
