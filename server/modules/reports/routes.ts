import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/contract/endpoints.ts';
import type { Overview } from '../../../src/contract/overview.ts';
import { VersionedCache } from '../../db/changes.ts';
import { badRequest } from '../../http/errors.ts';
import { type RouteDeps, route } from '../../http/route.ts';
import { getOverview } from './overview-service.ts';
import { InvalidRangeError } from './periods.ts';

export function reportRoutes(app: FastifyInstance, deps: RouteDeps): void {
  // Reports are reused until a ticket, ticket line, appointment or customer changes.
  const overviews = new VersionedCache<Overview>(deps.changes, [
    'tickets',
    'ticket_lines',
    'appointments',
    'customers',
  ]);

  route(app, deps, endpoints.overview, async ({ query }, session) => {
    const key = `${session.shopId}|${session.timezone}|${query.startDate}|${query.endDate}`;
    try {
      return await overviews.get(key, () => getOverview(deps.db, session.shopId, query, session.timezone));
    } catch (err) {
      if (err instanceof InvalidRangeError) throw badRequest(err.message);
      throw err;
    }
  });
}
