import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { cacheName } from '../../http/cached-route.ts';
import { type RouteDeps, route } from '../../http/route.ts';
import { getOverview, type OverviewDay } from './overview-service.ts';

export function reportRoutes(app: FastifyInstance, deps: RouteDeps): void {
  // The overview is put together from the salon's days, each kept until a ticket, ticket line,
  // appointment or customer of that day changes.
  const days = deps.changes.dayCache<OverviewDay>({
    name: cacheName(endpoints.overview),
    tables: ['tickets', 'ticket_lines', 'appointments', 'customers'],
  });
  route(app, deps, endpoints.overview, async ({ query }, session) =>
    getOverview(
      deps.db,
      session.shopId,
      query,
      session.timezone,
      // The growth of a period still running compares its time so far: the answer depends on the time.
      deps.now(),
      days.source(session.shopId, session.timezone, []),
    ),
  );
}
