import type { FastifyInstance } from 'fastify';
import type { AppointmentEvent } from '../../../src/contract/appointment.ts';
import { type Endpoint, endpoints } from '../../../src/contract/endpoints.ts';
import type { Caller } from '../../auth/caller.ts';
import { cachedRoute } from '../../http/cached-route.ts';
import { type Handled, type RouteDeps, route } from '../../http/route.ts';
import { type EventBus, publishAppointmentChange } from '../../realtime/bus.ts';
import { AVAILABILITY_TABLES, availableTimeSlots, ownSlotsOf } from './availability.ts';
import { BookingSource, book, customerOfPhone, publishBooked } from './booking.ts';
import {
  type AppointmentChanged,
  bookableStaff,
  deleteAppointment,
  listAppointments,
  listBlockHours,
  updateAppointment,
  updateStatus,
} from './manage.ts';
import { catalogueOf, couponOf } from './public.ts';
import { approveReassignment, type Decided, declineReassignment, reassignRequests } from './reassign.ts';
import {
  appointmentDetail,
  CALENDAR_TABLES,
  calendarRequest,
  DETAIL_TABLES,
  prolongAppointment,
  requestReassignment,
  staffCalendar,
} from './service.ts';
import { SLOT_STEP_MINUTES } from './slots.ts';

/**
 * Appointment calls. Handlers read and write with `db` (the request's transaction); once a change has
 * committed, the staff member(s) of the appointment and the salon's managers are told on their
 * appointment topics.
 */
export function appointmentRoutes(app: FastifyInstance, deps: RouteDeps & { bus: EventBus }): void {
  /** Runs a change and, after its commit, tells who sees the appointment (the staff it left too). */
  const change =
    (caller: Caller, afterCommit: Handled<Endpoint>['afterCommit'], type: AppointmentEvent['type']) =>
    async (write: (now: Date) => Promise<AppointmentChanged>) => {
      const now = deps.now();
      const { detail, formerStaffId } = await write(now);
      afterCommit(async () =>
        publishAppointmentChange(deps.bus, caller.shopId, [formerStaffId, detail.staffId], {
          type,
          appointmentId: detail.id,
          at: now.toISOString(),
        }),
      );
      return detail;
    };

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

  // An appointment's detail is kept per salon until its appointments, services, staff or reassignment
  // requests change; who may read it, and the phone each reader sees, is decided at every request.
  cachedRoute(
    app,
    deps,
    endpoints.appointmentById,
    { tables: DETAIL_TABLES },
    async ({ params, db }, session, cached) =>
      appointmentDetail(db, session, params.id, (compute) => cached(session.shopId, [params.id], compute)),
  );

  route(app, deps, endpoints.prolongAppointment, async ({ body, db, afterCommit }, session) =>
    change(
      session,
      afterCommit,
      'changed',
    )(async (now) => {
      const detail = await prolongAppointment(db, session, body, now);
      return { detail, formerStaffId: detail.staffId };
    }),
  );

  // A staff member books (the app's wizard): each booked appointment is told to its staff member and
  // the salon's managers once committed.
  route(app, deps, endpoints.bookAppointment, async ({ body, db, afterCommit }, session) => {
    const now = deps.now();
    const booked = await book(db, session, body, now, BookingSource.app);
    afterCommit(async () => publishBooked(deps.bus, session.shopId, booked, now));
    const details = [];
    for (const appointmentId of booked.ids) details.push(await appointmentDetail(db, session, appointmentId));
    return { appointments: details };
  });

  // What the wizard reads besides slots and staff: the menu, a coupon by its code, a customer by phone.
  route(app, deps, endpoints.serviceCatalogue, async ({ db }, session) => catalogueOf(db, session.shopId));
  route(app, deps, endpoints.couponByQrcode, async ({ db, query }, session) =>
    couponOf(db, session, query.qrCode.trim(), deps.now()),
  );
  route(app, deps, endpoints.customerByPhone, async ({ db, query }, session) => ({
    customer: (await customerOfPhone(db, session.shopId, query.phone)) ?? null,
  }));

  // Kept per salon until its appointments, block hours, hours or staff change, and for the quarter
  // hour it was asked in (a slot that has begun is no longer offered).
  cachedRoute(
    app,
    deps,
    endpoints.availableTimeSlots,
    { tables: AVAILABILITY_TABLES },
    async ({ query: asked }, session, cached) => {
      const now = deps.now();
      const query = ownSlotsOf(session, asked);
      return cached(
        session.shopId,
        [
          session.timezone,
          query.staffId ?? 0,
          query.currentDate,
          query.duration ?? -1,
          query.appointmentId ?? 0,
          Math.floor(now.getTime() / (SLOT_STEP_MINUTES * 60_000)),
        ],
        () => availableTimeSlots(deps.db, session, query, now),
      );
    },
  );

  route(app, deps, endpoints.assignToStaff, async ({ body, db, afterCommit }, session) => {
    const now = deps.now();
    const request = await requestReassignment(db, session, body, now);
    // The salon's managers see the request land (their list refreshes); the appointment is unchanged.
    afterCommit(async () =>
      publishAppointmentChange(deps.bus, session.shopId, [], {
        type: 'changed',
        appointmentId: request.appointmentId,
        at: now.toISOString(),
      }),
    );
    return request;
  });

  // ---- managers ----
  route(app, deps, endpoints.appointmentList, async ({ query, db }, session) =>
    listAppointments(db, session, query),
  );
  route(app, deps, endpoints.blockHours, async ({ query, db }, session) =>
    listBlockHours(db, session, query),
  );
  route(app, deps, endpoints.staffAvailableBooking, async ({ query, db }, session) =>
    bookableStaff(db, session, query),
  );
  route(app, deps, endpoints.staffAvailable, async ({ query, db }, session) =>
    bookableStaff(db, session, query, true),
  );
  route(app, deps, endpoints.updateAppointmentStatus, async ({ body, db, afterCommit }, session) =>
    change(session, afterCommit, 'status-changed')((now) => updateStatus(db, session, body, now)),
  );
  route(app, deps, endpoints.deleteAppointment, async ({ params, db, afterCommit }, session) =>
    change(session, afterCommit, 'deleted')((now) => deleteAppointment(db, session, params.id, now)),
  );
  route(app, deps, endpoints.updateAppointment, async ({ body, db, afterCommit }, session) =>
    change(session, afterCommit, 'changed')((now) => updateAppointment(db, session, body, now)),
  );

  // ---- reassignment requests (managers) ----
  /** After a decision commits: the calendars it changed, the requester and the salon's managers hear it. */
  const decided =
    (shopId: number, afterCommit: Handled<Endpoint>['afterCommit']) =>
    async (decide: (now: Date) => Promise<Decided>) => {
      const now = deps.now();
      const { outcome, told } = await decide(now);
      if (told.length > 0) {
        afterCommit(async () =>
          publishAppointmentChange(deps.bus, shopId, told, {
            type: 'changed',
            appointmentId: outcome.appointmentId,
            at: now.toISOString(),
          }),
        );
      }
      return outcome;
    };
  route(app, deps, endpoints.reassignRequests, async ({ db }, session) => reassignRequests(db, session));
  route(app, deps, endpoints.assignAppointment, async ({ body, db, afterCommit }, session) =>
    decided(session.shopId, afterCommit)((now) => approveReassignment(db, session, body, now)),
  );
  route(app, deps, endpoints.declineAssignment, async ({ body, db, afterCommit }, session) =>
    decided(session.shopId, afterCommit)((now) => declineReassignment(db, session, body, now)),
  );
}
