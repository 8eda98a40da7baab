/**
 * What a money field accepts as a person types (spec part 1 §5: a $ prefix, up to 2 decimals, no
 * negatives, no leading zeroes; part 2 §5: the refund amount is capped at the bill). Amounts are whole
 * cents, as in src/lib/tips.ts; the field's text is dollars.
 */
import { MAX_MONEY } from '../contract/common.ts';
import { toCents } from '../contract/money.ts';

/** The largest amount a field gives: the contract's one bound for an amount (MAX_MONEY, $99,999.99). */
export const MAX_MONEY_CENTS = toCents(MAX_MONEY);

/**
 * The text a money field keeps: digits and the first decimal point only (a "$", a minus sign, spaces,
 * letters and further points are dropped), at most 2 decimals (more are cut off, not rounded: the field
 * shows what it counts), and no leading zeroes ("007" → "7", "00.5" → "0.5", ".5" → "0.5"). Applying it
 * twice changes nothing.
 */
export function sanitizeMoneyInput(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  const whole = (point < 0 ? kept : kept.slice(0, point)).replace(/^0+(?=\d)/, '');
  if (point < 0) return whole;
  const decimals = kept
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole === '' ? '0' : whole}.${decimals}`;
}

/**
 * The amount a money field's text stands for, in whole cents: the text as `sanitizeMoneyInput` keeps
 * it, so anything that is not a number counts as 0, and a third decimal is cut off rather than rounded
 * (the field shows 12.34 for a pasted 12.345, and 12.34 is what it counts). Never negative, never NaN,
 * at most MAX_MONEY_CENTS.
 */
export function parseMoneyInput(text: string): number {
  const [whole = '', decimals = ''] = sanitizeMoneyInput(text).split('.');
  // More than 10 digits of dollars is over the cap whatever they are (and would lose precision).
  if (whole.length > 10) return MAX_MONEY_CENTS;
  const cents = Number(whole || '0') * 100 + Number(decimals.padEnd(2, '0'));
  return Math.min(cents, MAX_MONEY_CENTS);
}

/** An amount as a money field shows it: "12.50"; 0 as an empty field (its placeholder shows 0.00). */
export function moneyInputText(cents: number): string {
  const whole = capCents(cents, MAX_MONEY_CENTS);
  return whole === 0 ? '' : (whole / 100).toFixed(2);
}

/** Whole cents within 0 … max: never negative, never above the cap, NaN counted as 0. */
export function capCents(cents: number, maxCents: number): number {
  const max = Number.isFinite(maxCents) ? Math.max(0, Math.floor(maxCents)) : MAX_MONEY_CENTS;
  return Number.isFinite(cents) ? Math.min(max, Math.max(0, Math.round(cents))) : 0;
}

/**
 * One edit of a money field: the text it keeps and the amount it stands for, at most `maxCents`. An
 * amount over the cap is replaced by the cap, in the text too, so the field never shows more than it
 * gives.
 */
export function editMoneyInput(
  text: string,
  maxCents: number = MAX_MONEY_CENTS,
): { text: string; cents: number } {
  const kept = sanitizeMoneyInput(text);
  const cents = parseMoneyInput(kept);
  const max = capCents(maxCents, MAX_MONEY_CENTS);
  return cents > max ? { text: moneyInputText(max), cents: max } : { text: kept, cents };
}
