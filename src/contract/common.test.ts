import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  amountInput,
  countParam,
  id,
  idParam,
  isoDate,
  MAX_MONEY,
  MAX_YEAR,
  MIN_YEAR,
  mdyDate,
  money,
  moneyMaxMessage,
  moneySum,
  percent,
  positiveAmount,
  text,
} from './common.ts';
import { fromCents } from './money.ts';

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

  it('reads path and query numbers in decimal digits only', () => {
    // Number() reads each of these as a number.
    const notDigits = ['0x10', '1e3', ' 12', '12 ', '+5', '0b1', '1_000', '\t7', 'Infinity'];
    expect(notDigits.filter((v) => ok(idParam, v))).toEqual([]);
    const limit = countParam('limit', 1, 100);
    expect(['1e1', '0x10', ''].filter((v) => ok(limit, v))).toEqual([]);
    expect(['0', '101'].some((v) => ok(limit, v))).toBe(false);
    expect(z.parse(limit, '100')).toBe(100);
    expect(ok(countParam('duration', 0, 1440), '')).toBe(false);
    expect(z.parse(countParam('duration', 0, 1440), '0')).toBe(0);
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
    expect([0, -12.5, 99_999.99, -99_999.99].map((v) => ok(money, v))).toEqual([true, true, true, true]);
    expect(
      [100_000, 21_474_836.47, Number.POSITIVE_INFINITY, Number.NaN, 0.001, 1e-9].some((v) => ok(money, v)),
    ).toBe(false);
    expect(ok(moneySum, 1e12)).toBe(true);
    expect(ok(moneySum, 1e14)).toBe(false);
    expect([-100, 3.5, 1e9].map((v) => ok(percent, v))).toEqual([true, true, true]);
    expect(ok(percent, Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('takes an amount in whole cents from 0 to $99,999.99, and a refund from a cent', () => {
    const tip = amountInput('The tip');
    expect([0, 0.01, 12.34, 0.3, MAX_MONEY].every((v) => ok(tip, v))).toBe(true);
    expect([-0.01, 100_000, 1e-9, 0.001, 12.345, 1e21].filter((v) => ok(tip, v))).toEqual([]);
    expect(z.safeParse(tip, 100_000).error?.issues[0]?.message).toBe('The tip can be at most $99,999.99.');
    expect(moneyMaxMessage('The refund')).toBe('The refund can be at most $99,999.99.');
    expect(z.safeParse(tip, 1e-9).error?.issues[0]?.message).toBe(
      'The tip must be in whole cents (at most 2 decimals).',
    );
    const refund = positiveAmount('The refund');
    expect([0, 1e-9, -1].some((v) => ok(refund, v))).toBe(false);
    expect(ok(refund, 0.01)).toBe(true);
  });

  it('takes every whole-cent amount the server answers (cents / 100)', () => {
    for (let c = -10_000; c <= 10_000; c += 1) expect(ok(money, fromCents(c)), String(c)).toBe(true);
    for (const c of [9_999_999, 1_234_567, 9_999_998]) expect(ok(money, fromCents(c)), String(c)).toBe(true);
  });
});
