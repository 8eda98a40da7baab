import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { cachedRoute } from '../../http/cached-route.ts';
import type { RouteDeps } from '../../http/route.ts';
import { dayIn } from '../../time/business-days.ts';
import { getOverview } from './overview-service.ts';

export function reportRoutes(app: FastifyInstance, deps: RouteDeps): void {
  // Reports are reused until a ticket, ticket line, appointment or customer changes.
  cachedRoute(
    app,
    deps,
    endpoints.overview,
    { tables: ['tickets', 'ticket_lines', 'appointments', 'customers'] },
    async ({ query }, session, cached) => {
      // The growth of a period still running compares its days so far: the answer depends on the day.
      const today = dayIn(deps.now(), session.timezone);
      return cached(session.shopId, [session.timezone, query.startDate, query.endDate, today], () =>
        getOverview(deps.db, session.shopId, query, session.timezone, today),
      );
    },
  );
}
