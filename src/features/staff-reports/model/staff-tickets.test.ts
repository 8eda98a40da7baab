import { describe, expect, it } from 'vitest';
import { countByTab, ticketDay, ticketsOfTab } from './staff-tickets.ts';

const tickets = [
  { billId: 1, status: 'OPEN' as const },
  { billId: 2, status: 'CLOSED' as const },
  { billId: 3, status: 'CLOSED' as const },
  { billId: 4, status: 'OPEN' as const },
  { billId: 5, status: 'CLOSED' as const },
];

describe('tickets by staff, by tab', () => {
  it('counts each tab', () => {
    expect(countByTab(tickets)).toEqual({ ALL: 5, OPEN: 2, CLOSED: 3 });
    expect(countByTab([])).toEqual({ ALL: 0, OPEN: 0, CLOSED: 0 });
  });

  it('shows each tab’s tickets in the answer’s order, as many as its count', () => {
    expect(ticketsOfTab(tickets, 'ALL').map((t) => t.billId)).toEqual([1, 2, 3, 4, 5]);
    expect(ticketsOfTab(tickets, 'OPEN').map((t) => t.billId)).toEqual([1, 4]);
    expect(ticketsOfTab(tickets, 'CLOSED').map((t) => t.billId)).toEqual([2, 3, 5]);
    const counts = countByTab(tickets);
    for (const tab of ['ALL', 'OPEN', 'CLOSED'] as const)
      expect(ticketsOfTab(tickets, tab)).toHaveLength(counts[tab]);
  });
});

describe('the day of a staff member’s tickets', () => {
  it('is today by default, and never after today', () => {
    expect(ticketDay(undefined, '2026-11-20')).toBe('2026-11-20');
    expect(ticketDay('2026-11-18', '2026-11-20')).toBe('2026-11-18');
    expect(ticketDay('2026-11-21', '2026-11-20')).toBe('2026-11-20');
  });
});
