import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capCents,
  editMoneyInput,
  MAX_MONEY_CENTS,
  moneyInputText,
  moneyLimit,
  parseMoneyInput,
  refundLimit,
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
    // Zero is shown as an amount: an empty field is no amount at all.
    expect(moneyInputText(0)).toBe('0.00');
    expect(moneyInputText(1250)).toBe('12.50');
    expect(moneyInputText(-5)).toBe('0.00');
  });
});

describe('a money field says what it does with what is typed', () => {
  const limit = { cents: 30_000, message: 'Only $300.00 is left to refund on this ticket.' };

  it('refuses an amount past its limit with the sentence, keeping what was typed', () => {
    expect(editMoneyInput('500', limit)).toEqual({
      text: '500',
      cents: null,
      note: null,
      error: limit.message,
    });
    expect(editMoneyInput('299.9', limit)).toEqual({ text: '299.9', cents: 29_990, note: null, error: null });
    expect(editMoneyInput('99999999', moneyLimit('The tip'))).toMatchObject({
      cents: null,
      error: 'The tip can be at most $99,999.99.',
    });
  });

  it('is no amount when empty, which is not zero', () => {
    expect(editMoneyInput('', limit)).toEqual({ text: '', cents: null, note: null, error: null });
    expect(editMoneyInput('0', limit)).toMatchObject({ cents: 0, error: null });
  });

  it('says what it left out: a minus sign, letters, a third decimal', () => {
    expect(editMoneyInput('-5', limit)).toMatchObject({
      text: '5',
      cents: 500,
      note: 'No minus sign: amounts are never negative.',
    });
    expect(editMoneyInput('1e3', limit)).toMatchObject({
      text: '13',
      cents: 1300,
      note: 'Only digits and one point are kept: 13.',
    });
    expect(editMoneyInput('12.345', limit)).toMatchObject({
      text: '12.34',
      cents: 1234,
      note: 'Only 2 decimals are kept: 12.34.',
    });
    expect(editMoneyInput('abc', limit)).toMatchObject({
      text: '',
      cents: null,
      note: 'Only digits and one point are kept.',
    });
    // A dollar sign, thousands' commas and spaces change nothing: nothing to say.
    expect(editMoneyInput('$1,000', moneyLimit('The tip'))).toMatchObject({
      text: '1000',
      cents: 100_000,
      note: null,
    });
  });

  it('never gives more than its limit, nor a negative amount, and its text stands for what it gives', () => {
    fc.assert(
      fc.property(typed, cents, (text, max) => {
        const edit = editMoneyInput(text, { cents: max, message: 'too much' });
        if (edit.cents === null) {
          expect(edit.text === '' || edit.error === 'too much').toBe(true);
        } else {
          expect(edit.cents).toBeLessThanOrEqual(max);
          expect(edit.cents).toBeGreaterThanOrEqual(0);
          expect(parseMoneyInput(edit.text)).toBe(edit.cents);
          expect(edit.error).toBeNull();
        }
        // When nothing is said, the amount is exactly what was typed ($, commas and spaces aside).
        const clean = text.replace(/[$,\s]/g, '');
        if (edit.note === null && edit.cents !== null)
          expect(Math.round(Number(clean) * 100)).toBe(edit.cents);
      }),
    );
  });

  it('has a refund limit that says what is left', () => {
    expect(refundLimit(4500)).toEqual({
      cents: 4500,
      message: 'Only $45.00 is left to refund on this ticket.',
    });
    expect(refundLimit(0).message).toBe('Nothing is left to refund on this ticket.');
  });

  it('caps cents into 0 … max', () => {
    expect(capCents(-1, 100)).toBe(0);
    expect(capCents(101, 100)).toBe(100);
    expect(capCents(Number.NaN, 100)).toBe(0);
    expect(capCents(50, -3)).toBe(0);
    expect(capCents(10.6, 100)).toBe(11);
  });
});
