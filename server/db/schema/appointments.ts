import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { services } from './catalogue.ts';
import { createdAt, instant } from './columns.ts';
import { customers } from './customers.ts';
import { salonOf } from './shops.ts';
import { staff, staffMemberOf } from './staff.ts';

/** Appointments, the services booked on them, staff block hours and reassignment requests. */

/** Appointment status codes (spec part 2 §4): 0 NEW, 1 CONFIRMED, 2 unnamed, 3 FINISHED, 4 CANCELED, 5 DELETED. */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    shopId: salonOf(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    /** Null when the booking is for anybody and no staff has been given yet. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    isAnybody: boolean('is_anybody').notNull().default(false),
    requestStaff: boolean('request_staff').notNull().default(false),
    status: smallint('status').notNull().default(0),
    /** 0 phone call; any other value is online (1 online booking page, 2 in-app booking). */
    sourceType: smallint('source_type').notNull().default(0),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    note: text('note').notNull().default(''),
    cancelReason: text('cancel_reason'),
    totalPeople: smallint('total_people').notNull().default(1),
    couponCode: text('coupon_code'),
    /** The customer's private link to their online booking (unguessable; null for the salon's own bookings). */
    manageToken: text('manage_token'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('appointments_shop_start').on(t.shopId, t.startAt),
    index('appointments_staff_start').on(t.staffId, t.startAt),
    uniqueIndex('appointments_manage_token').on(t.manageToken),
  ],
);

export const appointmentServices = pgTable(
  'appointment_services',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    serviceName: text('service_name').notNull(),
    priceCents: integer('price_cents').notNull(),
    durationMin: integer('duration_min').notNull(),
  },
  (t) => [index('appointment_services_appointment').on(t.appointmentId)],
);

export const blockHours = pgTable(
  'block_hours',
  {
    id: serial('id').primaryKey(),
    shopId: salonOf(),
    staffId: staffMemberOf(),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [index('block_hours_staff_start').on(t.staffId, t.startAt)],
);

/** A staff member asks to hand an appointment to someone else (manager's /reassignTickets). */
export const reassignmentRequests = pgTable(
  'reassignment_requests',
  {
    id: serial('id').primaryKey(),
    shopId: salonOf(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    staffIdFrom: integer('staff_id_from')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** The Admin the request was sent to. */
    staffIdTo: integer('staff_id_to').references(() => staff.id, { onDelete: 'set null' }),
    /** The staff the manager finally gave the appointment to. */
    assignedStaffId: integer('assigned_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    /** PENDING, then DONE (given to `assignedStaffId`) or DECLINED (with `declineReason`). */
    status: text('status').notNull().default('PENDING'),
    /** DECLINED: the manager's reason. */
    declineReason: text('decline_reason'),
    /** The manager who decided (kept as null if their staff row is ever deleted). */
    decidedBy: integer('decided_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    resolvedAt: instant('resolved_at'),
  },
  (t) => [
    index('reassign_shop_status').on(t.shopId, t.status),
    // An appointment's requests, newest first: its detail shows the latest (every detail asks).
    index('reassign_appointment').on(t.appointmentId, t.id),
  ],
);
