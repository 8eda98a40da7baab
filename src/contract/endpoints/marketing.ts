import { endpoint } from '../endpoint.ts';
import {
  marketingAudience,
  redeemHistory,
  redeemHistoryQuery,
  reviewsPage,
  reviewsQuery,
  shopDay,
  shopDayQuery,
} from '../marketing.ts';

/** The marketing report and its sub-screens (formulas: docs/reports.md, "Marketing"): managers only. */
export const marketingEndpoints = {
  /** The marketing figures of a period (spec §7 report/shop-day). */
  shopDay: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/report/shop-day',
    access: 'manager',
    query: shopDayQuery,
    response: shopDay,
  }),
  /** The salon's reviews with the rating summary, sorted, filtered by star and name, 10 a page. */
  reviews: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/report/reviews',
    access: 'manager',
    query: reviewsQuery,
    response: reviewsPage,
  }),
  /** A day's coupon redemptions, newest first. */
  redeemHistory: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/report/redeem-history',
    access: 'manager',
    query: redeemHistoryQuery,
    response: redeemHistory,
  }),
  /** How many customers of each group have an email and a phone (the Email and SMS screens). */
  marketingAudience: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/report/marketing-audience',
    access: 'manager',
    response: marketingAudience,
  }),
} as const;
