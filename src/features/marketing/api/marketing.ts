import { marketingEndpoints as endpoints } from '../../../contract/endpoints/marketing.ts';
import type { RedeemSource, ReviewSort } from '../../../contract/marketing.ts';
import { call } from '../../../lib/http.ts';
import type { Period } from '../../../lib/periods.ts';
import { QUERY_ROOTS } from '../../../lib/query-roots.ts';
import { defineKept } from '../../../offline/kept.ts';
import { shopDayQueryOf } from '../model/marketing.ts';

/**
 * The marketing screens' answers, each kept on the phone once seen (so a period, a page of reviews or a
 * day's redemptions seen opens offline with its age).
 */

/** The marketing figures of a period (GET report/shop-day), the marketing and coupon screens'. */
export const shopDay = defineKept({
  key: ({ shopId, period }: { shopId: number; period: Period }) =>
    [QUERY_ROOTS.marketing, shopId, 'shop-day', period.start, period.end] as const,
  fetch: ({ period }, signal) => call(endpoints.shopDay, { query: shopDayQueryOf(period), signal }),
  // As the summary report: a past period changes rarely; today's is asked again after half a minute.
  fresh: 30_000,
});

export interface ReviewsAsk {
  shopId: number;
  sort: ReviewSort;
  star: number | undefined;
  search: string;
  page: number;
}

/** A page of the salon's reviews with the rating summary. */
export const reviews = defineKept({
  key: ({ shopId, sort, star, search, page }: ReviewsAsk) =>
    [QUERY_ROOTS.marketing, shopId, 'reviews', sort, star ?? 0, search, page] as const,
  fetch: ({ sort, star, search, page }, signal) =>
    call(endpoints.reviews, {
      query: { sort, page, ...(star ? { star } : {}), ...(search ? { search } : {}) },
      signal,
    }),
});

/** A day's coupon redemptions (YYYY-MM-DD), of one source or all. */
export const redeemHistory = defineKept({
  key: ({ shopId, day, source }: { shopId: number; day: string; source: RedeemSource | undefined }) =>
    [QUERY_ROOTS.marketing, shopId, 'redeem-history', day, source ?? 'ALL'] as const,
  fetch: ({ day, source }, signal) =>
    call(endpoints.redeemHistory, {
      query: { date: shopDayQueryOf({ start: day, end: day }).startDate, ...(source ? { source } : {}) },
      signal,
    }),
});

/** How many customers of each group have an email and a phone. */
export const audience = defineKept({
  key: ({ shopId }: { shopId: number }) => [QUERY_ROOTS.marketing, shopId, 'audience'] as const,
  fetch: (_, signal) => call(endpoints.marketingAudience, { signal }),
});
