import { useQueryClient } from '@tanstack/react-query';
import { reportEndpoints } from '../../../contract/endpoints/reports.ts';
import { shopEndpoints } from '../../../contract/endpoints/shop.ts';
import { call } from '../../../lib/http.ts';
import { defineKept } from '../../../offline/kept.ts';
import { mergeStaffDaily, type StaffDailyRow } from '../model/staff-daily.ts';
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

/** A staff member's first name as a staff list in memory has it (the title of their tickets), if any. */
export function useKnownStaffName(shopId: number, staffId: number): string | undefined {
  const queryClient = useQueryClient();
  const lists = queryClient.getQueriesData<{ rows: StaffDailyRow[] }>({
    queryKey: staffReportKeys.staffDailyAll(shopId),
  });
  for (const [, list] of lists) {
    const name = list?.rows.find((r) => r.id === staffId)?.firstName;
    if (name) return name;
  }
  return undefined;
}
