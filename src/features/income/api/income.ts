import { queryOptions } from '@tanstack/react-query';
import { incomeEndpoints } from '../../../contract/endpoints/income.ts';
import { call } from '../../../lib/http.ts';
import { useCachedQuery } from '../../../offline/hooks.ts';
import { persister } from '../../../offline/persister.ts';
import type { IncomeTab } from '../model/income.ts';
import { incomeKeys } from './income-keys.ts';

/** A period's income; each period is kept on the device for 7 days once seen. */
export function incomeQuery(staffId: number, tab: IncomeTab, start: string, end: string) {
  return queryOptions({
    queryKey: incomeKeys.report(staffId, tab, start, end),
    queryFn: ({ signal }) =>
      call(incomeEndpoints.billsByStaff, {
        query:
          tab === 'RANGE' ? { type: tab, staffId, startDate: start, endDate: end } : { type: tab, staffId },
        signal,
      }),
    persister,
  });
}

/** A period's income from this device first, refreshed in the background. */
export function useIncome(
  staffId: number,
  tab: IncomeTab,
  range: { start: string; end: string } | null,
  today: string,
) {
  const start = tab === 'RANGE' ? (range?.start ?? '') : today;
  const end = tab === 'RANGE' ? (range?.end ?? '') : today;
  return useCachedQuery({
    ...incomeQuery(staffId, tab, start, end),
    enabled: tab !== 'RANGE' || range !== null,
  });
}
