import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { badRequest } from '../../http/errors.ts';
import { type RouteDeps, route } from '../../http/route.ts';
import { getOverview } from './overview-service.ts';
import { InvalidRangeError } from './periods.ts';

export function reportRoutes(app: FastifyInstance, deps: RouteDeps): void {
  route(app, deps, endpoints.overview, async ({ query }, session) => {
    try {
      return await getOverview(deps.db, session.shopId, query, session.timezone);
    } catch (err) {
      if (err instanceof InvalidRangeError) throw badRequest(err.message);
      throw err;
    }
  });
}
