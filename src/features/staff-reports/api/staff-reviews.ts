import { reportEndpoints } from '../../../contract/endpoints/reports.ts';
import { call } from '../../../lib/http.ts';
import { defineKept } from '../../../offline/kept.ts';
import { staffReportKeys } from './staff-report-keys.ts';

/** The customers' reviews of each staff member (GET admin/getListReviewStaff), kept once seen. */
export const staffReviews = defineKept({
  key: (shopId: number) => staffReportKeys.reviews(shopId),
  fetch: (_shopId, signal) => call(reportEndpoints.staffReviews, { signal }),
  fresh: 30_000,
});
