import { QUERY_ROOTS } from '../../../lib/query-roots.ts';

/** Query keys of income data start with this; a live message for the staff member reloads them all. */
export const INCOME_QUERY_ROOT = QUERY_ROOTS.income;

export const incomeKeys = {
  all: [INCOME_QUERY_ROOT] as const,
  /** [root, 'report', staffId, …]: a tip edit finds the staff member at index 2. */
  report: (staffId: number, tab: string, start: string, end: string) =>
    [INCOME_QUERY_ROOT, 'report', staffId, tab, start, end] as const,
};
