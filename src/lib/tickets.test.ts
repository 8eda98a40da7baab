import { describe, expect, it } from 'vitest';
import { customerLabel, ratingLabel, splitTicketTime } from './tickets.ts';

describe('tickets for people', () => {
  it('names customers as the spec says', () => {
    expect(customerLabel('WALL-IN')).toBe('Walk-In');
    expect(customerLabel('wall-in')).toBe('Walk-In');
    expect(customerLabel('')).toBe('Unknown');
    expect(customerLabel('  Anna Tran ')).toBe('Anna Tran');
  });
  it('shows dates as MM-DD-YYYY', () => {
    expect(splitTicketTime('11/21/2026 03:05:09 PM')).toEqual({ date: '11-21-2026', time: '03:05 PM' });
    // The detail's 24-hour time is shown as the lists show theirs.
    expect(splitTicketTime('11/21/2026 15:05:09')).toEqual({ date: '11-21-2026', time: '03:05 PM' });
    expect(splitTicketTime('11/21/2026 00:30:00')).toEqual({ date: '11-21-2026', time: '12:30 AM' });
    expect(splitTicketTime('11/21/2026 12:00:00')).toEqual({ date: '11-21-2026', time: '12:00 PM' });
    expect(splitTicketTime('11/21/2026 9:05:00 am')).toEqual({ date: '11-21-2026', time: '09:05 AM' });
  });
  it('labels ratings', () => {
    expect([1, 2, 3, 4, 5].map(ratingLabel)).toEqual(['Terrible', 'Bad', 'Okay', 'Good', 'Great']);
  });
});
