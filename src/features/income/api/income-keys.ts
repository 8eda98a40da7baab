/** Query keys of income data start with this; a live message for the staff member reloads them all. */
export const INCOME_QUERY_ROOT = 'income';

export const incomeKeys = {
  all: [INCOME_QUERY_ROOT] as const,
  report: (staffId: number, tab: string, start: string, end: string) =>
    [INCOME_QUERY_ROOT, 'report', staffId, tab, start, end] as const,
};
