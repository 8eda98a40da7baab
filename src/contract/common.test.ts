import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  id,
  idParam,
  isoDate,
  MAX_YEAR,
  MIN_YEAR,
  mdyDate,
  money,
  moneySum,
  percent,
  text,
} from './common.ts';

const ok = (schema: z.core.$ZodType, value: unknown) => z.safeParse(schema, value).success;

describe('bounded building blocks', () => {
  it('takes ids from 1 to 2147483647, as numbers or from a path or query', () => {
    expect([1, 2_147_483_647].map((v) => ok(id, v))).toEqual([true, true]);
    expect([0, -1, 1.5, 2_147_483_648, '1'].map((v) => ok(id, v))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['1', '2147483647', 7].map((v) => ok(idParam, v))).toEqual([true, true, true]);
    expect(['0', '-1', '2147483648', '1.5', 'abc', '', '1\0'].some((v) => ok(idParam, v))).toBe(false);
    expect(z.parse(idParam, '42')).toBe(42);
  });

  it(`takes days of the years ${MIN_YEAR} to ${MAX_YEAR} only`, () => {
    expect(['1900-01-01', '2199-12-31', '2026-02-28'].map((v) => ok(isoDate, v))).toEqual([true, true, true]);
    expect(
      ['1899-12-31', '2200-01-01', '9999-12-31', '0001-01-01', '2026-13-01'].some((v) => ok(isoDate, v)),
    ).toBe(false);
    expect(['01-01-1900', '12-31-2199'].map((v) => ok(mdyDate, v))).toEqual([true, true]);
    expect(['12-31-1899', '01-01-2200', '2026-01-01'].some((v) => ok(mdyDate, v))).toBe(false);
  });

  it('takes text up to its length, without NUL, line breaks included', () => {
    const note = text(5);
    expect(['', 'héllo', 'a\nb\tc'].map((v) => ok(note, v))).toEqual([true, true, true]);
    expect(['toolong', 'a\0b'].some((v) => ok(note, v))).toBe(false);
  });

  it('takes money and percentages that are finite and bounded', () => {
    expect([0, -12.5, 21_474_836.47].map((v) => ok(money, v))).toEqual([true, true, true]);
    expect([21_474_836.48, Number.POSITIVE_INFINITY, Number.NaN].some((v) => ok(money, v))).toBe(false);
    expect(ok(moneySum, 1e12)).toBe(true);
    expect(ok(moneySum, 1e14)).toBe(false);
    expect([-100, 3.5, 1e9].map((v) => ok(percent, v))).toEqual([true, true, true]);
    expect(ok(percent, Number.POSITIVE_INFINITY)).toBe(false);
  });
});
