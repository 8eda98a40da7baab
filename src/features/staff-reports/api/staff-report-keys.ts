import { QUERY_ROOTS } from '../../../lib/query-roots.ts';

/** The staff reports are reports: a ticket closed or a tip changed shows in them as in the others. */
export const staffReportKeys = {
  staffDailyAll: (shopId: number) => [QUERY_ROOTS.reports, 'staff-daily', shopId] as const,
  staffDaily: (shopId: number, day: string) => [QUERY_ROOTS.reports, 'staff-daily', shopId, day] as const,
  ticketsByStaff: (shopId: number, staffId: number, day: string) =>
    [QUERY_ROOTS.reports, 'tickets-by-staff', shopId, staffId, day] as const,
  reviews: (shopId: number) => [QUERY_ROOTS.reports, 'staff-reviews', shopId] as const,
  /** The reassignment requests are about appointments: a move shows in the manager's calendars too. */
  reassignRequests: (shopId: number) => [QUERY_ROOTS.appointments, 'reassign-requests', shopId] as const,
};
