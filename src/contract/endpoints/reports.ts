import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import {
  staffDaily,
  staffDailyQuery,
  staffReview,
  summaryReport,
  summaryReportQuery,
  ticketsByStaff,
  ticketsByStaffQuery,
} from '../manager-reports.ts';
import { overview, overviewQuery } from '../overview.ts';

/** Manager reports (formulas: docs/reports.md). */
export const reportEndpoints = {
  overview: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/admin/overview',
    access: 'manager',
    query: overviewQuery,
    response: overview,
  }),
  /** The summary report of a period (spec "Summary report"). */
  summaryReport: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/report/reportShop',
    access: 'manager',
    query: summaryReportQuery,
    response: summaryReport,
  }),
  /** Each staff member's figures of a day (the staff list; merged with GET /admin/staff by id). */
  staffDaily: endpoint({
    method: 'GET',
    base: 'api',
    path: '/report/reportStaffDaily',
    access: 'manager',
    query: staffDailyQuery,
    response: staffDaily,
  }),
  /** A staff member's open and closed tickets of a period (today by default). */
  ticketsByStaff: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/admin/ticket-by-staff',
    access: 'manager',
    query: ticketsByStaffQuery,
    response: ticketsByStaff,
  }),
  /** The customers' reviews of each staff member's tickets, newest first. */
  staffReviews: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/admin/getListReviewStaff',
    access: 'manager',
    response: z.array(staffReview),
  }),
} as const;
