import * as z from 'zod/mini';

/**
 * The bounded building blocks of every request: each call's params, query and body are made of these
 * (and of enums and literals), so no value the server hands to its zone maths or to the database can be
 * out of their range. server/http/contract-probes.test.ts sends every field of every endpoint the values
 * past these bounds and expects 400.
 */

/** A US phone as 10 digits, the form every call uses. */
export const phoneDigits = z.string().check(z.regex(/^\d{10}$/, 'Phone must be 10 digits'));

/** Ids are PostgreSQL `integer` (serial) columns: 1 to 2,147,483,647. */
const ID_MESSAGE = 'Id must be a whole number from 1 to 2147483647';
export const id = z.int32(ID_MESSAGE).check(z.positive(ID_MESSAGE));
/** An id taken from a path or query string, within `id`'s range. */
export const idParam = z.coerce.number(ID_MESSAGE).check(z.int32(ID_MESSAGE), z.positive(ID_MESSAGE));

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

/** The largest amount of one ticket, line or price: what an integer column of cents holds. */
export const MAX_MONEY = 21_474_836.47;
/** The largest sum of amounts (reports): whole cents stay exact below 2^53. */
export const MAX_MONEY_SUM = 90_071_992_547_409.91;
/** Dollars with at most 2 decimals: one amount. */
export const money = z.number().check(z.gte(-MAX_MONEY), z.lte(MAX_MONEY));
/** Dollars with at most 2 decimals: a sum over a period. */
export const moneySum = z.number().check(z.gte(-MAX_MONEY_SUM), z.lte(MAX_MONEY_SUM));
/**
 * A percentage: a share, a rate or the change between two sums. Sums are whole cents below 2^53, so a
 * change of one against another (2^53 cents against 1 cent) stays within 10^18 %.
 */
export const MAX_PERCENT = 1e18;
export const percent = z.number().check(z.gte(-MAX_PERCENT), z.lte(MAX_PERCENT));

const AMOUNT_MESSAGE = `Amount must be from 0 to ${MAX_MONEY} with at most 2 decimals`;
/**
 * An amount a person types (a tip, a share, a refund): 0 or more, at most 2 decimals, at most what a
 * column of cents holds.
 */
export const amountInput = z.number(AMOUNT_MESSAGE).check(
  z.gte(0, AMOUNT_MESSAGE),
  z.lte(MAX_MONEY, AMOUNT_MESSAGE),
  z.refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, AMOUNT_MESSAGE),
);
/** A page number from a query string: 1 to 100,000. */
export const pageParam = z.coerce
  .number('page must be a whole number from 1 to 100000')
  .check(
    z.int('page must be a whole number from 1 to 100000'),
    z.gte(1, 'page must be a whole number from 1 to 100000'),
    z.lte(100_000, 'page must be a whole number from 1 to 100000'),
  );
