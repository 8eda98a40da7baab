import { describe, expect, it } from 'vitest';
import { choosePeriod, initialChoice } from '../../../lib/periods.ts';
import {
  PAYMENT_PARTS,
  paymentSplit,
  paymentsTotal,
  SUMMARY_LIMITS,
  SUMMARY_PICKERS,
  SUMMARY_SECTIONS,
  SUMMARY_TABS,
} from './summary.ts';

const paid = (
  creditCard: number,
  cash: number,
  gitCard: number,
  checkOther: number,
  rewardPoint: number,
) => ({
  creditCard,
  cash,
  gitCard,
  checkOther,
  rewardPoint,
});

describe('the summary report’s payment split', () => {
  it('gives each way of paying its amount and share, in the drawer’s order', () => {
    const split = paymentSplit(paid(300, 100, 50, 50, 0));
    expect(split.map((s) => s.label)).toEqual([
      'Credit card',
      'Cash',
      'Gift card',
      'Check/Other',
      'Reward points',
    ]);
    expect(split.map((s) => s.amount)).toEqual([300, 100, 50, 50, 0]);
    expect(split.map((s) => s.percent)).toEqual([60, 20, 10, 10, 0]);
  });

  it('shares add up to exactly 100 with the hundredths by largest remainder', () => {
    const split = paymentSplit(paid(10, 10, 10, 0, 0));
    expect(split.map((s) => s.percent)).toEqual([33.34, 33.33, 33.33, 0, 0]);
    const odd = paymentSplit(paid(12.34, 56.78, 0.01, 9.99, 3.21));
    const sum = odd.reduce((a, s) => a + Math.round(s.percent * 100), 0);
    expect(sum).toBe(10_000);
  });

  it('shows no share when nothing was paid, and counts a paid-back amount as none', () => {
    expect(paymentSplit(paid(0, 0, 0, 0, 0)).map((s) => s.percent)).toEqual([0, 0, 0, 0, 0]);
    const back = paymentSplit(paid(100, -20, 0, 0, 0));
    expect(back.map((s) => s.percent)).toEqual([100, 0, 0, 0, 0]);
    expect(back[1]?.amount).toBe(-20);
  });

  it('adds the payments to the cent', () => {
    expect(paymentsTotal(paid(0.1, 0.2, 0, 0, 0))).toBe(0.3);
  });

  it('lists every money figure of the report once', () => {
    const fields = SUMMARY_SECTIONS.flatMap((s) => s.rows).map((r) => r.field);
    const all = [...fields, ...PAYMENT_PARTS.map((p) => p.field)];
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual(
      [
        'totalService',
        'totalProducts',
        'totalGiftSold',
        'totalTip',
        'totalDiscountOwner',
        'totalDiscountEmployee',
        'totalRefund',
        'totalVoided',
        'profit',
        'loss',
        'creditCard',
        'cash',
        'gitCard',
        'checkOther',
        'rewardPoint',
        'totalSalesCC',
        'totalFees',
        'totalCashDiscountTip',
        'total',
      ].sort(),
    );
  });
});

describe('the summary report’s pickers', () => {
  const today = '2026-11-25';
  const choice = initialChoice(today);

  it('offers Today, Weekly and Range, with a day picker and a week picker', () => {
    expect(SUMMARY_TABS).toEqual(['TODAY', 'WEEKLY', 'RANGE']);
    expect(SUMMARY_PICKERS).toEqual(['TODAY', 'WEEKLY']);
  });

  it('takes a day or week after today as today’s', () => {
    expect(choosePeriod('TODAY', { ...choice, day: '2026-11-26' }, today, SUMMARY_LIMITS).period).toEqual({
      start: today,
      end: today,
    });
    expect(choosePeriod('WEEKLY', { ...choice, week: '2026-12-09' }, today, SUMMARY_LIMITS).period).toEqual({
      start: '2026-11-23',
      end: '2026-11-29',
    });
  });

  it('refuses a range ending after today, ending before it starts, or longer than a request covers', () => {
    const range = (start: string, end: string) =>
      choosePeriod('RANGE', { ...choice, range: { start, end } }, today, SUMMARY_LIMITS).problem;
    expect(range('2025-11-25', today)).toBeNull();
    expect(range('2025-11-24', today)).toBe('Choose at most 366 days.');
    expect(range(today, '2026-11-26')).toBe('The end date cannot be after today');
    expect(range(today, '2026-11-24')).toBe('The end date cannot be before the start date');
  });
});
