import * as z from 'zod/mini';

/** A US phone as 10 digits, the form every call uses. */
export const phoneDigits = z.string().check(z.regex(/^\d{10}$/, 'Phone must be 10 digits'));

export const id = z.int().check(z.positive('Id must be a positive whole number'));
/** An id taken from a path or query string. */
export const idParam = z.coerce
  .number()
  .check(z.int('Id must be a whole number'), z.positive('Id must be positive'));

/** MM-DD-YYYY, the spec's display and overview format. */
export const mdyDate = z
  .string()
  .check(z.regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/, 'Date must be MM-DD-YYYY'));
/** YYYY-MM-DD, the spec's report format. */
export const isoDate = z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Date must be YYYY-MM-DD'));

/** Dollars with at most 2 decimals. */
export const money = z.number();
export const percent = z.number();
