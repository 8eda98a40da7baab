import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capCents,
  editMoneyInput,
  MAX_MONEY_CENTS,
  moneyInputText,
  parseMoneyInput,
  sanitizeMoneyInput,
} from './money-input.ts';

/** What people type or paste into a money field: digits, points, signs, spaces, letters. */
const typed = fc.string({ unit: fc.constantFrom(...'0123456789..$-, abe'.split('')), maxLength: 16 });
const cents = fc.integer({ min: 0, max: MAX_MONEY_CENTS });

describe('the money field keeps', () => {
  it.each([
    ['', ''],
    ['$12', '12'],
    ['12.345', '12.34'],
    ['007', '7'],
    ['0', '0'],
    ['00', '0'],
    ['0.5', '0.5'],
    ['00.5', '0.5'],
    ['.5', '0.5'],
    ['1.2.3', '1.23'],
    ['-5', '5'],
    ['1,234.5', '1234.5'],
    ['12.', '12.'],
    ['abc', ''],
  ])('%j as %j', (input, kept) => {
    expect(sanitizeMoneyInput(input)).toBe(kept);
  });

  it('digits, at most one point and two decimals, no leading zero, whatever is typed', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const kept = sanitizeMoneyInput(text);
        expect(kept).toMatch(/^(0|[1-9]\d*)?(\.\d{0,2})?$/);
        expect(kept.startsWith('.')).toBe(false);
        expect(sanitizeMoneyInput(kept)).toBe(kept);
      }),
    );
  });

  it('the digits typed before the point, leading zeroes aside', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,8}$/), fc.nat({ max: 5 }), (digits, zeros) => {
        expect(sanitizeMoneyInput('0'.repeat(zeros) + digits)).toBe(digits);
      }),
    );
  });
});

describe('the amount of a money field', () => {
  it('is whole cents, decimals cut off rather than rounded', () => {
    expect(parseMoneyInput('12.34')).toBe(1234);
    expect(parseMoneyInput('12.345')).toBe(1234);
    expect(parseMoneyInput('12.3')).toBe(1230);
    expect(parseMoneyInput('12.')).toBe(1200);
    expect(parseMoneyInput('0.05')).toBe(5);
    expect(parseMoneyInput('$1,000')).toBe(100_000);
  });

  it('counts anything that is not a number as 0', () => {
    for (const text of ['', '.', 'abc', '$', '-', '--']) expect(parseMoneyInput(text)).toBe(0);
  });

  it('is never negative, NaN or above the cap, and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(typed, fc.string()), (text) => {
        const amount = parseMoneyInput(text);
        expect(Number.isInteger(amount)).toBe(true);
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(amount).toBeLessThanOrEqual(MAX_MONEY_CENTS);
      }),
    );
    expect(parseMoneyInput('99999999999999999999.99')).toBe(MAX_MONEY_CENTS);
  });

  it('round-trips through the text a field shows for it', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        const text = moneyInputText(amount);
        expect(sanitizeMoneyInput(text)).toBe(text);
        expect(parseMoneyInput(text)).toBe(amount);
      }),
    );
    expect(moneyInputText(0)).toBe('');
    expect(moneyInputText(1250)).toBe('12.50');
    expect(moneyInputText(-5)).toBe('');
  });
});

describe('a capped money field', () => {
  it('replaces an amount over the cap by the cap, in the text too', () => {
    expect(editMoneyInput('500', 30_000)).toEqual({ text: '300.00', cents: 30_000 });
    expect(editMoneyInput('299.9', 30_000)).toEqual({ text: '299.9', cents: 29_990 });
    expect(editMoneyInput('$0.5', 30_000)).toEqual({ text: '0.5', cents: 50 });
    expect(editMoneyInput('5', 0)).toEqual({ text: '', cents: 0 });
  });

  it('never gives more than the cap, and its text always stands for what it gives', () => {
    fc.assert(
      fc.property(typed, cents, (text, max) => {
        const edit = editMoneyInput(text, max);
        expect(edit.cents).toBeLessThanOrEqual(max);
        expect(edit.cents).toBeGreaterThanOrEqual(0);
        expect(parseMoneyInput(edit.text)).toBe(edit.cents);
      }),
    );
  });

  it('caps cents into 0 … max', () => {
    expect(capCents(-1, 100)).toBe(0);
    expect(capCents(101, 100)).toBe(100);
    expect(capCents(Number.NaN, 100)).toBe(0);
    expect(capCents(50, -3)).toBe(0);
    expect(capCents(10.6, 100)).toBe(11);
  });
});
