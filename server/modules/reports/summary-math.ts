import type { SummaryReport } from '../../../src/contract/manager-reports.ts';
import { fromCents } from '../../../src/contract/money.ts';
import { refundedSaleCents } from './overview-math.ts';

/**
 * The summary report's arithmetic (GET report/reportShop), in whole cents, over the same tickets and the
 * same refund rule as the overview (overview-math.ts): the report's `total` is the overview's grossSale.
 * Formulas: docs/reports.md, "Summary report".
 */

/** A ticket closed in the period, as the summary reads it (cents). */
export interface SummaryTicket {
  voided: boolean;
  totalCents: number;
  tipCents: number;
  refundedCents: number;
  cardFeeCents: number;
  /** SERVICE, PRODUCT and GIFT_CARD lines, as sold. */
  serviceCents: number;
  productCents: number;
  giftSoldCents: number;
  /** Discounts by who paid them. */
  ownerDiscountCents: number;
  staffDiscountCents: number;
  /** Payments by method (any other method counts as check / other). */
  cardCents: number;
  cashCents: number;
  giftCardCents: number;
  checkOtherCents: number;
  pointCents: number;
}

/** What a business day (or a period) adds up to: sums in cents that add up day by day. */
export interface SummaryDay {
  tickets: number;
  service: number;
  products: number;
  giftSold: number;
  tip: number;
  discountOwner: number;
  discountEmployee: number;
  refund: number;
  voided: number;
  creditCard: number;
  cash: number;
  giftCard: number;
  checkOther: number;
  rewardPoint: number;
  cardTip: number;
  fees: number;
  feeOnTip: number;
}

export const emptySummaryDay = (): SummaryDay => ({
  tickets: 0,
  service: 0,
  products: 0,
  giftSold: 0,
  tip: 0,
  discountOwner: 0,
  discountEmployee: 0,
  refund: 0,
  voided: 0,
  creditCard: 0,
  cash: 0,
  giftCard: 0,
  checkOther: 0,
  rewardPoint: 0,
  cardTip: 0,
  fees: 0,
  feeOnTip: 0,
});

/** The tip paid by card on a ticket: a tip is paid by card first (tips are written on the card slip). */
export const cardTipCents = (tipCents: number, cardCents: number): number =>
  Math.max(0, Math.min(tipCents, cardCents));

/**
 * The part of a ticket's card fee that fell on its card tip: round(fee × card tip ÷ card payments),
 * halves up; 0 without card payments.
 */
export function feeOnTipCents(feeCents: number, cardTip: number, cardCents: number): number {
  if (cardCents <= 0 || feeCents <= 0 || cardTip <= 0) return 0;
  const num = BigInt(feeCents) * BigInt(cardTip) * 2n + BigInt(cardCents);
  return Number(num / (2n * BigInt(cardCents)));
}

/** Adds one ticket to a day's sums (a voided ticket adds its total to `voided` and nothing else). */
export function addTicket(day: SummaryDay, t: SummaryTicket): void {
  if (t.voided) {
    day.voided += t.totalCents;
    return;
  }
  day.tickets += 1;
  day.service += t.serviceCents;
  day.products += t.productCents;
  day.giftSold += t.giftSoldCents;
  day.tip += t.tipCents;
  day.discountOwner += t.ownerDiscountCents;
  day.discountEmployee += t.staffDiscountCents;
  day.refund += refundedSaleCents(
    t.serviceCents + t.productCents + t.giftSoldCents,
    t.totalCents,
    t.refundedCents,
  );
  day.creditCard += t.cardCents;
  day.cash += t.cashCents;
  day.giftCard += t.giftCardCents;
  day.checkOther += t.checkOtherCents;
  day.rewardPoint += t.pointCents;
  const cardTip = cardTipCents(t.tipCents, t.cardCents);
  day.cardTip += cardTip;
  day.fees += t.cardFeeCents;
  day.feeOnTip += feeOnTipCents(t.cardFeeCents, cardTip, t.cardCents);
}

/**
 * The sums of several days (a period). Every field by name (a year's report adds 366 days per request,
 * and fields read by a key that varies are several times slower); summary-math.test.ts checks that no
 * field is left out.
 */
export function addDays(days: readonly SummaryDay[]): SummaryDay {
  const sum = emptySummaryDay();
  for (const day of days) {
    sum.tickets += day.tickets;
    sum.service += day.service;
    sum.products += day.products;
    sum.giftSold += day.giftSold;
    sum.tip += day.tip;
    sum.discountOwner += day.discountOwner;
    sum.discountEmployee += day.discountEmployee;
    sum.refund += day.refund;
    sum.voided += day.voided;
    sum.creditCard += day.creditCard;
    sum.cash += day.cash;
    sum.giftCard += day.giftCard;
    sum.checkOther += day.checkOther;
    sum.rewardPoint += day.rewardPoint;
    sum.cardTip += day.cardTip;
    sum.fees += day.fees;
    sum.feeOnTip += day.feeOnTip;
  }
  return sum;
}

/** The sums of some tickets (the reference the statement is tested against). */
export function summaryOfTickets(tickets: readonly SummaryTicket[]): SummaryDay {
  const day = emptySummaryDay();
  for (const t of tickets) addTicket(day, t);
  return day;
}

/** The report of a period's sums. */
export function buildSummaryReport(sum: SummaryDay, period: { from: string; to: string }): SummaryReport {
  const totalCents = sum.service + sum.products + sum.giftSold - sum.refund;
  const net = totalCents - sum.discountOwner - sum.fees;
  return {
    totalTickets: sum.tickets,
    totalService: fromCents(sum.service),
    totalProducts: fromCents(sum.products),
    totalGiftSold: fromCents(sum.giftSold),
    totalTip: fromCents(sum.tip),
    totalDiscountOwner: fromCents(sum.discountOwner),
    totalDiscountEmployee: fromCents(sum.discountEmployee),
    totalRefund: fromCents(sum.refund),
    totalVoided: fromCents(sum.voided),
    profit: fromCents(Math.max(0, net)),
    loss: fromCents(Math.max(0, -net)),
    creditCard: fromCents(sum.creditCard),
    cash: fromCents(sum.cash),
    gitCard: fromCents(sum.giftCard),
    checkOther: fromCents(sum.checkOther),
    rewardPoint: fromCents(sum.rewardPoint),
    totalSalesCC: fromCents(sum.creditCard - sum.cardTip),
    totalFees: fromCents(sum.fees),
    totalCashDiscountTip: fromCents(sum.feeOnTip),
    total: fromCents(totalCents),
    from: period.from,
    to: period.to,
  };
}
