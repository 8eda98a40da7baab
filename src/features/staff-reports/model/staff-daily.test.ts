import { describe, expect, it } from 'vitest';
import { type DailyFigures, mergeStaffDaily, staffListDate, telHref } from './staff-daily.ts';

const staff = [
  { id: 3, firstName: 'Anna', urlImage: null, phone: '4085550101' },
  { id: 1, firstName: 'Bao', urlImage: 'https://img/bao.png', phone: '4085550102' },
];
const figures = (id: number, extra: Partial<DailyFigures> = {}): DailyFigures => ({
  id,
  clockInTimeCheck: '9:02 AM',
  turn: 2,
  totalAppointment: 3,
  totalSaleService: 120,
  totalTip: 18.5,
  totalSaleToday: 138.5,
  totalSupply: 4,
  ...extra,
});

describe('the staff list’s rows', () => {
  it('gives every listed staff member their figures of the day, by id, in the staff list’s order', () => {
    const rows = mergeStaffDaily(staff, [figures(1, { turn: 5 }), figures(3)]);
    expect(rows.map((r) => [r.id, r.firstName, r.turn])).toEqual([
      [3, 'Anna', 2],
      [1, 'Bao', 5],
    ]);
    expect(rows[1]).toMatchObject({ urlImage: 'https://img/bao.png', phone: '4085550102', totalTip: 18.5 });
  });

  it('shows no clock-in and zero figures for someone without figures that day', () => {
    const [anna] = mergeStaffDaily(staff, [figures(1)]);
    expect(anna).toMatchObject({
      id: 3,
      clockInTimeCheck: null,
      turn: 0,
      totalAppointment: 0,
      totalSaleService: 0,
      totalTip: 0,
      totalSaleToday: 0,
      totalSupply: 0,
    });
  });

  it('keeps figures of someone no longer listed, with the names the figures carry', () => {
    const rows = mergeStaffDaily(staff, [figures(9, { firstName: 'Cleo', phone: '4085550109' }), figures(9)]);
    expect(rows.map((r) => r.id)).toEqual([3, 1, 9]);
    expect(rows[2]).toMatchObject({ firstName: 'Cleo', urlImage: null, phone: '4085550109' });
  });

  it('is empty for a salon without staff or figures', () => {
    expect(mergeStaffDaily([], [])).toEqual([]);
  });
});

describe('the staff list’s day', () => {
  it('is today, or yesterday as the alternative, across a month and a year', () => {
    expect(staffListDate('TODAY', '2026-03-01')).toBe('2026-03-01');
    expect(staffListDate('YESTERDAY', '2026-03-01')).toBe('2026-02-28');
    expect(staffListDate('YESTERDAY', '2027-01-01')).toBe('2026-12-31');
  });
});

describe('calling a staff member', () => {
  it('dials the digits of the phone, and offers no call without a number', () => {
    expect(telHref('(408) 555-0101')).toBe('tel:4085550101');
    expect(telHref('')).toBeNull();
  });
});
