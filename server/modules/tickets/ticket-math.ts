import { MAX_MONEY, moneyMaxMessage } from '../../../src/contract/common.ts';
import { toCents } from '../../../src/contract/money.ts';
import { invalid } from '../../errors.ts';

/**
 * Pure arithmetic of the manager ticket tools (tip shares, payments after a tip change, card fee,
 * closed-ticket pages). No database here; service.ts reads and writes. Rules in words: docs/reports.md,
 * "Tickets, tips, voids and refunds".
 */

/** Spec §5 and §9: the shares may miss the total tip by this much (0.02) and still be saved. */
export const TIP_TOLERANCE_CENTS = 2;

/** Cents as the app writes dollars in sentences: $12.00, $1234.50, -$0.02. */
export function dollars(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  const text = `$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/** The contract's largest single amount (MAX_MONEY), in cents. */
export const MAX_AMOUNT_CENTS = toCents(MAX_MONEY);

/**
 * Refuses (400) an amount the server computed that would be past MAX_MONEY (a ticket's total after a
 * tip change, a payment that takes the difference): every amount stored stays a contract amount, far
 * inside its integer column. `what` names it in the sentence ("The ticket's total").
 */
export function assertAmount(cents: number, what: string, because: string): void {
  if (cents > MAX_AMOUNT_CENTS) {
    throw invalid(`${because} ${what.toLowerCase()} would be ${dollars(cents)}. ${moneyMaxMessage(what)}`);
  }
}

export interface Share {
  staffId: number;
  cents: number;
}

/**
 * The shares as stored: they must add up to the total tip within TIP_TOLERANCE_CENTS (else 400 with the
 * spec's sentence), and what they miss by (at most 2 cents, a rounding of a percent split) is settled on
 * the largest shares, one cent each (ties: the earlier in the list; never below 0), so the stored shares
 * add up to the stored tip exactly. The tip the customer gave (`totalCents`) is what the ticket keeps.
 */
export function reconcileShares(shares: readonly Share[], totalCents: number): Share[] {
  const assigned = shares.reduce((sum, s) => sum + s.cents, 0);
  let missing = totalCents - assigned;
  if (Math.abs(missing) > TIP_TOLERANCE_CENTS) {
    throw invalid(
      `Total assigned tips (${dollars(assigned)}) must equal total tip amount (${dollars(totalCents)})`,
    );
  }
  const result = shares.map((s) => ({ ...s }));
  const bySize = result
    .map((s, i) => ({ s, i }))
    .sort((a, b) => b.s.cents - a.s.cents || a.i - b.i)
    .map(({ s }) => s);
  const step = Math.sign(missing);
  while (missing !== 0) {
    let moved = false;
    for (const s of bySize) {
      if (missing === 0) break;
      if (step < 0 && s.cents === 0) continue;
      s.cents += step;
      missing -= step;
      moved = true;
    }
    // Taking cents back needs shares above 0; they add up to more than the total, so there are some.
    if (!moved) throw new Error('reconcileShares: nothing left to take the difference from');
  }
  return result;
}

export interface Payment {
  id: number;
  method: string;
  amountCents: number;
}

export const CARD_PAYMENT = 'CREDIT_CARD';

/**
 * The payments after the ticket's total moved by `deltaCents` (a tip change), so that they still cover
 * the total: a tip added or corrected after checkout goes on the card slip, so the difference is settled
 * on the last card payment (the last payment when none was by card). A decrease larger than that payment
 * takes the rest from the other payments, latest first; no payment goes below 0. Answers every payment
 * with its new amount, in the order given. A ticket without payments keeps none.
 */
export function settleTipOnPayments(payments: readonly Payment[], deltaCents: number): Payment[] {
  const result = payments.map((p) => ({ ...p }));
  if (result.length === 0) return result;
  const cardIndex = result.map((p) => p.method).lastIndexOf(CARD_PAYMENT);
  const target = cardIndex >= 0 ? cardIndex : result.length - 1;
  const order = [target, ...result.map((_, i) => result.length - 1 - i).filter((i) => i !== target)];
  let left = deltaCents;
  for (const i of order) {
    const p = result[i];
    if (!p || left === 0) break;
    // An increase all goes on the target; a decrease takes what each payment holds.
    const change = left > 0 ? left : -Math.min(p.amountCents, -left);
    p.amountCents += change;
    left -= change;
  }
  return result;
}

/** The card fee of a ticket: round(card payments × fee rate), as at checkout (server/db/seed/money.ts). */
export function cardFeeCents(payments: readonly Omit<Payment, 'id'>[], feeBps: number): number {
  const card = payments.filter((p) => p.method === CARD_PAYMENT).reduce((sum, p) => sum + p.amountCents, 0);
  return Math.round((card * feeBps) / 10000);
}

/**
 * The pages of a day's closed tickets: at least 1, so "Page 1 of 1" reads right on a day without tickets
 * (the list is then empty); a page past the last answers an empty list.
 */
export const totalPages = (totalItems: number, limit: number): number =>
  Math.max(1, Math.ceil(totalItems / limit));
