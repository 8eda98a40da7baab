import type { FastifyInstance } from 'fastify';
import { CUSTOMER_PAGE_SIZE } from '../../../src/contract/customers.ts';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { type RouteDeps, route } from '../../http/route.ts';
import { dayIn } from '../../time/business-days.ts';
import { customerBooks } from './books.ts';
import { filterMatcher, pageOf } from './customer-math.ts';
import {
  bookIndex,
  customerDetail,
  customerTransactions,
  salonsWithCustomers,
  summaryOf,
  updateCustomer,
} from './service.ts';

/**
 * Salons with at least this many customers have their customer book read when the server starts (before
 * it answers), so that their first customer requests do not wait for it (about 2 s at 50,000 customers
 * and 400,000 tickets on the embedded database).
 */
export const BOOK_AT_START_CUSTOMERS = 5_000;

/**
 * Customers (managers). The summary, the groups and the search are answered from the salon's customer
 * book, one statement kept in memory until a customer or ticket of the salon changes, then grouped,
 * filtered, ordered and paged for the day it is (docs/reports.md, "Customers"). The detail and the
 * history read the one customer; the update runs in the request's transaction (Idempotency-Key).
 */
export function customerRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const bookOf = customerBooks(deps).book;
  const todayIn = (zone: string) => dayIn(deps.now(), zone);
  app.addHook('onReady', async () => {
    try {
      for (const { shopId, zone } of await salonsWithCustomers(deps.db, BOOK_AT_START_CUSTOMERS)) {
        bookIndex(await bookOf(shopId, zone), todayIn(zone));
      }
    } catch (err) {
      // Only a head start: the first customer request reads the book as before.
      app.log.error(err);
    }
  });

  route(app, deps, endpoints.customerSummary, async ({ query }, session) =>
    summaryOf(await bookOf(session.shopId, session.timezone), todayIn(session.timezone), query.groupType),
  );

  route(
    app,
    deps,
    endpoints.customersByGroup,
    async ({ body }, session) => {
      const ask = { ...body, size: body.size ?? CUSTOMER_PAGE_SIZE };
      const today = todayIn(session.timezone);
      // Before the book: bounds the wrong way round are a 400 whatever the salon holds.
      filterMatcher(ask);
      return pageOf(bookIndex(await bookOf(session.shopId, session.timezone), today), ask);
    },
    // A read sent as POST (the spec's): nothing to keep for a repeat.
    { idempotency: 'not-honoured' },
  );

  route(app, deps, endpoints.customerSearch, async ({ query }, session) =>
    pageOf(bookIndex(await bookOf(session.shopId, session.timezone), todayIn(session.timezone)), {
      type: 'ALL',
      keySearch: query.keyWord,
      page: query.page ?? 1,
      size: CUSTOMER_PAGE_SIZE,
    }),
  );

  route(app, deps, endpoints.customerDetail, ({ params, db }, session) =>
    customerDetail(db, session.shopId, session.timezone, params.id),
  );

  route(app, deps, endpoints.customerTransactions, ({ params, db }, session) =>
    customerTransactions(db, session.shopId, session.timezone, params.id),
  );

  route(app, deps, endpoints.updateCustomer, ({ body, db }, session) =>
    updateCustomer(db, session.shopId, session.timezone, body),
  );
}
