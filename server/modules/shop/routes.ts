import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/contract/endpoints.ts';
import type { ScheduleDay, StaffListItem } from '../../../src/contract/shop.ts';
import { VersionedCache } from '../../db/changes.ts';
import { type RouteDeps, route } from '../../http/route.ts';
import { shopSchedule, staffList } from './service.ts';

export function shopRoutes(app: FastifyInstance, deps: RouteDeps): void {
  // Both are read on every app start; reused per salon until a schedule or staff row changes.
  const schedules = new VersionedCache<ScheduleDay[]>(deps.changes, ['shop_schedules'], 1000);
  const staffLists = new VersionedCache<StaffListItem[]>(deps.changes, ['staff'], 1000);

  route(app, deps, endpoints.shopSchedule, async ({ db }, session) =>
    schedules.get(String(session.shopId), () => shopSchedule(db, session.shopId)),
  );

  route(app, deps, endpoints.staffList, async ({ db }, session) =>
    staffLists.get(String(session.shopId), () => staffList(db, session.shopId)),
  );
}
