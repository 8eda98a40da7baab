import * as z from 'zod/mini';
import { id, idParam, isoDate, money, text } from './common.ts';

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
  duration: z.optional(
    z.coerce
      .number('duration must be a whole number of minutes')
      .check(
        z.int('duration must be a whole number of minutes'),
        z.gte(0, 'duration must be a whole number of minutes'),
        z.lte(MAX_SLOT_MINUTES, `duration can be at most ${MAX_SLOT_MINUTES} minutes`),
      ),
  ),
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
    z.object({ id: z.nullable(id), serviceName: z.string(), price: money, duration: z.int() }),
  ),
  shop: z.object({ apiKey: z.string() }),
});
export type AppointmentDetail = z.infer<typeof appointmentDetail>;

export const appointmentIdParams = z.strictObject({ id: idParam });

export const PROLONG_STEP_MINUTES = 15;
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
