import { describe, expect, it } from 'vitest';
import { customerLabel, instantText, ratingLabel, splitTicketTime, ticketChangeText } from './tickets.ts';

describe('tickets for people', () => {
  it('names customers as the spec says', () => {
    expect(customerLabel('WALL-IN')).toBe('Walk-In');
    expect(customerLabel('wall-in')).toBe('Walk-In');
    expect(customerLabel('')).toBe('Unknown');
    expect(customerLabel('  Anna Tran ')).toBe('Anna Tran');
  });
  it('shows dates as MM-DD-YYYY', () => {
    expect(splitTicketTime('11/21/2026 03:05:09 PM')).toEqual({ date: '11-21-2026', time: '3:05 PM' });
    // The detail's 24-hour time is shown as the lists show theirs.
    expect(splitTicketTime('11/21/2026 15:05:09')).toEqual({ date: '11-21-2026', time: '3:05 PM' });
    expect(splitTicketTime('11/21/2026 00:30:00')).toEqual({ date: '11-21-2026', time: '12:30 AM' });
    expect(splitTicketTime('11/21/2026 12:00:00')).toEqual({ date: '11-21-2026', time: '12:00 PM' });
    expect(splitTicketTime('11/21/2026 9:05:00 am')).toEqual({ date: '11-21-2026', time: '9:05 AM' });
  });
  it('labels ratings', () => {
    expect([1, 2, 3, 4, 5].map(ratingLabel)).toEqual(['Terrible', 'Bad', 'Okay', 'Good', 'Great']);
  });
});

describe('ticket history', () => {
  const at = Date.UTC(2026, 10, 22, 23, 4, 30); // 3:04 PM in Los Angeles (UTC−8)
  const base = { at, by: 'Kim Nguyen', before: null, after: null, method: null, note: '' };
  it('writes a moment in the salon zone, 12-hour', () => {
    expect(instantText(at, 'America/Los_Angeles')).toBe('11-22-2026 3:04 PM');
    expect(instantText(at, 'UTC')).toBe('11-22-2026 11:04 PM');
    expect(instantText(Date.UTC(2026, 10, 22, 0, 5), 'UTC')).toBe('11-22-2026 12:05 AM');
    expect(instantText(Date.UTC(2026, 10, 22, 12, 0), 'UTC')).toBe('11-22-2026 12:00 PM');
  });
  it('writes each kind of change', () => {
    const zone = 'America/Los_Angeles';
    expect(ticketChangeText({ ...base, kind: 'TIP', before: 12, after: 18, method: 'PERCENT' }, zone)).toBe(
      'Tip $12.00 → $18.00, split Percent, by Kim Nguyen, 11-22-2026 3:04 PM',
    );
    expect(ticketChangeText({ ...base, kind: 'TIP', before: 0, after: 5, method: 'SINGLE' }, zone)).toBe(
      'Tip $0.00 → $5.00, by Kim Nguyen, 11-22-2026 3:04 PM',
    );
    expect(ticketChangeText({ ...base, kind: 'REFUND', before: 0, after: 7.5, note: 'Chipped' }, zone)).toBe(
      'Refunded $0.00 → $7.50 (Chipped), by Kim Nguyen, 11-22-2026 3:04 PM',
    );
    expect(ticketChangeText({ ...base, kind: 'VOID', note: 'Busy' }, zone)).toBe(
      'Voided (Busy), by Kim Nguyen, 11-22-2026 3:04 PM',
    );
    expect(ticketChangeText({ ...base, kind: 'UPDATE', note: 'Customer Walk-In → Ann' }, zone)).toBe(
      'Updated: Customer Walk-In → Ann, by Kim Nguyen, 11-22-2026 3:04 PM',
    );
  });
});
