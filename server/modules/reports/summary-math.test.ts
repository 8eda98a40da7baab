import { describe, expect, it } from 'vitest';
import {
  addDays,
  buildSummaryReport,
  cardTipCents,
  emptySummaryDay,
  feeOnTipCents,
  type SummaryTicket,
  summaryOfTickets,
} from './summary-math.ts';

const ticket = (over: Partial<SummaryTicket>): SummaryTicket => ({
  voided: false,
  totalCents: 0,
  tipCents: 0,
  refundedCents: 0,
  cardFeeCents: 0,
  serviceCents: 0,
  productCents: 0,
  giftSoldCents: 0,
  ownerDiscountCents: 0,
  staffDiscountCents: 0,
  cardCents: 0,
  cashCents: 0,
  giftCardCents: 0,
  checkOtherCents: 0,
  pointCents: 0,
  ...over,
});

describe('the card tip and the fee on it', () => {
  it('pays a tip by card first, never more than the card payments', () => {
    expect(cardTipCents(800, 5500)).toBe(800);
    expect(cardTipCents(800, 500)).toBe(500);
    expect(cardTipCents(800, 0)).toBe(0);
  });
  it('takes the fee on the tip as round(fee × card tip ÷ card payments), halves up', () => {
    expect(feeOnTipCents(165, 800, 5500)).toBe(24);
    // 3 × 1 ÷ 2 = 1.5 → 2
    expect(feeOnTipCents(3, 1, 2)).toBe(2);
    expect(feeOnTipCents(0, 800, 5500)).toBe(0);
    expect(feeOnTipCents(165, 0, 5500)).toBe(0);
    expect(feeOnTipCents(165, 800, 0)).toBe(0);
  });
});

describe('a summary', () => {
  it('counts a voided ticket only in totalVoided', () => {
    const sum = summaryOfTickets([
      ticket({ voided: true, totalCents: 3000, serviceCents: 3000, cardCents: 3000 }),
    ]);
    expect(sum).toEqual({ ...emptySummaryDay(), voided: 3000 });
  });
  it('takes the refunded share of the lines from the total, which is the gross sale', () => {
    const sum = summaryOfTickets([
      ticket({
        totalCents: 10_700,
        tipCents: 1000,
        serviceCents: 5000,
        giftSoldCents: 5000,
        refundedCents: 2140,
      }),
    ]);
    const report = buildSummaryReport(sum, { from: '2001-03-14', to: '2001-03-14' });
    expect([report.totalRefund, report.total]).toEqual([20, 80]);
  });
  it('adds its days field by field, and shows a net below zero as a loss', () => {
    const day = summaryOfTickets([
      ticket({ totalCents: 500, serviceCents: 500, cardFeeCents: 0, ownerDiscountCents: 800 }),
    ]);
    const report = buildSummaryReport(addDays([day, emptySummaryDay(), day]), { from: 'a', to: 'b' });
    expect(report.totalTickets).toBe(2);
    expect([report.profit, report.loss]).toEqual([0, 6]);
  });
});

describe('addDays', () => {
  it('adds up every field of the days', () => {
    const keys = Object.keys(emptySummaryDay()) as (keyof ReturnType<typeof emptySummaryDay>)[];
    const dayOf = (base: number) => {
      const day = emptySummaryDay();
      keys.forEach((key, i) => {
        day[key] = base + i;
      });
      return day;
    };
    const sum = addDays([dayOf(1), dayOf(100), dayOf(10_000)]);
    keys.forEach((key, i) => {
      expect(sum[key], key).toBe(10_101 + 3 * i);
    });
  });
});
