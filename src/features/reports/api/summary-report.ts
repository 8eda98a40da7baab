import { reportEndpoints as endpoints } from '../../../contract/endpoints/reports.ts';
import { call } from '../../../lib/http.ts';
import type { Period } from '../../../lib/periods.ts';
import { defineKept } from '../../../offline/kept.ts';
import { reportKeys } from './report-keys.ts';

/** The summary report of a period (GET report/reportShop?from&to), kept on the device once seen. */
export const summaryReport = defineKept({
  key: ({ shopId, period }: { shopId: number; period: Period }) => reportKeys.summary(shopId, period),
  fetch: ({ period }, signal) =>
    call(endpoints.summaryReport, { query: { from: period.start, to: period.end }, signal }),
  // As the overview: a past period changes rarely; today's is asked again after half a minute.
  fresh: 30_000,
});
