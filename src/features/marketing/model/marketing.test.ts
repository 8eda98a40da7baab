import { describe, expect, it } from 'vitest';
import { maskPhoneLast4 } from '../../../lib/format.ts';
import {
  averageText,
  bookingSplit,
  bookingsTotal,
  ratingsText,
  reachOf,
  SOURCE_OPTIONS,
  STAR_OPTIONS,
  shopDayQueryOf,
  sourceOf,
  starOf,
  starRows,
} from './marketing.ts';

describe('marketing figures', () => {
  it('asks report/shop-day for a period in MM-DD-YYYY', () => {
    expect(shopDayQueryOf({ start: '2026-11-01', end: '2026-11-30' })).toEqual({
      type: 'FROM-TO',
      startDate: '11-01-2026',
      endDate: '11-30-2026',
    });
  });

  it('splits the bookings into online, phone and walk-in, the shares adding up to 100', () => {
    const parts = bookingSplit({ online: 1, phone: 1, walkIn: 1 });
    expect(parts.map((p) => [p.label, p.amount, p.percent])).toEqual([
      ['Online', 1, 33.34],
      ['Phone', 1, 33.33],
      ['Walk-in', 1, 33.33],
    ]);
    expect(bookingSplit({ online: 0, phone: 0, walkIn: 0 }).map((p) => p.percent)).toEqual([0, 0, 0]);
    expect(bookingsTotal({ online: 2, phone: 3, walkIn: 4 })).toBe(9);
  });

  it('writes the rating summary: one decimal, its count in words, a bar per star from 5 down', () => {
    expect(averageText(4.25, 4)).toBe('4.3');
    expect(averageText(0, 0)).toBe('–');
    expect(ratingsText(1)).toBe('1 rating');
    expect(ratingsText(855)).toBe('855 ratings');
    expect(ratingsText(1200)).toBe('1,200 ratings');
    expect(starRows([0, 0, 1, 1, 2])).toEqual([
      { star: 5, count: 2, percent: 50 },
      { star: 4, count: 1, percent: 25 },
      { star: 3, count: 1, percent: 25 },
      { star: 2, count: 0, percent: 0 },
      { star: 1, count: 0, percent: 0 },
    ]);
  });
});

describe('marketing filters', () => {
  it("offer the spec's star filter and sources, and read only their values", () => {
    expect(STAR_OPTIONS.map((o) => o.label)).toEqual([
      'All Star',
      '5 Stars',
      '4 Stars',
      '3 Stars',
      '2 Stars',
      '1 Star',
    ]);
    expect(SOURCE_OPTIONS.map((o) => o.label)).toEqual([
      'All Source',
      'Ticket',
      'Appointment',
      'Marketing',
      'Review',
    ]);
    expect([starOf('5'), starOf('1'), starOf(''), starOf('6'), starOf('2.5'), starOf(null)]).toEqual([
      5,
      1,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect([sourceOf('REVIEW'), sourceOf(''), sourceOf('EMAIL'), sourceOf(null)]).toEqual([
      'REVIEW',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("counts a group's reachable customers by email or by text", () => {
    const group = { type: 'LOYALTY' as const, customers: 8, withEmail: 3, withPhone: 8 };
    expect(reachOf(group, 'EMAIL')).toEqual({ reachable: 3, percent: 38 });
    expect(reachOf(group, 'SMS')).toEqual({ reachable: 8, percent: 100 });
    expect(reachOf({ ...group, customers: 0, withEmail: 0, withPhone: 0 }, 'EMAIL')).toEqual({
      reachable: 0,
      percent: 0,
    });
  });

  it('masks a phone to its last 4 digits', () => {
    expect(maskPhoneLast4('4085550134')).toBe('(***) ***-0134');
    expect(maskPhoneLast4('(408) 555-0134')).toBe('(***) ***-0134');
    expect(maskPhoneLast4('12')).toBe('');
  });
});
