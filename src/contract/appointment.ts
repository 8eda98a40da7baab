import * as z from 'zod/mini';
import { countParam, id, idParam, isoDate, money, text } from './common.ts';

/** Wall-clock time in the salon's time zone, as the spec writes calendar times: MM-DD-YYYY HH:mm:ss. */
export const calendarTime = z
  .string()
  .check(
    z.regex(
      /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/,
      'Time must be MM-DD-YYYY HH:mm:ss',
    ),
  );

/** Appointment status codes (spec part 2 §4). */
export const AppointmentStatus = {
  NEW: 0,
  CONFIRMED: 1,
  UNNAMED: 2,
  FINISHED: 3,
  CANCELED: 4,
  DELETED: 5,
} as const;

/**
 * One entry of a staff member's calendar (spec part 1 §3 "Appointment (staff calendar)"): an appointment
 * (`type: 'apt'`) or a block hour (`type: 'block-hour'`, its reason in `note`).
 */
export const calendarItem = z.object({
  id,
  staffId: id,
  type: z.enum(['apt', 'block-hour']),
  startTime: calendarTime,
  endTime: calendarTime,
  customerName: z.string(),
  /** Confirmed (status 1). */
  confirm: z.boolean(),
  requestStaff: z.boolean(),
  /** 0 phone call; any other value online. */
  sourceType: z.int(),
  status: z.int(),
  services: z.array(z.object({ serviceName: z.string() })),
  note: z.string(),
});
export type CalendarItem = z.infer<typeof calendarItem>;

/** A staff member's calendar between two business days (inclusive), in the salon's time zone. */
export const staffDayQuery = z.strictObject({
  start_time: isoDate,
  end_time: isoDate,
  staffId: idParam,
});

/** The longest appointment a slot is asked for, in minutes (a day's opening hours at most). */
export const MAX_SLOT_MINUTES = 24 * 60;
/** A slot asked for without a duration: one 15-minute step. */
export const SLOT_DEFAULT_MINUTES = 15;

/**
 * GET appointment/getAvailableTimeSlotByStaff (spec part 2 §7): the day (YYYY-MM-DD) and a staff
 * member, or none for anyone; `duration` is the services' total in minutes (absent: one 15-minute step,
 * as the availability check asks before any service is chosen).
 */
export const availableSlotsQuery = z.strictObject({
  currentDate: isoDate,
  staffId: z.optional(idParam),
  /** The appointment being moved: its own time does not count as taken. */
  appointmentId: z.optional(idParam),
  /** Minutes, in decimal digits. */
  duration: z.optional(countParam('duration', 0, MAX_SLOT_MINUTES)),
});
export type AvailableSlotsQuery = z.infer<typeof availableSlotsQuery>;

/** Start times as "h:mm AM" in the salon's zone, earliest first. */
export const availableSlots = z.object({ timeSlots: z.array(z.string()) });

/** Spec part 2 §3 "Appointment (detail)". */
export const appointmentDetail = z.object({
  id,
  status: z.int(),
  /** MM-DD-YYYY hh:mm A */
  strStartDate: z.string(),
  startTime: calendarTime,
  endTime: calendarTime,
  staffId: z.nullable(id),
  /** The staff member's name, or Anyone. */
  name: z.string(),
  avatar: z.nullable(z.string()),
  note: z.string(),
  /** Minutes from start to end. */
  duration: z.int(),
  customerName: z.string(),
  /** Full phone digits for managers; for staff only the last 4 digits (spec: staff mode masks it). */
  customerPhone: z.string(),
  requestStaff: z.boolean(),
  sourceType: z.int(),
  services: z.array(
    z.object({
      id: z.nullable(id),
      serviceName: z.string(),
      price: money,
      duration: z.int(),
      /** Who does this service (Assign To); null when nobody was named for it. */
      staffId: z.nullable(id),
    }),
  ),
  shop: z.object({ apiKey: z.string() }),
  /**
   * The appointment's latest request to hand it on (Assign To), or null: PENDING while the manager has
   * not decided, then DONE (given to someone) or DECLINED.
   */
  reassignment: z.nullable(
    z.object({
      status: z.enum(['PENDING', 'DONE', 'DECLINED']),
      /** The manager it was asked of. */
      managerName: z.string(),
      /** BUSY, SICK, PERSONAL, CUSTOMER_REQUEST or OTHER (ASSIGN_REASON_LABELS names them). */
      reason: z.string(),
      /** DONE: the staff member the manager gave the appointment to (absent from older answers). */
      assignedStaffName: z.optional(z.nullable(z.string())),
      /** DECLINED: the manager's reason (absent from older answers). */
      declineReason: z.optional(z.nullable(z.string())),
    }),
  ),
});
export type AppointmentDetail = z.infer<typeof appointmentDetail>;

export const appointmentIdParams = z.strictObject({ id: idParam });

export const PROLONG_STEP_MINUTES = 15;

/**
 * The bounds of an appointment's times, whoever writes them (an update, ±15, the demo fixture): at most
 * MAX_APPOINTMENT_MINUTES long (12 hours, a long day of services), ending on the day it starts in the
 * salon's zone (midnight at the latest), and starting at most MAX_BOOKING_DAYS_AHEAD days after the
 * salon's today. An appointment from 2027 to 2199 had taken every later slot of its staff member.
 * Decision: docs/decisions.md, "Manager appointment calls (server)".
 */
export const MAX_APPOINTMENT_MINUTES = 12 * 60;
export const MAX_BOOKING_DAYS_AHEAD = 366;
export const APPOINTMENT_TOO_LONG = 'An appointment can be at most 12 hours long.';
export const APPOINTMENT_PAST_MIDNIGHT = 'An appointment must end on the day it starts, by midnight.';
export const APPOINTMENT_TOO_FAR = 'An appointment can start at most a year from today.';
export const prolongRequest = z.strictObject({ appointmentId: id, status: z.enum(['ADD', 'MINUS']) });

/** Assign To reasons; the fifth, OTHER, takes a free-text note. */
export const ASSIGN_REASONS = ['BUSY', 'SICK', 'PERSONAL', 'CUSTOMER_REQUEST', 'OTHER'] as const;
export const ASSIGN_REASON_LABELS: Record<(typeof ASSIGN_REASONS)[number], string> = {
  BUSY: 'Busy',
  SICK: 'Sick',
  PERSONAL: 'Personal matter',
  CUSTOMER_REQUEST: 'Customer request',
  OTHER: 'Other',
};
export const assignRequest = z.strictObject({
  appointmentId: id,
  staffIdFrom: id,
  staffIdTo: id,
  type: z.enum(ASSIGN_REASONS),
  note: text(500),
});
/** The reassignment request made for a manager to act on. */
export const assignResponse = z.object({ id, appointmentId: id, staffIdTo: id, status: z.string() });

// ---- manager appointments (spec part 2 §2 Appointments list, Owner calendar, Appointment detail) ----

/** The longest span the list, the block hours and the availability of staff are asked for, in days. */
export const MAX_LIST_DAYS = 62;

/**
 * Spec §9 staff filter keys: ALL, NON_REQUEST_STAFF (the filter's "Appointment") and REQUEST_STAFF
 * ("Appointment Request": the customer asked for this staff member).
 */
export const LIST_FILTERS = ['ALL', 'NON_REQUEST_STAFF', 'REQUEST_STAFF'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];
export const LIST_FILTER_LABELS: Record<ListFilter, string> = {
  ALL: 'ALL',
  NON_REQUEST_STAFF: 'Appointment',
  REQUEST_STAFF: 'Appointment Request',
};

/**
 * GET appointment/listAppointmentRealtime: the salon's appointments starting on the business days from
 * `startDate` to `endDate` (YYYY-MM-DD, inclusive, at most MAX_LIST_DAYS), deleted ones left out;
 * `staffId` narrows to one staff member. The filter and its counts are the app's (every appointment of
 * the days comes back).
 */
export const appointmentListQuery = z.strictObject({
  startDate: isoDate,
  endDate: isoDate,
  staffId: z.optional(idParam),
});
export type AppointmentListQuery = z.infer<typeof appointmentListQuery>;

/** Spec §3 "Appointment (listing)". Times are wall-clock in the salon's zone (calendarTime). */
export const appointmentListItem = z.object({
  id,
  appointmentId: id,
  customerId: z.nullable(id),
  customerName: z.string(),
  /** The customer's 10 digits (managers only call this). */
  customerPhone: z.string(),
  phone: z.string(),
  services: z.array(z.object({ id: z.nullable(id), serviceName: z.string(), duration: z.int() })),
  /** 0 phone call; any other value online. */
  bookingType: z.int(),
  staffId: z.nullable(id),
  /** The staff member's name, or Anyone. */
  staffName: z.string(),
  start_time: calendarTime,
  end_time: calendarTime,
  /** MM-DD-YYYY hh:mm A: date first, then time. */
  dateAppointment: z.string(),
  note: z.string(),
  status: z.int(),
  /** NEW, CONFIRMED, IN_SERVICE, FINISHED or CANCEL. */
  strStatus: z.string(),
  isAnybody: z.boolean(),
  requestStaff: z.boolean(),
});
export type AppointmentListItem = z.infer<typeof appointmentListItem>;
export const appointmentList = z.object({ data: z.array(appointmentListItem) });

/** GET appointment/blockHours?startTime&endTime (YYYY-MM-DD, inclusive): every staff member's. */
export const blockHoursQuery = z.strictObject({
  startTime: isoDate,
  endTime: isoDate,
  staffId: z.optional(idParam),
});
/** Spec §3 "Block hour". */
export const blockHour = z.object({
  id,
  staffId: id,
  startTime: calendarTime,
  endTime: calendarTime,
  reason: z.string(),
});
export type BlockHour = z.infer<typeof blockHour>;

/** MM/DD/YYYY HH:mm, the spec's booking times (§9), wall-clock in the salon's zone. */
export const bookingTime = z
  .string()
  .check(
    z.regex(
      /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(19|2[01])\d\d ([01]\d|2[0-3]):[0-5]\d$/,
      'Time must be MM/DD/YYYY HH:mm, in the years 1900 to 2199',
    ),
  );

/**
 * A staff member who can be booked (spec "Staff picker item"), with whether they are free for the
 * whole window asked (always true without a window).
 */
export const bookableStaff = z.object({
  id,
  name: z.string(),
  avatar: z.nullable(z.string()),
  positionName: z.string(),
  available: z.boolean(),
});
export type BookableStaff = z.infer<typeof bookableStaff>;

/**
 * GET appointment/staff-available-booking: the salon's active staff who take bookings; with
 * `startTime` and `endTime` (MM/DD/YYYY HH:mm), each says whether that window is free for them
 * (no appointment, block hour or closed hours in it). GET staff-available asks the same with the
 * window required and answers only the free ones.
 */
export const staffAvailabilityQuery = z.strictObject({
  startTime: z.optional(bookingTime),
  endTime: z.optional(bookingTime),
  /** The appointment being changed: its own time does not count as busy. */
  appointmentId: z.optional(idParam),
});
export const staffAvailableQuery = z.strictObject({
  startTime: bookingTime,
  endTime: bookingTime,
  appointmentId: z.optional(idParam),
});

/** PUT appointment/update-status: 1 confirms (from NEW); 4 cancels with a reason (from NEW or CONFIRMED). */
export const updateStatusRequest = z.strictObject({
  appointmentId: id,
  status: z.union([z.literal(AppointmentStatus.CONFIRMED), z.literal(AppointmentStatus.CANCELED)]),
  reason: z.optional(text(500)),
});
export type UpdateStatusRequest = z.infer<typeof updateStatusRequest>;

/** One staff member's part of an updated appointment (spec §7 updateAppointmentV3 items[]). */
export const updateItem = z.strictObject({
  /** Null when the appointment is for anybody. */
  staffId: z.nullable(id),
  serviceIds: z.array(id).check(z.minLength(1, 'Choose at least one service'), z.maxLength(30)),
  startTime: bookingTime,
  endTime: bookingTime,
});
export type UpdateItem = z.infer<typeof updateItem>;

/**
 * POST appointment/updateAppointmentV3: the appointment's staff, services and time. The appointment's
 * time runs from the earliest item start to the latest item end, its staff member is the first item's;
 * each service line keeps the staff of its item. bookingType is 0 for updates (spec §9).
 */
export const updateAppointmentRequest = z.strictObject({
  id,
  items: z.array(updateItem).check(z.minLength(1, 'Choose at least one service'), z.maxLength(10)),
  bookingType: z.literal(0, 'bookingType must be 0 for an update'),
  note: text(500),
  isAnybody: z.union([z.literal(0), z.literal(1)]),
  apiKey: text(100),
});
export type UpdateAppointmentRequest = z.infer<typeof updateAppointmentRequest>;

/** Spec §4 footer actions, by status. */
export const FOOTER_ACTIONS = ['Cancel', 'Confirm', 'Delete', 'Update', 'Canceled'] as const;
export type FooterAction = (typeof FOOTER_ACTIONS)[number];
export function footerActionsOf(status: number): readonly FooterAction[] {
  switch (status) {
    case AppointmentStatus.NEW:
      return ['Cancel', 'Confirm', 'Delete', 'Update'];
    case AppointmentStatus.CONFIRMED:
      return ['Delete', 'Update'];
    case AppointmentStatus.CANCELED:
      return ['Delete', 'Canceled'];
    default:
      return [];
  }
}

/** Live appointment changes: a staff member's own topic, and the salon's for its managers. */
export const STAFF_APPOINTMENTS_PREFIX = '/topic/staff/appointments/';
export const SHOP_APPOINTMENTS_PREFIX = '/topic/shop/appointments/';
export const staffAppointmentsTopic = (staffId: number) => `${STAFF_APPOINTMENTS_PREFIX}${staffId}`;
export const shopAppointmentsTopic = (shopId: number) => `${SHOP_APPOINTMENTS_PREFIX}${shopId}`;
/** What those topics carry. */
export interface AppointmentEvent {
  type: 'created' | 'changed' | 'status-changed' | 'deleted';
  appointmentId: number;
  /** ISO 8601 instant of the change. */
  at: string;
}
