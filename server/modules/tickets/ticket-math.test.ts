import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.ts';
import {
  cardFeeCents,
  dollars,
  type Payment,
  reconcileShares,
  settleTipOnPayments,
  TIP_TOLERANCE_CENTS,
  totalPages,
} from './ticket-math.ts';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('dollars', () => {
  it('writes cents as the app writes dollars', () => {
    expect(dollars(1200)).toBe('$12.00');
    expect(dollars(5)).toBe('$0.05');
    expect(dollars(123_450)).toBe('$1234.50');
    expect(dollars(-2)).toBe('-$0.02');
    expect(dollars(0)).toBe('$0.00');
  });
});

describe('reconcileShares', () => {
  const shares = (...cents: number[]) => cents.map((c, i) => ({ staffId: i + 1, cents: c }));

  it('keeps shares that add up to the tip', () => {
    expect(reconcileShares(shares(700, 900), 1600)).toEqual(shares(700, 900));
  });

  it('settles up to 2 cents on the largest shares, a cent each (ties: the earlier)', () => {
    expect(reconcileShares(shares(334, 668), 1000)).toEqual(shares(333, 667));
    expect(reconcileShares(shares(333, 333, 333), 1000)).toEqual(shares(334, 333, 333));
    expect(reconcileShares(shares(333, 333, 332), 1000)).toEqual(shares(334, 334, 332));
    expect(reconcileShares(shares(1, 0, 1), 0)).toEqual(shares(0, 0, 0));
    expect(reconcileShares(shares(998), 1000)).toEqual(shares(1000));
  });

  it("refuses shares off by more than 2 cents with the spec's sentence", () => {
    expect(() => reconcileShares(shares(600, 397), 1000)).toThrow(
      new DomainError('invalid', 'Total assigned tips ($9.97) must equal total tip amount ($10.00)'),
    );
    expect(() => reconcileShares(shares(1003), 1000)).toThrow(DomainError);
  });

  it('stores shares that add up to the tip exactly, none below 0, each moved at most 2 cents (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: -TIP_TOLERANCE_CENTS, max: TIP_TOLERANCE_CENTS }),
        (cents, off) => {
          const total = sum(cents) + off;
          fc.pre(total >= 0);
          const result = reconcileShares(shares(...cents), total);
          expect(sum(result.map((s) => s.cents))).toBe(total);
          result.forEach((s, i) => {
            expect(s.staffId).toBe(i + 1);
            expect(s.cents).toBeGreaterThanOrEqual(0);
            expect(Math.abs(s.cents - (cents[i] ?? 0))).toBeLessThanOrEqual(TIP_TOLERANCE_CENTS);
            // With two shares or more, nobody moves more than a cent when each has one to give.
            if (cents.length >= 2 && cents.every((c) => c > 0))
              expect(Math.abs(s.cents - (cents[i] ?? 0))).toBeLessThanOrEqual(1);
          });
        },
      ),
    );
  });

  it('refuses anything further off (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: TIP_TOLERANCE_CENTS + 1, max: 100_000 }),
        fc.boolean(),
        (cents, gap, under) => {
          const total = sum(cents) + (under ? -gap : gap);
          fc.pre(total >= 0);
          expect(() => reconcileShares(shares(...cents), total)).toThrow(/^Total assigned tips/);
        },
      ),
    );
  });
});

describe('settleTipOnPayments', () => {
  const pay = (method: string, amountCents: number, id: number): Payment => ({ id, method, amountCents });

  it('puts the difference on the last card payment, else on the last payment', () => {
    expect(settleTipOnPayments([pay('CASH', 1000, 1), pay('CREDIT_CARD', 500, 2)], 300)).toEqual([
      pay('CASH', 1000, 1),
      pay('CREDIT_CARD', 800, 2),
    ]);
    expect(settleTipOnPayments([pay('CREDIT_CARD', 500, 1), pay('CASH', 1000, 2)], -200)).toEqual([
      pay('CREDIT_CARD', 300, 1),
      pay('CASH', 1000, 2),
    ]);
    expect(settleTipOnPayments([pay('GIFT_CARD', 500, 1), pay('CASH', 1000, 2)], 150)).toEqual([
      pay('GIFT_CARD', 500, 1),
      pay('CASH', 1150, 2),
    ]);
    expect(settleTipOnPayments([], 150)).toEqual([]);
  });

  it('takes a decrease beyond the card payment from the others, latest first', () => {
    expect(
      settleTipOnPayments([pay('CASH', 1000, 1), pay('CREDIT_CARD', 300, 2), pay('GIFT_CARD', 200, 3)], -600),
    ).toEqual([pay('CASH', 900, 1), pay('CREDIT_CARD', 0, 2), pay('GIFT_CARD', 0, 3)]);
  });

  it('keeps the payments covering the new total, none below 0 (property)', () => {
    const methods = fc.constantFrom('CREDIT_CARD', 'CASH', 'GIFT_CARD', 'CHECK_OTHER', 'POINT');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(methods, fc.integer({ min: 0, max: 100_000 })), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: -500_000, max: 500_000 }),
        (rows, delta) => {
          const payments = rows.map(([method, cents], i) => pay(method, cents, i + 1));
          const paid = sum(payments.map((p) => p.amountCents));
          fc.pre(paid + delta >= 0);
          const settled = settleTipOnPayments(payments, delta);
          expect(sum(settled.map((p) => p.amountCents))).toBe(paid + delta);
          expect(settled.map((p) => [p.id, p.method])).toEqual(payments.map((p) => [p.id, p.method]));
          for (const p of settled) expect(p.amountCents).toBeGreaterThanOrEqual(0);
          // An increase changes one payment only.
          if (delta >= 0)
            expect(
              settled.filter((p, i) => p.amountCents !== payments[i]?.amountCents).length,
            ).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('cardFeeCents and totalPages', () => {
  it('charges the fee on card payments only, rounded as at checkout', () => {
    expect(cardFeeCents([{ method: 'CREDIT_CARD', amountCents: 10_913 }], 300)).toBe(327);
    expect(cardFeeCents([{ method: 'CASH', amountCents: 10_913 }], 300)).toBe(0);
    expect(
      cardFeeCents(
        [
          { method: 'CREDIT_CARD', amountCents: 1000 },
          { method: 'CREDIT_CARD', amountCents: 50 },
        ],
        350,
      ),
    ).toBe(37);
  });

  it('counts at least one page', () => {
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(10, 10)).toBe(1);
    expect(totalPages(11, 10)).toBe(2);
    expect(totalPages(12, 5)).toBe(3);
  });
});
