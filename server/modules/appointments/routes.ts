import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { cachedRoute } from '../../http/cached-route.ts';
import { type RouteDeps, route } from '../../http/route.ts';
import { AVAILABILITY_TABLES, availableTimeSlots } from './availability.ts';
import {
  appointmentDetail,
  CALENDAR_TABLES,
  calendarRequest,
  prolongAppointment,
  requestReassignment,
  staffCalendar,
} from './service.ts';
import { SLOT_STEP_MINUTES } from './slots.ts';

/** Appointment calls of the staff area. Handlers read and write with `db` (the request's transaction). */
export function appointmentRoutes(app: FastifyInstance, deps: RouteDeps): void {
  // The staff day is the most asked call: kept per salon until its appointments, services, block hours
  // or staff change. The request is checked (days, access) before the cache.
  cachedRoute(
    app,
    deps,
    endpoints.staffCalendar,
    { tables: CALENDAR_TABLES },
    async ({ query }, session, cached) => {
      const request = calendarRequest(session, query);
      return cached(
        session.shopId,
        [request.timezone, request.staffId, request.range.start.getTime(), request.range.end.getTime()],
        () => staffCalendar(deps.db, session, request),
      );
    },
  );

  route(app, deps, endpoints.appointmentById, async ({ params, db }, session) =>
    appointmentDetail(db, session, params.id),
  );

  route(app, deps, endpoints.prolongAppointment, async ({ body, db }, session) =>
    prolongAppointment(db, session, body, deps.now()),
  );

  // Kept per salon until its appointments, block hours, hours or staff change, and for the quarter
  // hour it was asked in (a slot that has begun is no longer offered).
  cachedRoute(
    app,
    deps,
    endpoints.availableTimeSlots,
    { tables: AVAILABILITY_TABLES },
    async ({ query }, session, cached) => {
      const now = deps.now();
      return cached(
        session.shopId,
        [
          session.timezone,
          query.staffId ?? 0,
          query.currentDate,
          query.duration ?? -1,
          Math.floor(now.getTime() / (SLOT_STEP_MINUTES * 60_000)),
        ],
        () => availableTimeSlots(deps.db, session, query, now),
      );
    },
  );

  route(app, deps, endpoints.assignToStaff, async ({ body, db }, session) =>
    requestReassignment(db, session, body, deps.now()),
  );
}
