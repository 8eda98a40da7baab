import type { ShopDay } from '../../../src/contract/marketing.ts';

/**
 * The marketing report's arithmetic (GET report/shop-day), in whole cents and counts that add up day by
 * day (a period is the sum of its days). Formulas: docs/reports.md, "Marketing".
 */

/** What a business day adds up to. */
export interface MarketingDay {
  /** Reviews of the day's tickets by star: index 0 is 1 star. */
  stars: [number, number, number, number, number];
  giftSold: number;
  giftSoldCents: number;
  giftRedeemedCents: number;
  online: number;
  phone: number;
  walkIn: number;
  /** Coupon redemptions made that day, and what their bills and discounts came to. */
  couponsUsed: number;
  couponBillCents: number;
  couponDiscountCents: number;
}

export const emptyMarketingDay = (): MarketingDay => ({
  stars: [0, 0, 0, 0, 0],
  giftSold: 0,
  giftSoldCents: 0,
  giftRedeemedCents: 0,
  online: 0,
  phone: 0,
  walkIn: 0,
  couponsUsed: 0,
  couponBillCents: 0,
  couponDiscountCents: 0,
});

/** The days summed (a new value: the days may be kept by a cache). */
export function addMarketingDays(days: readonly MarketingDay[]): MarketingDay {
  const sum = emptyMarketingDay();
  for (const d of days) {
    for (let i = 0; i < 5; i++) sum.stars[i as 0] += d.stars[i as 0];
    sum.giftSold += d.giftSold;
    sum.giftSoldCents += d.giftSoldCents;
    sum.giftRedeemedCents += d.giftRedeemedCents;
    sum.online += d.online;
    sum.phone += d.phone;
    sum.walkIn += d.walkIn;
    sum.couponsUsed += d.couponsUsed;
    sum.couponBillCents += d.couponBillCents;
    sum.couponDiscountCents += d.couponDiscountCents;
  }
  return sum;
}

/** The count and average of star counts (index 0 is 1 star); the average is 0 without reviews. */
export function ratingOf(stars: readonly number[]): { average: number; count: number } {
  let count = 0;
  let sum = 0;
  stars.forEach((n, i) => {
    count += n;
    sum += n * (i + 1);
  });
  return { average: count === 0 ? 0 : sum / count, count };
}

export function buildShopDay(sums: MarketingDay, period: { startDate: string; endDate: string }): ShopDay {
  return {
    ...period,
    reviews: { ...ratingOf(sums.stars), stars: [...sums.stars] },
    giftCards: {
      soldCount: sums.giftSold,
      soldAmount: sums.giftSoldCents / 100,
      redeemedAmount: sums.giftRedeemedCents / 100,
    },
    bookings: { online: sums.online, phone: sums.phone, walkIn: sums.walkIn },
    coupons: {
      profit: (sums.couponBillCents - sums.couponDiscountCents) / 100,
      totalBill: sums.couponBillCents / 100,
      used: sums.couponsUsed,
      discount: sums.couponDiscountCents / 100,
    },
  };
}

/** A customer's name as the marketing screens show it: Unknown for a walk-in or a missing name. */
export const customerNameOf = (name: string | null | undefined): string => {
  const trimmed = (name ?? '').trim();
  return trimmed === '' || trimmed === 'WALL-IN' ? 'Unknown' : trimmed;
};
