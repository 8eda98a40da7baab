import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.ts';
import {
  buildIncomeReport,
  commissionCents,
  historyTimeIn,
  incomePeriod,
  type StaffTicket,
  staffShare,
  type WholeTicket,
} from './income-math.ts';

const LA = 'America/Los_Angeles';
const ANY_TIME = { start: new Date('2000-01-01T00:00:00Z'), end: new Date('2100-01-01T00:00:00Z') };

function whole(over: Partial<WholeTicket> = {}): WholeTicket {
  return {
    id: 1,
    billNumber: 1001,
    customerName: 'Ann Lee',
    status: 'CLOSED',
    closedAt: new Date('2025-01-15T20:00:00Z'),
    voidedAt: null,
    appointmentId: null,
    lines: [],
    tips: [],
    discounts: [],
    star: null,
    ...over,
  };
}

function mine(over: Partial<StaffTicket> = {}): StaffTicket {
  return {
    id: 1,
    billNumber: 1001,
    customerName: 'Ann Lee',
    closedAt: new Date('2025-01-15T20:00:00Z'),
    fromAppointment: false,
    star: 0,
    salesCents: 0,
    supplyCents: 0,
    tipCents: 0,
    discountCents: 0,
    ...over,
  };
}

describe('commissionCents', () => {
  it('is round(sales × rate / 10 000) to the cent, halves up', () => {
    expect(commissionCents(12_345, 6000)).toBe(7407); // 7407.0
    expect(commissionCents(12_345, 5000)).toBe(6173); // 6172.5 → up
    expect(commissionCents(12_345, 5500)).toBe(6790); // 6789.75
    expect(commissionCents(1, 4999)).toBe(0); // 0.4999
    expect(commissionCents(3, 1667)).toBe(1); // 0.5001
    expect(commissionCents(1, 5000)).toBe(1); // 0.5
    expect(commissionCents(0, 6000)).toBe(0);
    expect(commissionCents(123_456_789, 6500)).toBe(80_246_913); // 80 246 912.85
    expect(commissionCents(9_999, 10_000)).toBe(9_999);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => commissionCents(10.5, 6000)).toThrow(RangeError);
  });
});

describe('staffShare', () => {
  const ticket = whole({
    appointmentId: 77,
    star: 4,
    lines: [
      { kind: 'SERVICE', staffId: 1, priceCents: 3000, supplyCents: 200 },
      { kind: 'SERVICE', staffId: 2, priceCents: 4500, supplyCents: 300 },
      { kind: 'SERVICE', staffId: 1, priceCents: 1000, supplyCents: 50 },
      { kind: 'PRODUCT', staffId: null, priceCents: 1200, supplyCents: 0 },
      // A product sold by a technician is not a service sale of theirs.
      { kind: 'PRODUCT', staffId: 1, priceCents: 900, supplyCents: 0 },
    ],
    tips: [
      { staffId: 1, amountCents: 500 },
      { staffId: 2, amountCents: 800 },
    ],
    discounts: [
      { source: 'OWNER', staffId: null, amountCents: 1000 },
      { source: 'OWNER', staffId: 1, amountCents: 400 },
      { source: 'STAFF', staffId: 2, amountCents: 500 },
      { source: 'STAFF', staffId: 1, amountCents: 300 },
    ],
  });

  it('splits a multi-technician ticket: each gets only their own lines, tip and staff discounts', () => {
    expect(staffShare(ticket, 1, ANY_TIME)).toEqual({
      id: 1,
      billNumber: 1001,
      customerName: 'Ann Lee',
      closedAt: ticket.closedAt,
      fromAppointment: true,
      star: 4,
      salesCents: 4000,
      supplyCents: 250,
      tipCents: 500,
      discountCents: 300,
    });
    expect(staffShare(ticket, 2, ANY_TIME)).toMatchObject({
      salesCents: 4500,
      supplyCents: 300,
      tipCents: 800,
      discountCents: 500,
    });
  });

  it("leaves out tickets that are not the staff member's sales of the period", () => {
    expect(staffShare(ticket, 3, ANY_TIME)).toBeNull(); // no line of theirs
    const tipOnly = whole({
      lines: [{ kind: 'SERVICE', staffId: 2, priceCents: 100, supplyCents: 0 }],
      tips: [{ staffId: 1, amountCents: 500 }],
    });
    expect(staffShare(tipOnly, 1, ANY_TIME)).toBeNull();
    expect(staffShare({ ...ticket, status: 'OPEN', closedAt: null }, 1, ANY_TIME)).toBeNull();
    expect(staffShare({ ...ticket, voidedAt: new Date('2025-01-15T21:00:00Z') }, 1, ANY_TIME)).toBeNull();
    const closed = ticket.closedAt ?? new Date(0);
    // Closed exactly at the end of the period: the next period's.
    expect(staffShare(ticket, 1, { start: new Date(0), end: closed })).toBeNull();
    expect(staffShare(ticket, 1, { start: closed, end: new Date(closed.getTime() + 1) })).not.toBeNull();
  });
});

describe('buildIncomeReport', () => {
  const period = { from: '2025-01-13', to: '2025-01-19' };

  it('adds up the listed tickets to the cent, newest first', () => {
    const rows = [
      mine({
        id: 10,
        billNumber: 1010,
        salesCents: 4000,
        supplyCents: 250,
        tipCents: 500,
        discountCents: 300,
      }),
      mine({
        id: 11,
        billNumber: 1011,
        closedAt: new Date('2025-01-16T22:05:09Z'),
        fromAppointment: true,
        star: 5,
        salesCents: 3333,
        supplyCents: 100,
        tipCents: 0,
      }),
      mine({
        id: 12,
        billNumber: 1012,
        closedAt: new Date('2025-01-14T08:00:00Z'),
        salesCents: 1,
        tipCents: 0,
      }),
    ];
    const r = buildIncomeReport(rows, 5500, period, LA);
    // Sales 4000 + 3333 + 1 = 7334; 7334 × 0.55 = 4033.7 → 4034.
    expect(r).toEqual({
      totalAmount: 78.34, // 45.00 + 33.33 + 0.01
      commission: 40.34,
      tip: 5,
      discount: 3,
      supply: 3.5,
      totalTickets: 3,
      totalBooking: 1,
      from: '2025-01-13',
      to: '2025-01-19',
      tickets: [
        {
          id: 11,
          billNumber: 1011,
          customerName: 'Ann Lee',
          star: 5,
          tip: 0,
          supply: 1,
          total: 33.33,
          create: '01/16/2025 02:05:09 PM',
        },
        {
          id: 10,
          billNumber: 1010,
          customerName: 'Ann Lee',
          star: 0,
          tip: 5,
          supply: 2.5,
          total: 45,
          create: '01/15/2025 12:00:00 PM',
        },
        {
          id: 12,
          billNumber: 1012,
          customerName: 'Ann Lee',
          star: 0,
          tip: 0,
          supply: 0,
          total: 0.01,
          create: '01/14/2025 12:00:00 AM',
        },
      ],
    });
  });

  it('rounds the commission once, on the period, not per ticket', () => {
    // Two tickets of $0.01 at 50 %: per ticket 0.5 → 1 + 1 = 2 cents; on the period 1 cent.
    const rows = [mine({ id: 1, salesCents: 1 }), mine({ id: 2, salesCents: 1 })];
    expect(buildIncomeReport(rows, 5000, period, LA).commission).toBe(0.01);
  });

  it('hides tickets whose total is 0 or less, from the list and from every figure', () => {
    const rows = [
      mine({ id: 1, salesCents: 2000, supplyCents: 100, tipCents: 300 }),
      // A free service: supply and a staff discount, but nothing sold.
      mine({
        id: 2,
        salesCents: 0,
        supplyCents: 150,
        tipCents: 0,
        discountCents: 200,
        fromAppointment: true,
      }),
    ];
    const r = buildIncomeReport(rows, 6000, period, LA);
    expect(r.tickets.map((t) => t.id)).toEqual([1]);
    expect(r).toMatchObject({
      totalAmount: 23,
      commission: 12,
      tip: 3,
      discount: 0,
      supply: 1,
      totalTickets: 1,
      totalBooking: 0,
    });
  });

  it('answers zeros and an empty list when nothing was sold', () => {
    expect(buildIncomeReport([], 6000, period, LA)).toEqual({
      totalAmount: 0,
      commission: 0,
      tip: 0,
      discount: 0,
      supply: 0,
      totalTickets: 0,
      totalBooking: 0,
      from: '2025-01-13',
      to: '2025-01-19',
      tickets: [],
    });
  });
});

describe('incomePeriod', () => {
  it('DAY is today in the salon zone, whatever day it is in UTC', () => {
    // 05:30 UTC on the 16th is 21:30 on the 15th in San Jose (PST, UTC−8).
    const p = incomePeriod({ type: 'DAY' }, new Date('2025-01-16T05:30:00Z'), LA);
    expect(p).toMatchObject({ from: '2025-01-15', to: '2025-01-15' });
    expect(p.start.toISOString()).toBe('2025-01-15T08:00:00.000Z');
    expect(p.end.toISOString()).toBe('2025-01-16T08:00:00.000Z');
  });

  it('WEEK runs Monday to Sunday, across the spring DST change (a 167-hour week)', () => {
    // DST starts in the US on Sunday 9 March 2025 at 02:00. Sunday evening is still that week.
    const sunday = incomePeriod({ type: 'WEEK' }, new Date('2025-03-10T06:59:00Z'), LA); // Sun 23:59 PDT
    expect(sunday).toMatchObject({ from: '2025-03-03', to: '2025-03-09' });
    expect(sunday.start.toISOString()).toBe('2025-03-03T08:00:00.000Z'); // midnight PST
    expect(sunday.end.toISOString()).toBe('2025-03-10T07:00:00.000Z'); // midnight PDT
    expect((sunday.end.getTime() - sunday.start.getTime()) / 3_600_000).toBe(167);
    const monday = incomePeriod({ type: 'WEEK' }, new Date('2025-03-10T07:00:00Z'), LA); // Mon 00:00 PDT
    expect(monday).toMatchObject({ from: '2025-03-10', to: '2025-03-16' });
    expect(monday.start.toISOString()).toBe('2025-03-10T07:00:00.000Z');
  });

  it('WEEK across the autumn DST change is 169 hours; a week may span two years', () => {
    const fall = incomePeriod({ type: 'WEEK' }, new Date('2025-10-29T19:00:00Z'), LA); // Wednesday
    expect(fall).toMatchObject({ from: '2025-10-27', to: '2025-11-02' });
    expect(fall.start.toISOString()).toBe('2025-10-27T07:00:00.000Z');
    expect(fall.end.toISOString()).toBe('2025-11-03T08:00:00.000Z');
    expect((fall.end.getTime() - fall.start.getTime()) / 3_600_000).toBe(169);
    // Sunday 5 January 2025, 21:00 PST (already Monday in UTC).
    const newYear = incomePeriod({ type: 'WEEK' }, new Date('2025-01-06T05:00:00Z'), LA);
    expect(newYear).toMatchObject({ from: '2024-12-30', to: '2025-01-05' });
  });

  it('RANGE is startDate … endDate inclusive; DAY and WEEK ignore the dates', () => {
    const now = new Date('2025-06-01T12:00:00Z');
    const r = incomePeriod({ type: 'RANGE', startDate: '2025-03-08', endDate: '2025-03-09' }, now, LA);
    expect(r).toMatchObject({ from: '2025-03-08', to: '2025-03-09' });
    expect(r.start.toISOString()).toBe('2025-03-08T08:00:00.000Z');
    expect(r.end.toISOString()).toBe('2025-03-10T07:00:00.000Z');
    const day = incomePeriod({ type: 'DAY', startDate: '2020-01-01', endDate: '2020-01-02' }, now, LA);
    expect(day).toMatchObject({ from: '2025-06-01', to: '2025-06-01' });
    const year = incomePeriod({ type: 'RANGE', startDate: '2024-01-01', endDate: '2024-12-31' }, now, LA);
    expect(year.last - year.first + 1).toBe(366);
  });

  it('refuses bad ranges with a clear message', () => {
    const now = new Date('2025-06-01T12:00:00Z');
    const range = (startDate?: string, endDate?: string) => () =>
      incomePeriod({ type: 'RANGE', startDate, endDate }, now, LA);
    expect(range('2025-03-09', '2025-03-08')).toThrow(
      new DomainError('invalid', 'The end date cannot be before the start date'),
    );
    expect(range('2024-01-01', '2025-01-01')).toThrow(
      'A range can cover at most 366 days; this one covers 367.',
    );
    expect(range('2025-02-30', '2025-03-01')).toThrow('startDate is not a day on the calendar: 2025-02-30.');
    expect(range('2025-3-1', '2025-03-01')).toThrow('startDate must be a date written YYYY-MM-DD.');
    expect(range('2025-03-01')).toThrow('A RANGE needs both startDate and endDate');
  });
});

describe('historyTimeIn', () => {
  it('writes MM/DD/YYYY hh:mm:ss AM/PM in the salon zone', () => {
    expect(historyTimeIn(new Date('2025-01-15T22:05:09Z'), LA)).toBe('01/15/2025 02:05:09 PM');
    expect(historyTimeIn(new Date('2025-01-15T08:00:00Z'), LA)).toBe('01/15/2025 12:00:00 AM');
    expect(historyTimeIn(new Date('2025-07-04T19:30:00Z'), LA)).toBe('07/04/2025 12:30:00 PM'); // PDT
    expect(historyTimeIn(new Date('2025-01-15T22:05:09Z'), 'America/Chicago')).toBe('01/15/2025 04:05:09 PM');
  });
});
