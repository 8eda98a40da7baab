import { fromCents } from '../../../src/contract/money.ts';
import {
  type PaySettings,
  type SalaryEmployee,
  type SalaryReport,
  type SalarySort,
  salaryOrder,
  type TipsTo,
} from '../../../src/contract/salaries.ts';
import { commissionCents, isListed } from '../income/index.ts';

/**
 * Pure arithmetic of Employee Salaries (POST staff/staffSalaryV2): a staff member's part of each ticket
 * (the Commission tab's part, docs/reports.md "Staff income"), summed per day and over the period, then
 * their pay with their settings. No database here. Rules in words: docs/reports.md, "Employee salaries".
 */

/** A staff member's part of one ticket (cents), as the statement reads it. */
export interface TicketPart {
  salesCents: number;
  /** How many SERVICE lines of theirs are on the ticket. */
  services: number;
  supplyCents: number;
  tipCents: number;
  /** Their STAFF discounts on the ticket. */
  discountCents: number;
  /** The ticket's whole tip (all technicians). */
  ticketTipCents: number;
  /** The ticket's card payments. */
  cardPaidCents: number;
}

/** A staff member's sums of a day or a period (cents). */
export interface SalaryFigures {
  salesCents: number;
  services: number;
  supplyCents: number;
  tipCents: number;
  /** The part of their tips paid by card. */
  cardTipCents: number;
  discountCents: number;
}

/** A business day's figures by staff id (a staff member with nothing that day has no entry). */
export type SalaryDay = ReadonlyMap<number, SalaryFigures>;

export const noFigures = (): SalaryFigures => ({
  salesCents: 0,
  services: 0,
  supplyCents: 0,
  tipCents: 0,
  cardTipCents: 0,
  discountCents: 0,
});

/** round(a × b ÷ c), halves up, for whole a, b ≥ 0 and c > 0. */
const mulDivRound = (a: number, b: number, c: number): number => Math.floor((2 * a * b + c) / (2 * c));

/**
 * The part of the staff member's tip paid by card: the ticket's card tip is `min(tip, card payments)`
 * (a tip is paid by card first, as in the summary report), shared in proportion to the tips,
 * `round(their tip × card tip ÷ tip)`, halves up.
 */
export function cardTipCents(
  part: Pick<TicketPart, 'tipCents' | 'ticketTipCents' | 'cardPaidCents'>,
): number {
  if (part.tipCents <= 0 || part.ticketTipCents <= 0) return 0;
  const cardTip = Math.max(0, Math.min(part.ticketTipCents, part.cardPaidCents));
  return mulDivRound(part.tipCents, cardTip, part.ticketTipCents);
}

/**
 * Adds a ticket's part to the staff member's figures, unless the ticket is hidden from their income
 * (sales + tip of 0 or less: the Commission tab's rule, so the two agree).
 */
export function addTicket(into: SalaryFigures, part: TicketPart): void {
  if (!isListed(part)) return;
  into.salesCents += part.salesCents;
  into.services += part.services;
  into.supplyCents += part.supplyCents;
  into.tipCents += part.tipCents;
  into.cardTipCents += cardTipCents(part);
  into.discountCents += part.discountCents;
}

/** The figures of a period: the sums of its days' figures, per staff member. */
export function sumDays(days: readonly SalaryDay[]): Map<number, SalaryFigures> {
  const total = new Map<number, SalaryFigures>();
  for (const day of days) {
    for (const [staffId, f] of day) {
      const into = total.get(staffId) ?? noFigures();
      into.salesCents += f.salesCents;
      into.services += f.services;
      into.supplyCents += f.supplyCents;
      into.tipCents += f.tipCents;
      into.cardTipCents += f.cardTipCents;
      into.discountCents += f.discountCents;
      total.set(staffId, into);
    }
  }
  return total;
}

/** A staff member's pay settings as stored (basis points). */
export interface PayRates {
  commissionBps: number;
  checkBps: number;
  tipFeeBps: number;
  tipsTo: TipsTo;
}

/** Basis points as the percent shown (6000 → 60). */
export const percentOf = (bps: number): number => bps / 100;
/** A percent typed (0 to 100, at most 2 decimals) as basis points. */
export const bpsOf = (percent: number): number => Math.round(percent * 100);

export const settingsOf = (r: PayRates): PaySettings => ({
  commissionPercent: percentOf(r.commissionBps),
  checkPercent: percentOf(r.checkBps),
  tipFeePercent: percentOf(r.tipFeeBps),
  tipsTo: r.tipsTo,
});

/** A staff member's pay of the period in cents (the formulas of docs/reports.md "Employee salaries"). */
export interface Pay {
  commissionCents: number;
  tipFeeCents: number;
  /** commission − staff discounts: the part split between cash and check by the check share. */
  wageCents: number;
  caCents: number;
  chCents: number;
  tipToCashCents: number;
  tipToCheckCents: number;
  cashCents: number;
  checkCents: number;
  totalCents: number;
}

export function payOf(f: SalaryFigures, r: PayRates): Pay {
  // The Commission tab's commission: once on the period's service sales, halves up.
  const commission = commissionCents(f.salesCents, r.commissionBps);
  const tipFee = commissionCents(f.cardTipCents, r.tipFeeBps);
  const wage = commission - f.discountCents;
  // The check part is rounded and the cash part is what is left, so the two add up to the cent; a wage
  // of 0 or less (discounts above the commission) is all cash.
  const ch = wage > 0 ? commissionCents(wage, r.checkBps) : 0;
  const ca = wage - ch;
  const tipNet = f.tipCents - tipFee;
  const tipToCheck = r.tipsTo === 'CHECK' ? tipNet : 0;
  const tipToCash = tipNet - tipToCheck;
  return {
    commissionCents: commission,
    tipFeeCents: tipFee,
    wageCents: wage,
    caCents: ca,
    chCents: ch,
    tipToCashCents: tipToCash,
    tipToCheckCents: tipToCheck,
    cashCents: ca + tipToCash,
    checkCents: ch + tipToCheck,
    totalCents: wage + tipNet,
  };
}

/** A staff member of the salon as the report lists them. */
export interface SalaryMember extends PayRates {
  id: number;
  name: string;
  active: boolean;
}

export function salaryEmployee(m: SalaryMember, f: SalaryFigures): SalaryEmployee {
  const p = payOf(f, m);
  return {
    staffId: m.id,
    staffName: m.name,
    ca: fromCents(p.caCents),
    ch: fromCents(p.chCents),
    sales: fromCents(f.salesCents),
    salesServices: f.services,
    supply: fromCents(f.supplyCents),
    commissionPercent: percentOf(m.commissionBps),
    commissionValue: fromCents(p.commissionCents),
    tip: fromCents(f.tipCents),
    tipFee: fromCents(p.tipFeeCents),
    tipPercent: percentOf(m.tipFeeBps),
    discountValue: fromCents(f.discountCents),
    // Only STAFF discounts come off the pay; with none, the discounts of their tickets were the salon's.
    discountSourceType: f.discountCents > 0 ? 'STAFF' : 'OWNER',
    total: fromCents(p.totalCents),
    cash: fromCents(p.cashCents),
    cashPercent: percentOf(10_000 - m.checkBps),
    check: fromCents(p.checkCents),
    checkPercent: percentOf(m.checkBps),
    tipToCheck: fromCents(p.tipToCheckCents),
    tipToCash: fromCents(p.tipToCashCents),
    tipsTo: m.tipsTo,
  };
}

/**
 * The salary report of a period: every active staff member (zeros when they did nothing), and anyone
 * else with figures in the period (a staff member who has since left), in the order asked.
 */
export function salaryReportOf(
  members: readonly SalaryMember[],
  figures: ReadonlyMap<number, SalaryFigures>,
  sort: SalarySort,
  period: { from: string; to: string },
): SalaryReport {
  const listed = members.filter((m) => m.active || figures.has(m.id));
  const pays = listed.map((m) => ({ m, f: figures.get(m.id) ?? noFigures() }));
  const employees = pays.map(({ m, f }) => salaryEmployee(m, f)).sort(salaryOrder(sort));
  const cents = pays.map(({ m, f }) => payOf(f, m));
  return {
    totalCash: fromCents(cents.reduce((s, p) => s + p.cashCents, 0)),
    totalCheck: fromCents(cents.reduce((s, p) => s + p.checkCents, 0)),
    employees,
    from: period.from,
    to: period.to,
  };
}
