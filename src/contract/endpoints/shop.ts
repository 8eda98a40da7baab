import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { adminStaffItem } from '../manager-reports.ts';
import { scheduleDay, shopInfo, shopUpdate, staffListItem } from '../shop.ts';

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
  /** The session's salon, for its manager's Salon Information screen. */
  shopDetail: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/shop/detail',
    access: 'manager',
    response: shopInfo,
  }),
  /** Saves the changed fields of the session's salon; answers the salon as saved. */
  shopUpdate: endpoint({
    method: 'PUT',
    base: 'v1',
    path: '/shop/update',
    access: 'manager',
    body: shopUpdate,
    response: shopInfo,
  }),
} as const;
