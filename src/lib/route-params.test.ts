import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { idParam } from '../contract/common.ts';
import { daySearch, idOf, idParams, pageSearch } from './route-params.ts';

describe('route ids', () => {
  it('takes decimal ids from 1 to the database integer maximum', () => {
    expect(idOf('1')).toBe(1);
    expect(idOf('2147483647')).toBe(2_147_483_647);
    expect(idOf(42)).toBe(42);
  });

  it.each(['0', '-1', '2147483648', '99999999999', '0x10', '1e3', '1.5', ' 7', '7 ', '07', '', 'abc', '+5'])(
    'refuses %j',
    (raw) => {
      expect(idOf(raw)).toBeNull();
    },
  );

  it('refuses what is not text or a number', () => {
    expect(idOf(undefined)).toBeNull();
    expect(idOf(null)).toBeNull();
    expect(idOf({})).toBeNull();
    expect(idOf(1.5)).toBeNull();
  });

  it('takes an id exactly when the contract does, for any digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,11}$/), (raw) => {
        const contract = z.safeParse(idParam, raw);
        expect(idOf(raw)).toBe(contract.success ? contract.data : null);
      }),
    );
  });

  it('parses route params and makes a bad one Not found', () => {
    const params = idParams('ticketId');
    expect(params.parse({ ticketId: '12' })).toEqual({ ticketId: 12 });
    expect(params.stringify({ ticketId: 12 })).toEqual({ ticketId: '12' });
    let thrown: unknown;
    try {
      params.parse({ ticketId: '0x10' });
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toMatchObject({ isNotFound: true });
  });
});

describe('route days', () => {
  it('keeps a real day and drops anything else', () => {
    expect(z.parse(daySearch, '2026-02-28')).toBe('2026-02-28');
    expect(z.parse(daySearch, '2026-02-30')).toBeUndefined();
    expect(z.parse(daySearch, '11-25-2026')).toBeUndefined();
    expect(z.parse(daySearch, 20261125)).toBeUndefined();
    expect(z.parse(daySearch, undefined)).toBeUndefined();
  });
});

describe('route pages', () => {
  it('keeps a whole page number from 1 and drops anything else', () => {
    expect(z.parse(pageSearch, '3')).toBe(3);
    expect(z.parse(pageSearch, 1)).toBe(1);
    expect(z.parse(pageSearch, '0')).toBeUndefined();
    expect(z.parse(pageSearch, '2.5')).toBeUndefined();
    expect(z.parse(pageSearch, '100001')).toBeUndefined();
    expect(z.parse(pageSearch, 'two')).toBeUndefined();
    expect(z.parse(pageSearch, undefined)).toBeUndefined();
  });
});
