import { describe, expect, it } from 'vitest';
import { sharesOf } from './shares.ts';

describe('sharesOf', () => {
  it('adds up to exactly 100, the hundredths left over to the largest remainders', () => {
    expect(sharesOf([1, 1, 1])).toEqual([33.34, 33.33, 33.33]);
    expect(sharesOf([2, 1])).toEqual([66.67, 33.33]);
    expect(sharesOf([5, 0, 5])).toEqual([50, 0, 50]);
  });

  it('is all 0 for nothing, and takes a negative value as 0', () => {
    expect(sharesOf([0, 0])).toEqual([0, 0]);
    expect(sharesOf([])).toEqual([]);
    expect(sharesOf([-3, 3])).toEqual([0, 100]);
  });
});
