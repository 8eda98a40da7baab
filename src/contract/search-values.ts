/**
 * The values the report screens' routes read in their search (`validateSearch`), in a module free of
 * schemas: a route's config loads with the app's start, so a route that imported its contract would
 * put every schema of it there. The contract's schemas use the same lists.
 */

/** Spec §9: the salary report's sort options, asc and desc (by each staff member's total pay; docs/decisions.md). */
export const SALARY_SORTS = ['asc', 'desc'] as const;
export type SalarySort = (typeof SALARY_SORTS)[number];

/** Not in the spec: the largest pay first (docs/decisions.md). */
export const DEFAULT_SORT: SalarySort = 'desc';

/** Reviews & Comments: Lasted (newest first) and Highest rated. */
export const REVIEW_SORTS = ['LATEST', 'HIGHEST'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** The Redeem History's sources (spec part 2 §2 "Coupon report"). */
export const REDEEM_SOURCES = ['TICKET', 'APPOINTMENT', 'MARKETING', 'REVIEW'] as const;
export type RedeemSource = (typeof REDEEM_SOURCES)[number];
