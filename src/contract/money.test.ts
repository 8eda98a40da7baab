import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from './money.ts';

describe('money in cents', () => {
  it('rounds dollars to whole cents', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(100);
    expect(toCents(-2.5)).toBe(-250);
  });
  it('gives dollars with at most 2 decimals', () => {
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(5)).toBe(0.05);
    expect(fromCents(toCents(123.456))).toBe(123.46);
  });
  it('round-trips every cent amount', () => {
    for (let c = -1000; c <= 100_000; c += 7) expect(toCents(fromCents(c))).toBe(c);
  });
});
