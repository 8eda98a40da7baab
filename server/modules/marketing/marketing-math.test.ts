import { describe, expect, it } from 'vitest';
import { reachableEmail, reachablePhone } from '../../../src/contract/marketing.ts';
import {
  addMarketingDays,
  buildShopDay,
  customerNameOf,
  emptyMarketingDay,
  ratingOf,
} from './marketing-math.ts';

describe('marketing arithmetic', () => {
  it('sums days without touching them', () => {
    const a = {
      ...emptyMarketingDay(),
      stars: [1, 0, 0, 0, 2] as [number, number, number, number, number],
      online: 2,
    };
    const b = {
      ...emptyMarketingDay(),
      stars: [0, 0, 1, 0, 0] as [number, number, number, number, number],
      walkIn: 3,
    };
    const sum = addMarketingDays([a, b]);
    expect(sum.stars).toEqual([1, 0, 1, 0, 2]);
    expect(sum.online).toBe(2);
    expect(sum.walkIn).toBe(3);
    expect(a.stars).toEqual([1, 0, 0, 0, 2]);
  });

  it('averages the stars, 0 without reviews', () => {
    expect(ratingOf([1, 0, 1, 0, 2])).toEqual({ average: 3.5, count: 4 });
    expect(ratingOf([0, 0, 0, 0, 0])).toEqual({ average: 0, count: 0 });
  });

  it('answers dollars, the coupons profit being the bills less the discounts', () => {
    const day = {
      ...emptyMarketingDay(),
      giftSold: 2,
      giftSoldCents: 10_050,
      giftRedeemedCents: 2_000,
      couponsUsed: 3,
      couponBillCents: 13_000,
      couponDiscountCents: 1_550,
    };
    const answer = buildShopDay(day, { startDate: '03-20-2001', endDate: '03-20-2001' });
    expect(answer.giftCards).toEqual({ soldCount: 2, soldAmount: 100.5, redeemedAmount: 20 });
    expect(answer.coupons).toEqual({ profit: 114.5, totalBill: 130, used: 3, discount: 15.5 });
  });

  it('names a walk-in Unknown', () => {
    expect(customerNameOf('WALL-IN')).toBe('Unknown');
    expect(customerNameOf(' ')).toBe('Unknown');
    expect(customerNameOf(null)).toBe('Unknown');
    expect(customerNameOf('Ann Lee')).toBe('Ann Lee');
  });

  it('counts an email with an @ and a phone of 10 digits as reachable', () => {
    expect([
      reachableEmail('a@b.co'),
      reachableEmail(' a@b '),
      reachableEmail(''),
      reachableEmail('a@'),
    ]).toEqual([true, true, false, false]);
    expect([reachablePhone('4085550134'), reachablePhone('408555013'), reachablePhone('')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
