import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { assertSelfOrManager } from '../../auth/caller.ts';
import { cachedRoute } from '../../http/cached-route.ts';
import { type RouteDeps, route } from '../../http/route.ts';
import { incomePeriod } from './income-math.ts';
import { billDetail, staffIncome } from './service.ts';

/** The tables an income report is read from: any write to them drops the cached reports. */
export const INCOME_TABLES = [
  'tickets',
  'ticket_lines',
  'ticket_tips',
  'ticket_discounts',
  'reviews',
  'staff',
] as const;

/** Staff income (Commission tab) and ticket detail. Both are reads: they use `deps.db`. */
export function incomeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  // Exact: an answer is reused only while none of the tables it was read from has changed.
  cachedRoute(
    app,
    deps,
    endpoints.billsByStaff,
    { tables: INCOME_TABLES },
    async ({ query }, session, cached) => {
      // Before the cache: an answer kept for a manager is never handed to someone else.
      assertSelfOrManager(session, query.staffId, 'You can only see your own income.');
      const period = incomePeriod(query, deps.now(), session.timezone);
      return cached(session.shopId, [session.timezone, query.staffId, period.from, period.to], () =>
        staffIncome(deps.db, session.shopId, query.staffId, period, session.timezone),
      );
    },
  );

  route(app, deps, endpoints.billDetail, async ({ query }, session) =>
    billDetail(deps.db, session, query.billId),
  );
}
