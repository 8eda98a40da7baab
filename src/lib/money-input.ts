/**
 * What a money field accepts as a person types (spec part 1 §5: a $ prefix, up to 2 decimals, no
 * negatives, no leading zeroes; part 2 §5: the refund amount is capped at the bill). Amounts are whole
 * cents, as in src/lib/tips.ts; the field's text is dollars. Nothing typed is changed in silence: what is
 * left out of the text is said (`note`), an amount past the field's limit is refused with a sentence
 * (`error`) rather than cut to it, and an empty field is no amount, not zero.
 */
import { MAX_MONEY, moneyMaxMessage } from '../contract/common.ts';
import { toCents } from '../contract/money.ts';
import { formatMoney } from './format.ts';

/** The largest amount a field gives: the contract's bound ($99,999.99). */
export const MAX_MONEY_CENTS = toCents(MAX_MONEY);

/** The most a field takes, and what it says past it. */
export interface MoneyLimit {
  cents: number;
  message: string;
}

/** A field's limit: the contract's bound, named as the screen names the field ("The tip"). */
export const moneyLimit = (what: string): MoneyLimit => ({
  cents: MAX_MONEY_CENTS,
  message: moneyMaxMessage(what),
});

/** A refund's limit: what is left to refund on the ticket (the server's sentence). */
export const refundLimit = (refundableCents: number): MoneyLimit => ({
  cents: capCents(refundableCents, MAX_MONEY_CENTS),
  message:
    refundableCents > 0
      ? `Only ${formatMoney(refundableCents / 100)} is left to refund on this ticket.`
      : 'Nothing is left to refund on this ticket.',
});

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
 * (the field shows 12.34 for a pasted 12.345, and says so). Never negative, never NaN, at most
 * MAX_MONEY_CENTS (a URL's amount; a field refuses more instead: `editMoneyInput`).
 */
export function parseMoneyInput(text: string): number {
  return Math.min(centsOf(sanitizeMoneyInput(text)), MAX_MONEY_CENTS);
}

/** The cents of kept text, uncapped (more than 10 digits of dollars counts as too much). */
function centsOf(kept: string): number {
  const [whole = '', decimals = ''] = kept.split('.');
  if (whole.length > 10) return Number.MAX_SAFE_INTEGER;
  return Number(whole || '0') * 100 + Number(decimals.padEnd(2, '0'));
}

/** An amount as a money field shows it: "12.50", and 0 as "0.00" (an empty field is no amount). */
export function moneyInputText(cents: number): string {
  return (capCents(cents, MAX_MONEY_CENTS) / 100).toFixed(2);
}

/** Whole cents within 0 … max: never negative, never above the cap, NaN counted as 0. */
export function capCents(cents: number, maxCents: number): number {
  const max = Number.isFinite(maxCents) ? Math.max(0, Math.floor(maxCents)) : MAX_MONEY_CENTS;
  return Number.isFinite(cents) ? Math.min(max, Math.max(0, Math.round(cents))) : 0;
}

/** One edit of a money field: what it keeps, its amount, and what it says about the edit. */
export interface MoneyEdit {
  /** The text the field keeps (and shows). */
  text: string;
  /** The amount in cents; null when the field is empty or its amount is refused. */
  cents: number | null;
  /** What was left out of what was typed, in words ("No minus sign: amounts are never negative."). */
  note: string | null;
  /** Why the amount is refused (past the field's limit). */
  error: string | null;
}

/** What was left out of `typed` to keep `kept`, said to the person, or null when nothing was. */
export function leftOutNote(typed: string, kept: string): string | null {
  if (typed.includes('-')) return 'No minus sign: amounts are never negative.';
  // "$", thousands' commas and spaces change nothing of the amount.
  const meaningless = typed.replace(/[$,\s]/g, '');
  if (/[^\d.]/.test(meaningless) || (meaningless.match(/\./g)?.length ?? 0) > 1)
    return kept ? `Only digits and one point are kept: ${kept}.` : 'Only digits and one point are kept.';
  const decimals = meaningless.split('.')[1] ?? '';
  if (decimals.length > 2) return `Only 2 decimals are kept: ${kept}.`;
  return null;
}

/**
 * One edit of a money field: the text it keeps, the amount it stands for, a note when something typed
 * was left out, and a refusal (the amount null) past `limit`.
 */
export function editMoneyInput(typed: string, limit: MoneyLimit = moneyLimit('An amount')): MoneyEdit {
  // No digit typed (".", "$", letters): no amount, and an empty field rather than a made-up "0.".
  const text = /\d/.test(typed) ? sanitizeMoneyInput(typed) : '';
  const note = leftOutNote(typed, text);
  if (text === '') return { text, cents: null, note, error: null };
  const cents = centsOf(text);
  if (cents > limit.cents) return { text, cents: null, note, error: limit.message };
  return { text, cents, note, error: null };
}
