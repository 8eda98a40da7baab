import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { reportEndpoints as endpoints } from '../../../contract/endpoints/reports.ts';
import { displayDay } from '../../../lib/day.ts';
import { call } from '../../../lib/http.ts';
import { type Period, periodFor, todayIn } from '../../../lib/periods.ts';
import type { ReportTab } from '../../../lib/report-tabs.ts';
import { readSession } from '../../../lib/session.ts';
import { deviceTimeZone } from '../../../lib/time-zone.ts';
import { persister } from '../../../offline/persister.ts';
import { reportKeys } from './report-keys.ts';

/** The overview of a period (GET admin/overview), kept on the device for 7 days once seen. */
export function overviewQuery(shopId: number, staffId: number, period: Period) {
  return queryOptions({
    queryKey: reportKeys.overview(shopId, period),
    queryFn: ({ signal }) =>
      call(endpoints.overview, {
        query: {
          staffId: String(staffId),
          type: 'FROM-TO',
          startDate: displayDay(period.start),
          endDate: displayDay(period.end),
        },
        signal,
      }),
    persister,
  });
}

export function useOverview(shopId: number, staffId: number, period: Period | null) {
  return useQuery({
    ...overviewQuery(shopId, staffId, period ?? { start: '', end: '' }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * For the route loader: the tab's overview from the device or the network before the screen draws.
 * Never fails: offline with nothing kept, the screen says so itself.
 */
export async function prefetchOverview(queryClient: QueryClient, tab: ReportTab): Promise<void> {
  const session = readSession();
  if (!session || tab === 'RANGE') return;
  const period = periodFor(tab, todayIn(session.salonInfo?.timezone ?? deviceTimeZone()));
  await queryClient
    .ensureQueryData(overviewQuery(session.shopId, session.staffId, period))
    .catch(() => undefined);
}
