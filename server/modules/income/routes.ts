import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/contract/endpoints.ts';
import type { IncomeReport } from '../../../src/contract/income.ts';
import { VersionedCache } from '../../db/changes.ts';
import { badRequest } from '../../http/errors.ts';
import { type RouteDeps, route } from '../../http/route.ts';
import { type IncomePeriod, IncomePeriodError, incomePeriod } from './income-math.ts';
import { assertMayReadIncome, billDetail, staffIncome } from './service.ts';

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
  const reports = new VersionedCache<IncomeReport>(deps.changes, INCOME_TABLES);

  route(app, deps, endpoints.billsByStaff, async ({ query }, session) => {
    assertMayReadIncome(session, query.staffId);
    let period: IncomePeriod;
    try {
      period = incomePeriod(query, deps.now(), session.timezone);
    } catch (err) {
      if (err instanceof IncomePeriodError) throw badRequest(err.message);
      throw err;
    }
    const key = `${session.shopId}|${session.timezone}|${query.staffId}|${period.from}|${period.to}`;
    return reports.get(key, () =>
      staffIncome(deps.db, session.shopId, query.staffId, period, session.timezone),
    );
  });

  route(app, deps, endpoints.billDetail, async ({ query }, session) =>
    billDetail(deps.db, session, query.billId),
  );
}
