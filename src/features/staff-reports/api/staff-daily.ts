import { reportEndpoints } from '../../../contract/endpoints/reports.ts';
import { shopEndpoints } from '../../../contract/endpoints/shop.ts';
import { call } from '../../../lib/http.ts';
import { defineKept } from '../../../offline/kept.ts';
import { mergeStaffDaily } from '../model/staff-daily.ts';
import { staffReportKeys } from './staff-report-keys.ts';

/**
 * The staff list of a day (spec part 1 §7): GET /admin/staff and GET /report/reportStaffDaily?date,
 * asked together and merged by staff id, kept on the device once seen.
 */
export const staffDaily = defineKept({
  key: ({ shopId, day }: { shopId: number; day: string }) => staffReportKeys.staffDaily(shopId, day),
  fetch: async ({ day }, signal) => {
    const [staff, daily] = await Promise.all([
      call(shopEndpoints.adminStaff, { signal }),
      call(reportEndpoints.staffDaily, { query: { date: day }, signal }),
    ]);
    return { day: daily.date, rows: mergeStaffDaily(staff, daily.staff) };
  },
});
