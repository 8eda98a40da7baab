import { reportEndpoints as endpoints } from '../../../contract/endpoints/reports.ts';
import { displayDay } from '../../../lib/day.ts';
import { call } from '../../../lib/http.ts';
import type { Period } from '../../../lib/periods.ts';
import { defineKept } from '../../../offline/kept.ts';
import { reportKeys } from './report-keys.ts';

/** The overview of a period (GET admin/overview), kept on the device once seen. */
export const overview = defineKept({
  key: ({ shopId, period }: { shopId: number; staffId: number; period: Period }) =>
    reportKeys.overview(shopId, period),
  fetch: ({ staffId, period }, signal) =>
    call(endpoints.overview, {
      query: {
        staffId: String(staffId),
        type: 'FROM-TO',
        startDate: displayDay(period.start),
        endDate: displayDay(period.end),
      },
      signal,
    }),
  // A report of past days changes rarely; today's is asked again after half a minute.
  fresh: 30_000,
});
