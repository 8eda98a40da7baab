import type { FastifyInstance } from 'fastify';
import { type Endpoint, endpoints } from '../../../src/contract/endpoints.ts';
import type { BillDetail } from '../../../src/contract/income.ts';
import { cachedRoute } from '../../http/cached-route.ts';
import { type Handled, type RouteDeps, route } from '../../http/route.ts';
import type { EventBus, TicketEventType } from '../../realtime/bus.ts';
import { notifyTicketChanged } from '../../realtime/ticket-events.ts';
import {
  closedTickets,
  closedTicketsDay,
  refundTicket,
  type TicketChanged,
  updateTicketCustomer,
  updateTip,
  voidTicket,
} from './service.ts';

/** The tables a day's closed tickets are read from: any write to them drops the kept pages. */
export const CLOSED_TICKETS_TABLES = ['tickets'] as const;

/**
 * Manager ticket tools. The list is a cached read; each change runs in the request's transaction (`db`,
 * exactly once with an Idempotency-Key) and, once committed, tells every staff member of the ticket on
 * their income topic.
 */
export function ticketRoutes(app: FastifyInstance, deps: RouteDeps & { bus: EventBus }): void {
  cachedRoute(
    app,
    deps,
    endpoints.closedTickets,
    { tables: CLOSED_TICKETS_TABLES },
    async ({ query }, session, cached) => {
      // Before the cache: a day not on the calendar is a 400.
      const day = closedTicketsDay(query, session.timezone);
      return cached(session.shopId, [session.timezone, day.from, query.page, query.limit], () =>
        closedTickets(deps.db, session.shopId, query, day),
      );
    },
  );

  /**
   * Runs a change to a ticket (`write`, in the request's transaction, at the clock's now) and answers the
   * changed ticket; once committed, its staff (and anyone taken off it) are told.
   */
  const change =
    (afterCommit: Handled<Endpoint>['afterCommit'], type: TicketEventType) =>
    async (write: (now: Date) => Promise<TicketChanged>): Promise<BillDetail> => {
      const now = deps.now();
      const { detail, formerStaff } = await write(now);
      afterCommit(() => notifyTicketChanged(deps.db, deps.bus, detail.billId, type, now, formerStaff));
      return detail;
    };

  route(app, deps, endpoints.updateTip, ({ body, db, afterCommit }, session) =>
    change(afterCommit, 'tip-changed')((now) => updateTip(db, session, body, now)),
  );
  route(app, deps, endpoints.voidBill, ({ body, db, afterCommit }, session) =>
    change(afterCommit, 'status-changed')((now) => voidTicket(db, session, body, now)),
  );
  route(app, deps, endpoints.refundBill, ({ body, db, afterCommit }, session) =>
    change(afterCommit, 'refunded')((now) => refundTicket(db, session, body, now)),
  );
  route(app, deps, endpoints.updateBill, ({ body, db, afterCommit }, session) =>
    change(afterCommit, 'customer-changed')((now) => updateTicketCustomer(db, session, body, now)),
  );
}
