import * as z from 'zod/mini';
import { calendarTime } from './appointment.ts';
import { id, text } from './common.ts';

/**
 * The manager's reassignment requests (spec part 1 §2 /reassignTickets, §3 "Reassign request", §4
 * Reassignment, §7 admin/getListAssignAppointment and admin/assignAppointment). A technician asks with
 * Assign To (POST appointment/assignToStaff); the manager gives the appointment to an available staff
 * member, or declines with a reason. Rules: docs/decisions.md, "Reassignment requests (manager)".
 */

export const REASSIGN_STATES = ['PENDING', 'DONE', 'DECLINED'] as const;
export type ReassignState = (typeof REASSIGN_STATES)[number];

/** A staff member free for the appointment's whole time (spec "staffAvailable[]"). */
export const availableStaff = z.object({
  staffId: id,
  staffName: z.string(),
  avatar: z.nullable(z.string()),
});
export type AvailableStaff = z.infer<typeof availableStaff>;

/** Spec "Reassign request": the pending requests of the salon, soonest appointment first. */
export const reassignRequest = z.object({
  /** The request's id (admin/assignAppointment's `assignAppointmentId`). */
  assignAppointmentId: id,
  appointmentId: id,
  staffIdFrom: id,
  /** The technician who asked. */
  staffNameFrom: z.string(),
  /** The manager it was asked of (null when that manager left the salon). */
  staffIdTo: z.nullable(id),
  staffNameTo: z.string(),
  /** BUSY, SICK, PERSONAL, CUSTOMER_REQUEST or OTHER (ASSIGN_REASON_LABELS names them). */
  reasons: z.string(),
  note: z.string(),
  status: z.enum(REASSIGN_STATES),
  customerName: z.string(),
  /** The appointment's time, wall-clock in the salon's zone. */
  startTime: calendarTime,
  endTime: calendarTime,
  /** The appointment's services, by name. */
  services: z.array(z.string()),
  /** Active staff other than the requester, free for the appointment's whole time (the slot engine's rule). */
  staffAvailable: z.array(availableStaff),
});
export type ReassignRequest = z.infer<typeof reassignRequest>;

/** POST admin/assignAppointment: give the appointment of the pending request to `staffIdTo`. */
export const assignAppointmentBody = z.strictObject({
  appointmentId: id,
  assignAppointmentId: id,
  staffIdTo: id,
});
export type AssignAppointmentBody = z.infer<typeof assignAppointmentBody>;

/** The longest decline reason. */
export const DECLINE_REASON_MAX = 500;

/** POST admin/declineAssignAppointment: the request is closed, the appointment stays with the requester. */
export const declineAssignmentBody = z.strictObject({
  appointmentId: id,
  assignAppointmentId: id,
  reason: text(DECLINE_REASON_MAX).check(z.refine((s) => s.trim().length > 0, 'Please enter reason')),
});
export type DeclineAssignmentBody = z.infer<typeof declineAssignmentBody>;

/** The request once decided (approve and decline answer it; a repeat answers it again). */
export const reassignOutcome = z.object({
  assignAppointmentId: id,
  appointmentId: id,
  status: z.enum(REASSIGN_STATES),
  /** Who has the appointment now (DONE), else null. */
  assignedStaffId: z.nullable(id),
  assignedStaffName: z.string(),
  /** DECLINED: the manager's reason; else null. */
  declineReason: z.nullable(z.string()),
});
export type ReassignOutcome = z.infer<typeof reassignOutcome>;

/** The sentence for a staff member who is not free for the appointment's time. */
export const STAFF_NOT_FREE = 'This staff member is not free at that time. Choose another one.';
/** The sentence for a request already decided. */
export const REQUEST_NOT_PENDING = 'This request was already decided.';
