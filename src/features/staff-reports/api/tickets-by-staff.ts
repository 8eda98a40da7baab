import { reportEndpoints } from '../../../contract/endpoints/reports.ts';
import { displayDay } from '../../../lib/day.ts';
import { call } from '../../../lib/http.ts';
import { defineKept } from '../../../offline/kept.ts';
import { staffReportKeys } from './staff-report-keys.ts';

export interface TicketsByStaffArgs {
  shopId: number;
  staffId: number;
  /** The salon's day, YYYY-MM-DD. */
  day: string;
}

/**
 * A staff member's open and closed tickets of a day (GET admin/ticket-by-staff?shopId&staffId with
 * type=FROM-TO and the day as both dates), kept on the device once seen: the tickets' list and their
 * detail read the same answer. Asked again whenever shown: a ticket opens or closes at any moment.
 */
export const ticketsByStaff = defineKept({
  key: ({ shopId, staffId, day }: TicketsByStaffArgs) => staffReportKeys.ticketsByStaff(shopId, staffId, day),
  fetch: ({ shopId, staffId, day }, signal) =>
    call(reportEndpoints.ticketsByStaff, {
      query: {
        shopId: String(shopId),
        staffId: String(staffId),
        type: 'FROM-TO',
        startDate: displayDay(day),
        endDate: displayDay(day),
      },
      signal,
    }),
});
