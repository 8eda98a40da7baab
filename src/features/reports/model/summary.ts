import { MAX_REPORT_DAYS } from '../../../contract/manager-reports.ts';
import { fromCents, toCents } from '../../../contract/money.ts';
import type { RangeLimits } from '../../../lib/periods.ts';
import type { ReportTab } from '../../../lib/report-tabs.ts';
import { sharesOf } from '../../../lib/shares.ts';

/**
 * The summary report's figures as the wire spells them (spec part 1 §3 "Summary report"; `gitCard`
 * is the spec's spelling of the gift card payments).
 */
export interface SummaryFigures {
  totalTickets: number;
  totalService: number;
  totalProducts: number;
  totalGiftSold: number;
  totalTip: number;
  totalDiscountOwner: number;
  totalDiscountEmployee: number;
  totalRefund: number;
  totalVoided: number;
  profit: number;
  loss: number;
  creditCard: number;
  cash: number;
  gitCard: number;
  checkOther: number;
  rewardPoint: number;
  totalSalesCC: number;
  totalFees: number;
  totalCashDiscountTip: number;
  total: number;
}

export type MoneyField = Exclude<keyof SummaryFigures, 'totalTickets'>;

export interface SummaryRow {
  field: MoneyField;
  label: string;
  /** Taken off the lines above it (a refund): written with a minus sign. */
  minus?: boolean;
  /** The section's result (the lines above it add up to it): drawn strong. */
  strong?: boolean;
}

export interface SummarySection {
  title: string;
  rows: readonly SummaryRow[];
}

/**
 * The figures in the order a salon owner reads a day's close-out (formulas: docs/reports.md): what was
 * sold, less refunds, adding up to the total (the overview's gross sale); the tips and the discounts
 * given; what the cards brought and cost; the result (the total less the salon's discounts and the card
 * fees); and the voided tickets, which count nowhere else. How it was paid is drawn as a picture
 * (`paymentSplit`). The ticket count and the total head the screen.
 */
export const SUMMARY_SECTIONS: readonly SummarySection[] = [
  {
    title: 'Sales',
    rows: [
      { field: 'totalService', label: 'Services' },
      { field: 'totalProducts', label: 'Products' },
      { field: 'totalGiftSold', label: 'Gift cards sold' },
      { field: 'totalRefund', label: 'Refunds', minus: true },
      { field: 'total', label: 'Total', strong: true },
    ],
  },
  {
    title: 'Tips and discounts',
    rows: [
      { field: 'totalTip', label: 'Tips' },
      { field: 'totalDiscountOwner', label: 'Discount by the salon' },
      { field: 'totalDiscountEmployee', label: 'Discount by staff' },
    ],
  },
  {
    title: 'Cards',
    rows: [
      { field: 'totalSalesCC', label: 'Card sales' },
      { field: 'totalFees', label: 'Card fees' },
      { field: 'totalCashDiscountTip', label: 'Card fees on tips' },
    ],
  },
  {
    title: 'Result',
    rows: [
      { field: 'profit', label: 'Profit' },
      { field: 'loss', label: 'Loss' },
    ],
  },
  {
    title: 'Not counted',
    rows: [{ field: 'totalVoided', label: 'Voided tickets' }],
  },
];

/** The ways a ticket is paid, in the order the close-out counts the drawer. */
export const PAYMENT_PARTS = [
  { field: 'creditCard', label: 'Credit card', color: 'pink.6' },
  { field: 'cash', label: 'Cash', color: 'teal.6' },
  { field: 'gitCard', label: 'Gift card', color: 'yellow.6' },
  { field: 'checkOther', label: 'Check/Other', color: 'violet.5' },
  { field: 'rewardPoint', label: 'Reward points', color: 'cyan.6' },
] as const satisfies readonly { field: MoneyField; label: string; color: string }[];

export interface PaymentShare {
  field: (typeof PAYMENT_PARTS)[number]['field'];
  label: string;
  color: string;
  amount: number;
  /** Share of all payments, 2 decimals; the shares add up to exactly 100 (0 each when nothing was paid). */
  percent: number;
}

/**
 * How the period was paid: each way's amount and its share of all payments, to the hundredth of a
 * percent and adding up to exactly 100.00 (the largest remainder method, as the overview's shares:
 * docs/reports.md). A negative amount (a refund paid back in cash) counts as none in the shares.
 */
export function paymentSplit(figures: Pick<SummaryFigures, PaymentShare['field']>): PaymentShare[] {
  const shares = sharesOf(PAYMENT_PARTS.map((p) => toCents(figures[p.field])));
  return PAYMENT_PARTS.map((p, i) => ({
    field: p.field,
    label: p.label,
    color: p.color,
    amount: figures[p.field],
    percent: shares[i] ?? 0,
  }));
}

/** The sum of the payments, to the cent (the ring's centre). */
export function paymentsTotal(figures: Pick<SummaryFigures, PaymentShare['field']>): number {
  return fromCents(PAYMENT_PARTS.reduce((sum, p) => sum + toCents(figures[p.field]), 0));
}

/** Spec part 1 §2: the summary report's tabs, each with its picker (Range has its From and To). */
export const SUMMARY_TABS = ['TODAY', 'WEEKLY', 'RANGE'] as const satisfies readonly ReportTab[];
export const SUMMARY_PICKERS = ['TODAY', 'WEEKLY'] as const satisfies readonly Exclude<ReportTab, 'RANGE'>[];
/** A range ends today at the latest and covers at most the days one report request covers. */
export const SUMMARY_LIMITS: RangeLimits = { maxDays: MAX_REPORT_DAYS };
