/**
 * Tips and refunds on a ticket (spec part 1 §4 "Tip adjustment", §5, §9; part 2 §5 and §9 refunds), in
 * whole cents: shares are exact to the cent, so they add up to the total without any tolerance.
 */
import { formatMoney } from './format.ts';
import { capCents, parseMoneyInput, sanitizeMoneyInput } from './money-input.ts';

/** Spec §9: tip presets 15, 20 and 25 percent of the ticket total. */
export const TIP_PRESETS = [15, 20, 25] as const;
/** Spec §4: the split's total tip is 100 when no amount is given. */
export const DEFAULT_SPLIT_TOTAL_CENTS = 10_000;
/** Spec §5: the assigned tips may differ from the total tip by at most 0.02. */
export const SPLIT_TOLERANCE_CENTS = 2;
/** Spec part 2 §9: refund percentages. */
export const REFUND_PERCENTS = [10, 20, 30, 40, 50, 75, 100] as const;

/** A whole, non-negative number of cents (NaN, infinities and negatives count as 0). */
const wholeCents = (cents: number): number => (Number.isFinite(cents) ? Math.max(0, Math.round(cents)) : 0);

/** `percent` % of an amount, in whole cents, a half cent rounded up: 15 % of $10.10 is $1.52 (1.515). */
export function percentOf(cents: number, percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0) return 0;
  return Math.floor((wholeCents(cents) * percent + 50) / 100);
}

/** A tip preset (15, 20 or 25 %) of the ticket total. */
export function tipPreset(totalCents: number, percent: number): number {
  return percentOf(totalCents, percent);
}

/**
 * The Percent split: each staff member's share in proportion to their service amount on the ticket.
 * Shares are whole cents, never negative, and add up to the total exactly: each is first cut down to
 * the cent, then the cents still missing go one each to the shares that lost the most in the cut (on a
 * tie, the earlier row), as the overview's percentages do (docs/reports.md). With no service amount
 * at all the total is shared evenly.
 */
export function splitPercent(totalCents: number, serviceCents: readonly number[]): number[] {
  const total = BigInt(wholeCents(totalCents));
  const weights = serviceCents.map((c) => BigInt(wholeCents(c)));
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return splitEven(Number(total), serviceCents.length);
  // Exact integers: a tip times a service amount can pass 2^53.
  const shares = weights.map((w) => (total * w) / sum);
  let missing = Number(total - shares.reduce((a, b) => a + b, 0n));
  const byLoss = weights
    .map((w, i) => ({ i, loss: (total * w) % sum }))
    .sort((a, b) => (a.loss === b.loss ? a.i - b.i : a.loss > b.loss ? -1 : 1));
  for (const { i } of byLoss) {
    if (missing === 0) break;
    shares[i] = (shares[i] ?? 0n) + 1n;
    missing--;
  }
  return shares.map(Number);
}

/** The Even split: equal shares in whole cents, the last person gets the remainder (spec §4). */
export function splitEven(totalCents: number, count: number): number[] {
  const n = Math.max(0, Math.floor(count));
  if (n === 0) return [];
  const total = wholeCents(totalCents);
  const share = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? total - share * (n - 1) : share));
}

/** Manual split fields keep what a money field keeps: digits and one decimal point, 2 decimals at most. */
export const sanitizeManualInput: (text: string) => string = sanitizeMoneyInput;

/**
 * A manual split amount in cents: anything not a number counts as 0 (spec §5). A third decimal is cut
 * off, not rounded, so the amount is the one the field shows (see `parseMoneyInput`).
 */
export const parseManualAmount: (text: string) => number = parseMoneyInput;

/**
 * Null when the assigned shares add up to the total tip within 2 cents (spec §5), else the spec's alert,
 * with dollars written as every screen writes them: "Total assigned tips ($90.00) must equal total tip
 * amount ($100.00)".
 */
export function splitMismatch(totalCents: number, sharesCents: readonly number[]): string | null {
  const assigned = sharesCents.reduce((sum, c) => sum + wholeCents(c), 0);
  const total = wholeCents(totalCents);
  if (Math.abs(assigned - total) <= SPLIT_TOLERANCE_CENTS) return null;
  return `Total assigned tips (${formatMoney(assigned / 100)}) must equal total tip amount (${formatMoney(total / 100)})`;
}

/** A refund amount within what is left to refund: never negative, never more (part 2 §5). */
export function capRefund(cents: number, refundableCents: number): number {
  return capCents(cents, wholeCents(refundableCents));
}

/** A refund percentage button: that percent of the ticket total, capped at what is left to refund. */
export function refundPreset(totalCents: number, percent: number, refundableCents: number): number {
  return capRefund(percentOf(totalCents, percent), refundableCents);
}

/** The split-tip screen's methods (SINGLE is Add Tip's whole tip to one person). */
export type SplitChoice = 'PERCENT' | 'EVEN' | 'MANUAL';

/**
 * The shares a split method gives, in cents, in the staff's order: Percent by their service amounts,
 * Even, or Manual as typed (by staff id; what is not a number counts as 0).
 */
export function splitShares(
  method: SplitChoice,
  totalCents: number,
  staff: readonly { staffId: number; serviceCents: number }[],
  manual: Readonly<Record<number, string>>,
): number[] {
  if (method === 'PERCENT')
    return splitPercent(
      totalCents,
      staff.map((s) => s.serviceCents),
    );
  if (method === 'EVEN') return splitEven(totalCents, staff.length);
  return staff.map((s) => parseManualAmount(manual[s.staffId] ?? ''));
}

/** The ticket before its tip: what the tip presets are a percentage of (docs/decisions.md). */
export function preTipCents(totalCents: number, tipCents: number): number {
  return Math.max(0, wholeCents(totalCents) - wholeCents(tipCents));
}
