import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { cachedRoute } from '../../http/cached-route.ts';
import { type RouteDeps, route } from '../../http/route.ts';
import { availableTimeSlots } from './availability.ts';
import {
  appointmentDetail,
  CALENDAR_TABLES,
  calendarRequest,
  prolongAppointment,
  requestReassignment,
  staffCalendar,
} from './service.ts';

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

  route(app, deps, endpoints.availableTimeSlots, async ({ query, db }, session) =>
    availableTimeSlots(db, session, query, deps.now()),
  );

  route(app, deps, endpoints.assignToStaff, async ({ body, db }, session) =>
    requestReassignment(db, session, body, deps.now()),
  );
}
