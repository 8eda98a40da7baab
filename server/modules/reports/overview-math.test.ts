import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from '../../../src/contract/money.ts';
import {
  buildOverview,
  computeOverview,
  countCustomers,
  grossCents,
  growthPercent,
  LINE_KINDS,
  type OverviewTicket,
  refundedLineCents,
  refundedSaleCents,
  type SaleRow,
  splitPercents,
  ticketInScope,
  ticketSales,
} from './overview-math.ts';

/** Percentages as integer hundredths, so sums are exact. */
const hundredths = (ps: readonly number[]) => ps.map((p) => Math.round(p * 100));
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('splitPercents', () => {
  it('splits exact shares without adjustment', () => {
    expect(splitPercents([1, 1])).toEqual([50, 50]);
    expect(splitPercents([1, 3])).toEqual([25, 75]);
    expect(splitPercents([500, 0, 0])).toEqual([100, 0, 0]);
  });

  it('gives the missing hundredths to the largest remainders, earlier part first on ties', () => {
    expect(splitPercents([1, 1, 1])).toEqual([33.34, 33.33, 33.33]);
    expect(splitPercents([2, 1, 1])).toEqual([50, 25, 25]);
    // 1/6 = 16.666…, 5/6 = 83.333…: the larger remainder goes up.
    expect(splitPercents([1, 5])).toEqual([16.67, 83.33]);
    // 12500 / 29148 = 42.8845…, 16648 / 29148 = 57.1154…
    expect(splitPercents([12500, 16648])).toEqual([42.88, 57.12]);
    // Rounding each share alone would give 33.33 × 3 = 99.99.
    expect(sum(hundredths(splitPercents([100, 100, 100])))).toBe(10_000);
  });

  it('is all zeros when the sum is zero', () => {
    expect(splitPercents([0, 0, 0])).toEqual([0, 0, 0]);
    expect(splitPercents([])).toEqual([]);
  });

  it('still adds up to 100 with a negative part', () => {
    const ps = splitPercents([150, -50]);
    expect(ps).toEqual([150, -50]);
    expect(sum(hundredths(splitPercents([7, -3, 1])))).toBe(10_000);
  });

  it('rejects amounts that are not whole cents', () => {
    expect(() => splitPercents([1.5, 2])).toThrow(RangeError);
  });

  it('property: adds up to 100.00, has 2 decimals, and is within 0.01 of the exact share', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 12 }),
        (parts) => {
          const ps = splitPercents(parts);
          const total = sum(parts);
          expect(ps).toHaveLength(parts.length);
          if (total === 0) {
            expect(ps.every((p) => p === 0)).toBe(true);
            return;
          }
          const hs = hundredths(ps);
          expect(sum(hs)).toBe(10_000);
          ps.forEach((p, i) => {
            expect(p).toBe((hs[i] ?? Number.NaN) / 100);
            const exact = ((parts[i] ?? 0) * 100) / total;
            expect(Math.abs(p - exact)).toBeLessThan(0.01 + 1e-9);
            expect(p).toBeGreaterThanOrEqual(0);
          });
        },
      ),
      { seed: 20250308, numRuns: 2000 },
    );
  });
});

describe('growthPercent', () => {
  it('is the change against the previous amount, in percent', () => {
    expect(growthPercent(15_000, 10_000)).toBe(50);
    expect(growthPercent(5_000, 10_000)).toBe(-50);
    expect(growthPercent(10_000, 10_000)).toBe(0);
    expect(growthPercent(29_148, 10_000)).toBe(191.48);
    expect(growthPercent(0, 10_000)).toBe(-100);
  });

  it('rounds to 2 decimals, halves away from zero', () => {
    // 1/3 → 33.333… %
    expect(growthPercent(4, 3)).toBe(33.33);
    // 2/3 → 66.666… %
    expect(growthPercent(5, 3)).toBe(66.67);
    expect(growthPercent(1, 3)).toBe(-66.67);
    // 1/8 → exactly 12.5 %.
    expect(growthPercent(9, 8)).toBe(12.5);
    // ±1/20000 = ±0.005 %: a half, rounded away from zero.
    expect(growthPercent(20_001, 20_000)).toBe(0.01);
    expect(growthPercent(19_999, 20_000)).toBe(-0.01);
  });

  it('defines the case of a zero previous period', () => {
    expect(growthPercent(0, 0)).toBe(0);
    expect(growthPercent(1, 0)).toBe(100);
    expect(growthPercent(123_456, 0)).toBe(100);
    expect(growthPercent(-5, 0)).toBe(-100);
  });
});

describe('countCustomers', () => {
  it('counts each customer once and each ticket without a customer as one', () => {
    expect(countCustomers([1, 2, 1, null, null, 2, 3])).toBe(5);
    expect(countCustomers([])).toBe(0);
  });
});

describe('ticketInScope', () => {
  const range = { start: new Date('2025-03-08T08:00:00Z'), end: new Date('2025-03-15T07:00:00Z') };
  const base: OverviewTicket = {
    status: 'CLOSED',
    closedAt: new Date('2025-03-10T12:00:00Z'),
    voidedAt: null,
    totalCents: 0,
    refundedCents: 0,
    customerId: null,
    appointmentId: null,
    lines: [],
  };
  it('keeps closed, not voided tickets closed in [start, end)', () => {
    expect(ticketInScope(base, range)).toBe(true);
    expect(ticketInScope({ ...base, closedAt: range.start }, range)).toBe(true);
    expect(ticketInScope({ ...base, closedAt: range.end }, range)).toBe(false);
    expect(ticketInScope({ ...base, closedAt: new Date(range.end.getTime() - 1) }, range)).toBe(true);
    expect(ticketInScope({ ...base, closedAt: new Date(range.start.getTime() - 1) }, range)).toBe(false);
    expect(ticketInScope({ ...base, status: 'OPEN', closedAt: null }, range)).toBe(false);
    expect(ticketInScope({ ...base, voidedAt: new Date('2025-03-11T00:00:00Z') }, range)).toBe(false);
  });
});

describe('buildOverview', () => {
  it('is all zeros with no sales', () => {
    expect(
      buildOverview({
        sales: [],
        totalCustomer: 0,
        totalAppointment: 2,
        totalNewCustomer: 1,
        previousGrossCents: 0,
      }),
    ).toEqual({
      totalCustomer: 0,
      totalAppointment: 2,
      totalNewCustomer: 1,
      grossSale: 0,
      percent: 0,
      appointment: 0,
      percentAppointment: 0,
      walkIn: 0,
      percentWalkIn: 0,
      services: 0,
      percentServices: 0,
      giftCard: 0,
      percentGiftCard: 0,
      products: 0,
      percentProducts: 0,
      serviceDetails: [],
    });
  });

  it('sums cents, not floating dollars', () => {
    const sales: SaleRow[] = [
      { kind: 'SERVICE', name: 'A', fromAppointment: false, amountCents: 10 },
      { kind: 'SERVICE', name: 'A', fromAppointment: false, amountCents: 20 },
      { kind: 'PRODUCT', name: 'P', fromAppointment: true, amountCents: 1 },
    ];
    const o = buildOverview({
      sales,
      totalCustomer: 1,
      totalAppointment: 0,
      totalNewCustomer: 0,
      previousGrossCents: 0,
    });
    // 0.1 + 0.2 in floating point would be 0.30000000000000004.
    expect(o.services).toBe(0.3);
    expect(o.grossSale).toBe(0.31);
    expect(o.appointment).toBe(0.01);
    expect(o.walkIn).toBe(0.3);
    expect(o.serviceDetails).toEqual([{ serviceName: 'A', totalAmount: 0.3, percent: 100 }]);
  });

  it('sorts service details by amount, then by name', () => {
    const sales: SaleRow[] = [
      { kind: 'SERVICE', name: 'Manicure', fromAppointment: false, amountCents: 5000 },
      { kind: 'SERVICE', name: 'Acrylic', fromAppointment: true, amountCents: 4999 },
      { kind: 'SERVICE', name: 'Gel', fromAppointment: true, amountCents: 5000 },
      { kind: 'SERVICE', name: 'Pedicure', fromAppointment: false, amountCents: 3500 },
      { kind: 'SERVICE', name: 'Pedicure', fromAppointment: true, amountCents: 3500 },
      { kind: 'GIFT_CARD', name: 'Gift', fromAppointment: false, amountCents: 99_999 },
    ];
    const o = buildOverview({
      sales,
      totalCustomer: 0,
      totalAppointment: 0,
      totalNewCustomer: 0,
      previousGrossCents: 0,
    });
    expect(o.serviceDetails).toEqual([
      { serviceName: 'Pedicure', totalAmount: 70, percent: 31.82 },
      { serviceName: 'Gel', totalAmount: 50, percent: 22.73 },
      { serviceName: 'Manicure', totalAmount: 50, percent: 22.73 },
      { serviceName: 'Acrylic', totalAmount: 49.99, percent: 22.72 },
    ]);
    expect(o.percent).toBe(100);
  });

  it('property: the splits add up to the gross sale exactly and the percentages to 100', () => {
    const saleRow = fc.record({
      kind: fc.constantFrom(...LINE_KINDS),
      name: fc.constantFrom('Manicure', 'Pedicure', 'Gel', 'Acrylic', 'Dip', 'Wax'),
      fromAppointment: fc.boolean(),
      amountCents: fc.integer({ min: 0, max: 2_000_00 }),
    });
    fc.assert(
      fc.property(
        fc.array(saleRow, { maxLength: 60 }),
        fc.nat({ max: 10_000_000 }),
        (sales, previousGrossCents) => {
          const o = buildOverview({
            sales,
            totalCustomer: 0,
            totalAppointment: 0,
            totalNewCustomer: 0,
            previousGrossCents,
          });
          const gross = toCents(o.grossSale);
          expect(gross).toBe(sum(sales.map((s) => s.amountCents)));
          expect(toCents(o.appointment) + toCents(o.walkIn)).toBe(gross);
          expect(toCents(o.services) + toCents(o.giftCard) + toCents(o.products)).toBe(gross);
          expect(sum(o.serviceDetails.map((d) => toCents(d.totalAmount)))).toBe(toCents(o.services));
          // Every amount is whole cents.
          for (const m of [o.grossSale, o.appointment, o.walkIn, o.services, o.giftCard, o.products]) {
            expect(Math.round(m * 100) / 100).toBe(m);
          }
          const expected = gross === 0 ? 0 : 10_000;
          expect(sum(hundredths([o.percentAppointment, o.percentWalkIn]))).toBe(expected);
          expect(sum(hundredths([o.percentServices, o.percentGiftCard, o.percentProducts]))).toBe(expected);
          if (toCents(o.services) > 0)
            expect(sum(hundredths(o.serviceDetails.map((d) => d.percent)))).toBe(10_000);
          expect(o.percent).toBe(growthPercent(gross, previousGrossCents));
          // Sorted by amount descending, then name.
          for (let i = 1; i < o.serviceDetails.length; i++) {
            const a = o.serviceDetails[i - 1];
            const b = o.serviceDetails[i];
            if (!a || !b) throw new Error('unreachable');
            expect(
              a.totalAmount > b.totalAmount ||
                (a.totalAmount === b.totalAmount && a.serviceName < b.serviceName),
            ).toBe(true);
          }
        },
      ),
      { seed: 42, numRuns: 1000 },
    );
  });
});

describe('computeOverview', () => {
  it('applies the scope and splits a small set of tickets', () => {
    const range = { start: new Date('2025-03-08T08:00:00Z'), end: new Date('2025-03-15T07:00:00Z') };
    const closedAt = new Date('2025-03-10T18:00:00Z');
    const tickets: OverviewTicket[] = [
      {
        status: 'CLOSED',
        closedAt,
        voidedAt: null,
        totalCents: 0,
        refundedCents: 0,
        customerId: 1,
        appointmentId: 7,
        lines: [
          { kind: 'SERVICE', name: 'Manicure', priceCents: 2500 },
          { kind: 'GIFT_CARD', name: 'Gift card', priceCents: 5000 },
        ],
      },
      {
        status: 'CLOSED',
        closedAt,
        voidedAt: null,
        totalCents: 0,
        refundedCents: 0,
        customerId: 1,
        appointmentId: null,
        lines: [{ kind: 'PRODUCT', name: 'Oil', priceCents: 1250 }],
      },
      {
        status: 'CLOSED',
        closedAt,
        voidedAt: null,
        totalCents: 0,
        refundedCents: 0,
        customerId: null,
        appointmentId: null,
        lines: [
          { kind: 'SERVICE', name: 'Pedicure', priceCents: 3750 },
          // Not one of the three kinds: ignored.
          { kind: 'FEE', name: 'Something', priceCents: 999 },
        ],
      },
      // Voided, open and out-of-period tickets do not count.
      {
        status: 'CLOSED',
        closedAt,
        voidedAt: closedAt,
        totalCents: 0,
        refundedCents: 0,
        customerId: 2,
        appointmentId: null,
        lines: [{ kind: 'SERVICE', name: 'Manicure', priceCents: 100_000 }],
      },
      {
        status: 'OPEN',
        closedAt: null,
        voidedAt: null,
        totalCents: 0,
        refundedCents: 0,
        customerId: 3,
        appointmentId: null,
        lines: [{ kind: 'SERVICE', name: 'Manicure', priceCents: 100_000 }],
      },
      {
        status: 'CLOSED',
        closedAt: range.end,
        voidedAt: null,
        totalCents: 0,
        refundedCents: 0,
        customerId: 4,
        appointmentId: null,
        lines: [{ kind: 'SERVICE', name: 'Manicure', priceCents: 100_000 }],
      },
    ];
    const o = computeOverview({
      range,
      tickets,
      appointmentCount: 3,
      newCustomerCount: 1,
      previousGrossCents: 25_000,
    });
    expect(o).toEqual({
      totalCustomer: 2,
      totalAppointment: 3,
      totalNewCustomer: 1,
      grossSale: 125,
      percent: -50,
      appointment: 75,
      percentAppointment: 60,
      walkIn: 50,
      percentWalkIn: 40,
      services: 62.5,
      percentServices: 50,
      giftCard: 50,
      percentGiftCard: 40,
      products: 12.5,
      percentProducts: 10,
      serviceDetails: [
        { serviceName: 'Pedicure', totalAmount: 37.5, percent: 60 },
        { serviceName: 'Manicure', totalAmount: 25, percent: 40 },
      ],
    });
  });
});

describe('refunds in the overview', () => {
  it('take back the refunded share of the total from the sale, halves up', () => {
    // A fifth of 67.00 refunded: a fifth of the 60.00 of lines.
    expect(refundedSaleCents(6000, 6700, 1340)).toBe(1200);
    // 10.00 of 70.00 (60.00 of lines, tax and tip): 8.571… → 8.57.
    expect(refundedSaleCents(6000, 7000, 1000)).toBe(857);
    // 1/2 cent exactly: 1 × 1 / 2 → 1 (halves up).
    expect(refundedSaleCents(1, 2, 1)).toBe(1);
    // In full: the whole sale, whatever the discount made the total.
    expect(refundedSaleCents(10_000, 7500, 7500)).toBe(10_000);
    expect(refundedSaleCents(6000, 6700, 0)).toBe(0);
    expect(refundedSaleCents(0, 500, 500)).toBe(0);
    expect(refundedSaleCents(6000, 0, 0)).toBe(0);
  });

  it('share what they take back by line price, to the cent', () => {
    expect(refundedLineCents([5000, 1000], 6700, 1340)).toEqual([1000, 200]);
    // 1 cent over three equal lines: the earliest takes it.
    expect(refundedLineCents([100, 100, 100], 300, 1)).toEqual([1, 0, 0]);
    expect(refundedLineCents([5000, 2500, 5000], 12_500, 1000)).toEqual([400, 200, 400]);
  });

  it('never take more than a line holds, and add up to the refunded sale (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (prices, extra, fraction) => {
          const lines = sum(prices);
          const total = lines + extra;
          const refunded = Math.floor(total * fraction);
          const back = refundedLineCents(prices, total, refunded);
          const sale = refundedSaleCents(lines, total, refunded);
          expect(sum(back)).toBe(sale);
          expect(sale).toBeLessThanOrEqual(lines);
          back.forEach((b, i) => {
            expect(b).toBeGreaterThanOrEqual(0);
            expect(b).toBeLessThanOrEqual(prices[i] ?? 0);
            // Within a cent of the line's exact share.
            if (lines > 0) expect(Math.abs(b - ((prices[i] ?? 0) * sale) / lines)).toBeLessThan(1);
          });
          if (total > 0 && refunded === total) expect(sale).toBe(lines);
        },
      ),
    );
  });

  it('leave a ticket its lines less what was taken back, in the overview and its gross', () => {
    const ticket: OverviewTicket = {
      status: 'CLOSED',
      closedAt: new Date('2025-03-10T12:00:00Z'),
      voidedAt: null,
      totalCents: 6700,
      refundedCents: 1340,
      customerId: null,
      appointmentId: 3,
      lines: [
        { kind: 'SERVICE', name: 'Acrylic Fill', priceCents: 5000 },
        { kind: 'TIP', name: 'ignored', priceCents: 700 },
        { kind: 'SERVICE', name: 'Nail Art', priceCents: 1000 },
      ],
    };
    expect(grossCents([ticket])).toBe(4800);
    const rows = ticketSales(ticket);
    expect(sum(rows.filter((r) => r.name === 'Acrylic Fill').map((r) => r.amountCents))).toBe(4000);
    expect(sum(rows.filter((r) => r.name === 'Nail Art').map((r) => r.amountCents))).toBe(800);
    expect(rows.every((r) => r.fromAppointment)).toBe(true);
  });
});
