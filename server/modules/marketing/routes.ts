import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { cacheName } from '../../http/cached-route.ts';
import { type RouteDeps, route } from '../../http/route.ts';
import { audienceOf, customerBooks } from '../customers/index.ts';
import type { MarketingDay } from './marketing-math.ts';
import { redeemHistory } from './redeem-history.ts';
import { reviewsPage } from './reviews.ts';
import { MARKETING_DAY_TABLES, shopDayReport } from './shop-day.ts';

/**
 * The marketing report and its sub-screens (managers). The period's figures are kept per business day
 * as the summary report's are (a write recomputes the days it touched); the reviews, a day's coupon
 * redemptions and the audience (from the customers' kept book) are read as asked.
 */
export function marketingRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const days = deps.changes.dayCache<MarketingDay>({
    name: cacheName(endpoints.shopDay),
    tables: MARKETING_DAY_TABLES,
  });
  route(app, deps, endpoints.shopDay, ({ query }, session) =>
    shopDayReport(
      deps.db,
      session.shopId,
      query,
      session.timezone,
      days.source(session.shopId, session.timezone, []),
    ),
  );

  route(app, deps, endpoints.reviews, ({ query }, session) =>
    reviewsPage(deps.db, session.shopId, query, session.timezone),
  );

  route(app, deps, endpoints.redeemHistory, ({ query }, session) =>
    redeemHistory(deps.db, session.shopId, query, session.timezone),
  );

  const books = customerBooks(deps);
  route(app, deps, endpoints.marketingAudience, async (_, session) => ({
    groups: audienceOf(await books.index(session.shopId, session.timezone)),
  }));
}
