import { describe, expect, it } from 'vitest';
import {
  addTicket,
  cardTipCents,
  noFigures,
  type PayRates,
  payOf,
  salaryEmployee,
  salaryReportOf,
  sumDays,
} from './salary-math.ts';

const rates = (r: Partial<PayRates> = {}): PayRates => ({
  commissionBps: 6000,
  checkBps: 0,
  tipFeeBps: 0,
  tipsTo: 'CASH',
  ...r,
});
const part = (p: Partial<Parameters<typeof addTicket>[1]> = {}) => ({
  salesCents: 0,
  services: 1,
  supplyCents: 0,
  tipCents: 0,
  discountCents: 0,
  ticketTipCents: 0,
  cardPaidCents: 0,
  ...p,
});

describe('salary arithmetic (docs/reports.md "Employee salaries")', () => {
  it('takes the card part of a tip in proportion, halves up, never past the card payments', () => {
    expect(cardTipCents(part({ tipCents: 600, ticketTipCents: 1000, cardPaidCents: 700 }))).toBe(420);
    expect(cardTipCents(part({ tipCents: 333, ticketTipCents: 1000, cardPaidCents: 500 }))).toBe(167);
    expect(cardTipCents(part({ tipCents: 800, ticketTipCents: 800, cardPaidCents: 5500 }))).toBe(800);
    expect(cardTipCents(part({ tipCents: 800, ticketTipCents: 800, cardPaidCents: 0 }))).toBe(0);
    expect(cardTipCents(part({ tipCents: 0, ticketTipCents: 0, cardPaidCents: 100 }))).toBe(0);
  });

  it('leaves out a ticket the Commission tab hides (sales + tip of 0)', () => {
    const f = noFigures();
    addTicket(f, part({ salesCents: 0, tipCents: 0, supplyCents: 150, discountCents: 100 }));
    expect(f).toEqual(noFigures());
    addTicket(f, part({ salesCents: 4000, supplyCents: 200 }));
    expect(f.salesCents).toBe(4000);
    expect(f.services).toBe(1);
  });

  it('takes a staff discount off the pay, never an owner one', () => {
    const base = { ...noFigures(), salesCents: 10_000 };
    const owner = salaryEmployee({ id: 1, name: 'Mai', active: true, ...rates() }, base);
    expect(owner).toMatchObject({
      commissionValue: 60,
      discountValue: 0,
      discountSourceType: 'OWNER',
      total: 60,
    });
    const staff = salaryEmployee(
      { id: 1, name: 'Mai', active: true, ...rates() },
      { ...base, discountCents: 500 },
    );
    expect(staff).toMatchObject({
      commissionValue: 60,
      discountValue: 5,
      discountSourceType: 'STAFF',
      total: 55,
    });
  });

  it('keeps the card fee from the card tips only', () => {
    const p = payOf(
      { ...noFigures(), salesCents: 0, tipCents: 2000, cardTipCents: 1500 },
      rates({ tipFeeBps: 350 }),
    );
    // round(15.00 × 3.5 %) = 0.525 → 0.53
    expect(p.tipFeeCents).toBe(53);
    expect(p.tipToCashCents).toBe(1947);
    expect(p.totalCents).toBe(1947);
  });

  it('splits cash and check to the cent: the check rounded, the cash the rest', () => {
    for (const [sales, checkBps] of [
      [3333, 3333],
      [10_001, 5000],
      [9_999, 6667],
      [1, 9999],
    ] as const) {
      const p = payOf(
        { ...noFigures(), salesCents: sales, tipCents: 777, cardTipCents: 777 },
        rates({ checkBps, tipFeeBps: 250, tipsTo: 'CHECK' }),
      );
      expect(p.caCents + p.chCents).toBe(p.wageCents);
      expect(p.cashCents + p.checkCents).toBe(p.totalCents);
      expect(p.tipToCheckCents).toBe(777 - p.tipFeeCents);
    }
    // 45.00 at 33.33 %: check round(14.9985) = 15.00, cash 30.00.
    const p = payOf({ ...noFigures(), salesCents: 7500 }, rates({ checkBps: 3333 }));
    expect([p.chCents, p.caCents]).toEqual([1500, 3000]);
  });

  it('pays a wage below zero (discounts past the commission) all in cash', () => {
    const p = payOf({ ...noFigures(), salesCents: 1000, discountCents: 900 }, rates({ checkBps: 5000 }));
    expect(p.wageCents).toBe(-300);
    expect([p.chCents, p.caCents, p.cashCents, p.checkCents]).toEqual([0, -300, -300, 0]);
  });

  it('adds days up, lists active staff and anyone with figures, sorted by total', () => {
    const day = new Map([[2, { ...noFigures(), salesCents: 1000 }]]);
    const figures = sumDays([day, day, new Map()]);
    expect(figures.get(2)?.salesCents).toBe(2000);
    const members = [
      { id: 1, name: 'Ann', active: true, ...rates() },
      { id: 2, name: 'Bea', active: false, ...rates() },
      { id: 3, name: 'Cat', active: false, ...rates() },
    ];
    const r = salaryReportOf(members, figures, 'desc', { from: '2026-11-23', to: '2026-11-29' });
    expect(r.employees.map((e) => e.staffName)).toEqual(['Bea', 'Ann']);
    expect(r.totalCash).toBe(12);
    expect(salaryReportOf(members, figures, 'asc', r).employees.map((e) => e.staffName)).toEqual([
      'Ann',
      'Bea',
    ]);
  });
});
