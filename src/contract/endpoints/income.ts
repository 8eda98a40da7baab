import { endpoint } from '../endpoint.ts';
import { billDetail, billDetailQuery, incomeQuery, incomeReport } from '../income.ts';

/** Staff income and ticket details (spec part 1 §7). */
export const incomeEndpoints = {
  /** A staff member's income for DAY, WEEK or RANGE (docs/reports.md, "Staff income"). */
  billsByStaff: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/report/getBillByStaff',
    access: 'session',
    query: incomeQuery,
    response: incomeReport,
  }),
  billDetail: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/report/getBillDetailV2',
    access: 'session',
    query: billDetailQuery,
    response: billDetail,
  }),
} as const;
