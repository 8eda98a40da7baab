/**
 * Spec §9: the salary report's sort options, asc and desc (by each staff member's total pay;
 * docs/decisions.md). A module of their own, free of schemas: the Employee Salaries route reads them
 * in its search, and a route's config loads with the app's start.
 */
export const SALARY_SORTS = ['asc', 'desc'] as const;
export type SalarySort = (typeof SALARY_SORTS)[number];

/** Not in the spec: the largest pay first (docs/decisions.md). */
export const DEFAULT_SORT: SalarySort = 'desc';
