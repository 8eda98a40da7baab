import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { assertSelfOrManager } from '../../auth/caller.ts';
import { cacheName } from '../../http/cached-route.ts';
import { type RouteDeps, route } from '../../http/route.ts';
import { incomePeriod, type ListedTicket } from './income-math.ts';
import { billDetail, staffIncome } from './service.ts';

/** The tables a staff member's day of income is read from: a write to them drops the days it touched. */
export const INCOME_DAY_TABLES = [
  'tickets',
  'ticket_lines',
  'ticket_tips',
  'ticket_discounts',
  'reviews',
] as const;

/** Staff income (Commission tab) and ticket detail. Both are reads: they use `deps.db`. */
export function incomeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  // Exact: a staff member's day is reused only while no write touched that day's tickets, a rate
  // while the salon's staff rows are unchanged.
  const days = deps.changes.dayCache<ListedTicket[]>({
    name: cacheName(endpoints.billsByStaff),
    tables: INCOME_DAY_TABLES,
  });
  const rates = deps.changes.cache<number | null>({ name: 'commission rates (income)', tables: ['staff'] });
  route(app, deps, endpoints.billsByStaff, async ({ query }, session) => {
    // Before the caches: what is kept for a manager is never handed to someone else.
    assertSelfOrManager(session, query.staffId, 'You can only see your own income.');
    const period = incomePeriod(query, deps.now(), session.timezone);
    return staffIncome(deps.db, session.shopId, query.staffId, period, {
      rate: (load) => rates.get(session.shopId, [query.staffId], load),
      days: days.source(session.shopId, session.timezone, [query.staffId]),
    });
  });

  route(app, deps, endpoints.billDetail, async ({ query }, session) =>
    billDetail(deps.db, session, query.billId),
  );
}
