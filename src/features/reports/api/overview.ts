import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportEndpoints as endpoints } from '../../../contract/endpoints/reports.ts';
import { call } from '../../../lib/http.ts';
import { type Period, toMdy } from '../model/periods.ts';
import { reportKeys } from './report-keys.ts';

export function overviewQuery(shopId: number, staffId: number, period: Period) {
  return queryOptions({
    queryKey: reportKeys.overview(shopId, period),
    queryFn: ({ signal }) =>
      call(endpoints.overview, {
        query: {
          staffId: String(staffId),
          type: 'FROM-TO',
          startDate: toMdy(period.start),
          endDate: toMdy(period.end),
        },
        signal,
      }),
  });
}

export function useOverview(shopId: number, staffId: number, period: Period | null) {
  return useQuery({
    ...overviewQuery(shopId, staffId, period ?? { start: '', end: '' }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
}
