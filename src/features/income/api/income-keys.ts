import { INCOME_QUERY_ROOT } from '../../../realtime/use-live-income.ts';

export const incomeKeys = {
  all: [INCOME_QUERY_ROOT] as const,
  report: (staffId: number, tab: string, start: string, end: string) =>
    [INCOME_QUERY_ROOT, 'report', staffId, tab, start, end] as const,
  bill: (billId: number) => [INCOME_QUERY_ROOT, 'bill', billId] as const,
};
