import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MONEY_CENTS } from './money-input.ts';
import {
  capRefund,
  DEFAULT_SPLIT_TOTAL_CENTS,
  parseManualAmount,
  percentOf,
  preTipCents,
  REFUND_PERCENTS,
  refundPreset,
  SPLIT_TOLERANCE_CENTS,
  sanitizeManualInput,
  splitEven,
  splitMismatch,
  splitPercent,
  splitShares,
  TIP_PRESETS,
  tipPreset,
} from './tips.ts';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const total = fc.integer({ min: 0, max: MAX_MONEY_CENTS });
/** A ticket's staff: 1 to 12 service amounts, some of them 0. */
const services = fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: MAX_MONEY_CENTS })), {
  minLength: 1,
  maxLength: 12,
});

describe('tip presets', () => {
  it('are 15, 20 and 25 % of the ticket total, a half cent rounded up', () => {
    expect(TIP_PRESETS).toEqual([15, 20, 25]);
    expect(tipPreset(10_000, 15)).toBe(1_500);
    expect(tipPreset(1_010, 15)).toBe(152); // 151.5
    expect(tipPreset(1_030, 15)).toBe(155); // 154.5
    expect(tipPreset(1_001, 20)).toBe(200); // 200.2
    expect(tipPreset(4_550, 25)).toBe(1_138); // 1137.5
    expect(tipPreset(0, 25)).toBe(0);
  });

  it('are within half a cent of the exact percentage, never negative', () => {
    fc.assert(
      fc.property(total, fc.constantFrom(...TIP_PRESETS, ...REFUND_PERCENTS), (cents, percent) => {
        const tip = percentOf(cents, percent);
        expect(Number.isInteger(tip)).toBe(true);
        expect(tip).toBeGreaterThanOrEqual(0);
        expect(Math.abs(tip - (cents * percent) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
    expect(percentOf(-500, 20)).toBe(0);
    expect(percentOf(500, Number.NaN)).toBe(0);
  });
});

describe('the Percent split', () => {
  it('shares in proportion to each service amount', () => {
    expect(splitPercent(1_000, [3_000, 1_000])).toEqual([750, 250]);
    expect(splitPercent(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitPercent(1_000, [0, 5_000])).toEqual([0, 1_000]);
  });

  it('shares evenly when nobody has a service amount', () => {
    expect(splitPercent(1_000, [0, 0, 0])).toEqual([333, 333, 334]);
    expect(splitPercent(1_000, [])).toEqual([]);
  });

  it('gives every share ≥ 0, adding up to the total to the cent, each within a cent of its exact value', () => {
    fc.assert(
      fc.property(total, services, (tip, amounts) => {
        const shares = splitPercent(tip, amounts);
        expect(shares).toHaveLength(amounts.length);
        for (const s of shares) {
          expect(Number.isInteger(s)).toBe(true);
          expect(s).toBeGreaterThanOrEqual(0);
        }
        expect(sum(shares)).toBe(tip);
        const weight = sum(amounts);
        if (weight > 0) {
          amounts.forEach((a, i) => {
            expect(Math.abs((shares[i] ?? 0) - (tip * a) / weight)).toBeLessThan(1 + 1e-6);
          });
        }
      }),
    );
  });
});

describe('the Even split', () => {
  it('gives the remainder to the last person', () => {
    expect(splitEven(1_000, 3)).toEqual([333, 333, 334]);
    expect(splitEven(DEFAULT_SPLIT_TOTAL_CENTS, 3)).toEqual([3_333, 3_333, 3_334]);
    expect(splitEven(5, 1)).toEqual([5]);
    expect(splitEven(5, 0)).toEqual([]);
  });

  it('gives equal shares ≥ 0, the last the rest, adding up to the total to the cent', () => {
    fc.assert(
      fc.property(total, fc.integer({ min: 1, max: 50 }), (tip, n) => {
        const shares = splitEven(tip, n);
        expect(shares).toHaveLength(n);
        expect(sum(shares)).toBe(tip);
        const first = shares[0] ?? 0;
        for (const s of shares.slice(0, -1)) expect(s).toBe(first);
        const last = shares.at(-1) ?? 0;
        expect(last).toBeGreaterThanOrEqual(first);
        expect(last - first).toBeLessThan(n);
      }),
    );
  });
});

describe('manual split amounts', () => {
  it('keep only digits and one decimal point', () => {
    expect(sanitizeManualInput('$1a2.3.4')).toBe('12.34');
    expect(parseManualAmount('12.5')).toBe(1_250);
  });

  it('count anything not a number as 0, and never throw or give a negative or NaN', () => {
    expect(parseManualAmount('abc')).toBe(0);
    expect(parseManualAmount('-7')).toBe(700);
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cents = parseManualAmount(text);
        expect(Number.isInteger(cents)).toBe(true);
        expect(cents).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('a split that does not add up', () => {
  it('is accepted within 2 cents of the total', () => {
    expect(SPLIT_TOLERANCE_CENTS).toBe(2);
    expect(splitMismatch(10_000, [5_000, 5_000])).toBeNull();
    expect(splitMismatch(10_000, [5_000, 4_998])).toBeNull();
    expect(splitMismatch(10_000, [5_000, 5_002])).toBeNull();
  });

  it("is refused with the spec's alert, in dollars", () => {
    expect(splitMismatch(10_000, [5_000, 4_000])).toBe(
      'Total assigned tips ($90.00) must equal total tip amount ($100.00)',
    );
    expect(splitMismatch(1_200, [1_203])).toBe(
      'Total assigned tips ($12.03) must equal total tip amount ($12.00)',
    );
    expect(splitMismatch(150_000, [0])).toBe(
      'Total assigned tips ($0.00) must equal total tip amount ($1,500.00)',
    );
  });

  it('never refuses a Percent or Even split', () => {
    fc.assert(
      fc.property(total, services, (tip, amounts) => {
        expect(splitMismatch(tip, splitPercent(tip, amounts))).toBeNull();
        expect(splitMismatch(tip, splitEven(tip, amounts.length))).toBeNull();
      }),
    );
  });
});

describe('refunds', () => {
  it('offer 10, 20, 30, 40, 50, 75 and 100 % of the ticket total', () => {
    expect(REFUND_PERCENTS).toEqual([10, 20, 30, 40, 50, 75, 100]);
    expect(refundPreset(4_550, 30, 4_550)).toBe(1_365);
    expect(refundPreset(4_550, 100, 4_550)).toBe(4_550);
  });

  it('are capped at what is left to refund', () => {
    expect(refundPreset(10_000, 75, 2_000)).toBe(2_000);
    expect(capRefund(5_000, 4_550)).toBe(4_550);
    expect(capRefund(-100, 4_550)).toBe(0);
    expect(capRefund(100, -1)).toBe(0);
  });

  it('are never above what is refundable, never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -MAX_MONEY_CENTS, max: MAX_MONEY_CENTS }),
        total,
        total,
        fc.constantFrom(...REFUND_PERCENTS),
        (asked, bill, refundable, percent) => {
          for (const amount of [capRefund(asked, refundable), refundPreset(bill, percent, refundable)]) {
            expect(Number.isInteger(amount)).toBe(true);
            expect(amount).toBeGreaterThanOrEqual(0);
            expect(amount).toBeLessThanOrEqual(refundable);
          }
        },
      ),
    );
  });
});

describe('split shares by method', () => {
  const staff = [
    { staffId: 4, serviceCents: 3000 },
    { staffId: 9, serviceCents: 1000 },
  ];
  it('percent by service amount, even with the remainder last, manual as typed', () => {
    expect(splitShares('PERCENT', 2000, staff, {})).toEqual([1500, 500]);
    expect(splitShares('EVEN', 1001, staff, {})).toEqual([500, 501]);
    expect(splitShares('MANUAL', 2000, staff, { 4: '12.5', 9: 'x' })).toEqual([1250, 0]);
  });
  it('presets are a share of the ticket before its tip', () => {
    expect(preTipCents(5400, 900)).toBe(4500);
    expect(preTipCents(500, 900)).toBe(0);
  });
});
