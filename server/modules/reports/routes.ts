import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/contract/endpoints.ts';
import type { StaffTicketItem } from '../../../src/contract/manager-reports.ts';
import { NO_SUCH_STAFF } from '../../auth/caller.ts';
import { notFound } from '../../errors.ts';
import { cacheName } from '../../http/cached-route.ts';
import { type RouteDeps, route } from '../../http/route.ts';
import { getOverview, type OverviewDay } from './overview-service.ts';
import {
  adminStaff,
  type SalonMember,
  STAFF_DAY_TABLES,
  type StaffDay,
  salonMembers,
  staffDaily,
} from './staff-daily.ts';
import { staffReviews } from './staff-reviews.ts';
import type { SummaryDay } from './summary-math.ts';
import { SUMMARY_DAY_TABLES, summaryReport } from './summary-service.ts';
import {
  OPEN_TICKET_TABLES,
  STAFF_TICKET_DAY_TABLES,
  ticketsByStaff,
  ticketsByStaffPeriod,
} from './tickets-by-staff.ts';

export function reportRoutes(app: FastifyInstance, deps: RouteDeps): void {
  // The overview is put together from the salon's days, each kept until a ticket, ticket line,
  // appointment or customer of that day changes.
  const days = deps.changes.dayCache<OverviewDay>({
    name: cacheName(endpoints.overview),
    tables: ['tickets', 'ticket_lines', 'appointments', 'customers'],
  });
  // A running period's growth compares the same days before up to the time it is now: the last of
  // those, up to this minute of the day, is kept the same way (per minute; the least used go first).
  const daysSoFar = deps.changes.dayCache<OverviewDay>({
    name: `${cacheName(endpoints.overview)} so far`,
    tables: ['tickets', 'ticket_lines', 'appointments', 'customers'],
    maxEntries: 2_000,
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
      (minute) => daysSoFar.source(session.shopId, session.timezone, [minute]),
    ),
  );

  // The summary report, the staff daily figures and a staff member's closed tickets are kept by day
  // the same way: a write recomputes the days it touched, and a period costs its missing days only.
  const summaryDays = deps.changes.dayCache<SummaryDay>({
    name: cacheName(endpoints.summaryReport),
    tables: SUMMARY_DAY_TABLES,
  });
  route(app, deps, endpoints.summaryReport, async ({ query }, session) =>
    summaryReport(
      deps.db,
      session.shopId,
      query,
      session.timezone,
      summaryDays.source(session.shopId, session.timezone, []),
    ),
  );

  // The salon's staff (active or not), read by the staff list, its daily figures and tickets by staff.
  const members = deps.changes.cache<SalonMember[]>({
    name: 'staff of the salon (reports)',
    tables: ['staff'],
  });
  const membersOf = (shopId: number) => members.get(shopId, [], () => salonMembers(deps.db, shopId));

  route(app, deps, endpoints.adminStaff, async (_, session) => adminStaff(await membersOf(session.shopId)));

  const staffDays = deps.changes.dayCache<StaffDay>({
    name: cacheName(endpoints.staffDaily),
    tables: STAFF_DAY_TABLES,
  });
  route(app, deps, endpoints.staffDaily, async ({ query }, session) =>
    staffDaily(
      deps.db,
      session.shopId,
      query.date,
      session.timezone,
      adminStaff(await membersOf(session.shopId)),
      staffDays.source(session.shopId, session.timezone, []),
    ),
  );

  // Each day's tickets are kept as JSON, ready to be joined into the answer.
  const ticketDays = deps.changes.dayCache<Buffer>({
    name: cacheName(endpoints.ticketsByStaff),
    tables: STAFF_TICKET_DAY_TABLES,
  });
  const openTicketsKept = deps.changes.cache<StaffTicketItem[]>({
    name: 'open tickets of a staff member (tickets by staff)',
    tables: OPEN_TICKET_TABLES,
  });
  route(app, deps, endpoints.ticketsByStaff, async ({ query }, session) => {
    if (query.shopId !== session.shopId) throw notFound('There is no such salon.');
    const period = ticketsByStaffPeriod(query, deps.now(), session.timezone);
    // Before the cache: a staff member of another salon is answered as any unknown id.
    if (!(await membersOf(session.shopId)).some((m) => m.id === query.staffId)) throw notFound(NO_SUCH_STAFF);
    return ticketsByStaff(
      deps.db,
      session.shopId,
      query.staffId,
      period,
      ticketDays.source(session.shopId, session.timezone, [query.staffId]),
      (load) => openTicketsKept.get(session.shopId, [session.timezone, query.staffId], load),
    );
  });

  route(app, deps, endpoints.staffReviews, async (_, session) =>
    staffReviews(deps.db, session.shopId, session.timezone),
  );
}
