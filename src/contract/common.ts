import * as z from 'zod/mini';

/**
 * The bounded building blocks of every request: each call's params, query and body are made of these
 * (and of enums and literals), so no value the server hands to its zone maths or to the database can be
 * out of their range. server/http/contract-probes.test.ts sends every field of every endpoint the values
 * past these bounds and expects 400.
 */

/** A US phone as 10 digits, the form every call uses. */
export const phoneDigits = z.string().check(z.regex(/^\d{10}$/, 'Phone must be 10 digits'));

/** A phone shown to its last 4 digits, "(***) ***-0134" (staff mode; reviews; redemptions); '' without 4. */
export function maskPhoneLast4(phone: string): string {
  const d = phone.replace(/\D/g, '');
  return d.length >= 4 ? `(***) ***-${d.slice(-4)}` : '';
}

/** Ids are PostgreSQL `integer` (serial) columns: 1 to 2,147,483,647. */
const ID_MESSAGE = 'Id must be a whole number from 1 to 2147483647';
export const id = z.int32(ID_MESSAGE).check(z.positive(ID_MESSAGE));
/**
 * A whole number as a path or query string writes it: decimal digits only, at most 10 of them, then
 * `checks`. JavaScript's Number() also reads "0x10", "1e3", " 12 " and "" as numbers; none of them is
 * an id, a page or a count anyone typed.
 */
function digitsParam(message: string, ...checks: z.core.$ZodCheck<number>[]) {
  const digits = z.coerce.string(message).check(z.regex(/^\d{1,10}$/, message));
  const value = z.coerce.number<string>(message).check(...checks);
  return z.pipe(digits, value);
}
/** An id taken from a path or query string, within `id`'s range. */
export const idParam = digitsParam(ID_MESSAGE, z.int32(ID_MESSAGE), z.positive(ID_MESSAGE));

/**
 * Days are in the years 1900 to 2199 (MIN_YEAR, MAX_YEAR): earlier ones are typing mistakes (and older
 * than any zone's rules worth trusting); later ones are no salon's business, and keep every period, the
 * overview's previous period included, inside what the zone maths and the database's timestamps handle.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2199;

/** MM-DD-YYYY, the spec's display and overview format. */
export const mdyDate = z
  .string()
  .check(
    z.regex(
      /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-(19|2[01])\d\d$/,
      'Date must be MM-DD-YYYY, in the years 1900 to 2199',
    ),
  );
/** YYYY-MM-DD, the spec's report format. */
export const isoDate = z
  .string()
  .check(
    z.regex(
      /^(19|2[01])\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
      'Date must be YYYY-MM-DD, in the years 1900 to 2199',
    ),
  );

/**
 * Free text of at most `max` characters and without NUL (PostgreSQL's text cannot hold it), in one
 * check. `max` also keeps a request's text well inside the 64 KB body limit.
 */
export const text = (max: number) =>
  z
    .string()
    .check(z.regex(new RegExp(`^[^\\0]{0,${max}}$`), `Text must be at most ${max} characters, without NUL`));

/**
 * The largest single amount: a price, a line, a tip, a share, a payment, a refund, a ticket's total
 * ($99,999.99). No salon's ticket comes near it, a mistyped amount (99999999) goes past it, and it keeps
 * every amount the server stores or computes from a few of them far inside an integer column of cents
 * (2,147,483,647): the server refuses a computed total past it too. Decision: docs/decisions.md, "API
 * contract". The app's money fields cap what is typed at it.
 */
export const MAX_MONEY = 99_999.99;
/** MAX_MONEY as a sentence writes it. */
export const MAX_MONEY_TEXT = '$99,999.99';
/** The sentence for an amount past MAX_MONEY, naming it as the screen does ("The tip"). */
export const moneyMaxMessage = (what: string) => `${what} can be at most ${MAX_MONEY_TEXT}.`;
/** The sentence for an amount with a fraction of a cent. */
export const wholeCentsMessage = (what: string) => `${what} must be in whole cents (at most 2 decimals).`;
/** The largest sum of amounts (reports): whole cents stay exact below 2^53. */
export const MAX_MONEY_SUM = 90_071_992_547_409.91;

/**
 * Whole cents: the amount times 100 is a whole number, exactly as the wire's dollars with 2 decimals
 * parse (12.34 is 1234 / 100 to the last bit). 1e-9 or 12.345 is not: an amount is refused, never
 * rounded into another one.
 */
const isWholeCents = (dollars: number) => Math.round(dollars * 100) / 100 === dollars;

/** Dollars in whole cents, from −MAX_MONEY to MAX_MONEY: one amount (an answer's, or a signed one). */
export const money = z
  .number()
  .check(
    z.gte(-MAX_MONEY, moneyMaxMessage('An amount')),
    z.lte(MAX_MONEY, moneyMaxMessage('An amount')),
    z.refine(isWholeCents, wholeCentsMessage('An amount')),
  );
/** Dollars with at most 2 decimals: a sum over a period. */
export const moneySum = z.number().check(z.gte(-MAX_MONEY_SUM), z.lte(MAX_MONEY_SUM));
/**
 * A percentage: a share, a rate or the change between two sums. Sums are whole cents below 2^53, so a
 * change of one against another (2^53 cents against 1 cent) stays within 10^18 %.
 */
export const MAX_PERCENT = 1e18;
export const percent = z.number().check(z.gte(-MAX_PERCENT), z.lte(MAX_PERCENT));

/**
 * An amount a person types (a tip, a share): 0 to MAX_MONEY in whole cents. `what` names it in the
 * sentences ("The tip can be at most $99,999.99.").
 */
export const amountInput = (what: string) =>
  z
    .number(`${what} must be a number of dollars.`)
    .check(
      z.gte(0, `${what} cannot be negative.`),
      z.lte(MAX_MONEY, moneyMaxMessage(what)),
      z.refine(isWholeCents, wholeCentsMessage(what)),
    );
/**
 * A percent a person types (a pay rate, a share of pay): 0 to 100 with at most 2 decimals, so it is a
 * whole number of basis points. `what` names it in the sentences.
 */
export const percentInput = (what: string) =>
  z
    .number(`${what} must be a number.`)
    .check(
      z.gte(0, `${what} cannot be below 0 %.`),
      z.lte(100, `${what} cannot be above 100 %.`),
      z.refine(isWholeCents, `${what} can have at most 2 decimals.`),
    );
/** An amount that must be more than 0 (a refund): a cent to MAX_MONEY in whole cents. */
export const positiveAmount = (what: string) =>
  amountInput(what).check(z.gt(0, `${what} must be more than $0.00.`));

/** A whole number from `min` to `max` from a query string, in decimal digits ("page", "limit"…). */
export const countParam = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return digitsParam(message, z.int(message), z.gte(min, message), z.lte(max, message));
};
/** A page number from a query string: 1 to 100,000. */
export const pageParam = countParam('page', 1, 100_000);
