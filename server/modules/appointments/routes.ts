import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { type RouteDeps, route } from '../../http/route.ts';
import { appointmentDetail, prolongAppointment, requestReassignment, staffCalendar } from './service.ts';

/** Appointment calls of the staff area. Handlers read and write with `db` (the request's transaction). */
export function appointmentRoutes(app: FastifyInstance, deps: RouteDeps): void {
  route(app, deps, endpoints.staffCalendar, async ({ query, db }, session) =>
    staffCalendar(db, session, query),
  );

  route(app, deps, endpoints.appointmentById, async ({ params, db }, session) =>
    appointmentDetail(db, session, params.id),
  );

  route(app, deps, endpoints.prolongAppointment, async ({ body, db }, session) =>
    prolongAppointment(db, session, body, deps.now()),
  );

  route(app, deps, endpoints.assignToStaff, async ({ body, db }, session) =>
    requestReassignment(db, session, body, deps.now()),
  );
}
