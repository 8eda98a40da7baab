import { incomeEndpoints } from '../../../contract/endpoints/income.ts';
import type { BillDetail, IncomeReport } from '../../../contract/income.ts';
import { call } from '../../../lib/http.ts';
import { useCachedSnapshot } from '../../../offline/hooks.ts';
import type { IncomeTab } from '../model/income.ts';
import { incomeKeys } from './income-keys.ts';

/** A period's income from this device first (each period kept for offline use), refreshed in the background. */
export function useIncome(
  staffId: number,
  tab: IncomeTab,
  range: { start: string; end: string } | null,
  today: string,
) {
  const start = tab === 'RANGE' ? (range?.start ?? '') : today;
  const end = tab === 'RANGE' ? (range?.end ?? '') : today;
  return useCachedSnapshot<IncomeReport>(
    `income:${staffId}:${tab}:${start}:${end}`,
    incomeKeys.report(staffId, tab, start, end),
    (signal) =>
      call(incomeEndpoints.billsByStaff, {
        query:
          tab === 'RANGE' ? { type: tab, staffId, startDate: start, endDate: end } : { type: tab, staffId },
        signal,
      }),
  );
}

/** A ticket's detail, kept for offline use once seen. */
export function useBillDetail(billId: number) {
  return useCachedSnapshot<BillDetail>(`bill:${billId}`, incomeKeys.bill(billId), (signal) =>
    call(incomeEndpoints.billDetail, { query: { billId }, signal }),
  );
}
