import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { adminStaffItem } from '../manager-reports.ts';
import { scheduleDay, staffListItem } from '../shop.ts';

/** Shop, staff and catalogue. */
export const shopEndpoints = {
  shopSchedule: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/shop/schedule',
    access: 'session',
    response: z.array(scheduleDay),
  }),
  staffList: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/staff/list',
    access: 'session',
    response: z.array(staffListItem),
  }),
  /** The salon's active staff with their phones (the manager's staff list). */
  adminStaff: endpoint({
    method: 'GET',
    base: 'api',
    path: '/admin/staff',
    access: 'manager',
    response: z.array(adminStaffItem),
  }),
} as const;
