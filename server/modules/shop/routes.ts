import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { cachedRoute } from '../../http/cached-route.ts';
import type { RouteDeps } from '../../http/route.ts';
import { shopSchedule, staffList } from './service.ts';

export function shopRoutes(app: FastifyInstance, deps: RouteDeps): void {
  // Both are read on every app start; reused per salon until a schedule or staff row changes.
  cachedRoute(
    app,
    deps,
    endpoints.shopSchedule,
    { tables: ['shop_schedules'] },
    async ({ db }, session, cached) => cached(session.shopId, [], () => shopSchedule(db, session.shopId)),
  );

  cachedRoute(app, deps, endpoints.staffList, { tables: ['staff'] }, async ({ db }, session, cached) =>
    cached(session.shopId, [], () => staffList(db, session.shopId)),
  );
}
