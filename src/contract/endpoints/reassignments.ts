import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import {
  assignAppointmentBody,
  declineAssignmentBody,
  reassignOutcome,
  reassignRequest,
} from '../reassignment.ts';

/** The manager's reassignment requests (spec part 1 §4 Reassignment). */
export const reassignmentEndpoints = {
  /** The pending requests with the staff free for each appointment. */
  reassignRequests: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/admin/getListAssignAppointment',
    access: 'manager',
    response: z.array(reassignRequest),
  }),
  /** Gives the appointment to the chosen staff member and closes the request (idempotent). */
  assignAppointment: endpoint({
    method: 'POST',
    base: 'v1',
    path: '/admin/assignAppointment',
    access: 'manager',
    body: assignAppointmentBody,
    response: reassignOutcome,
  }),
  /** Closes the request with a reason; the appointment stays where it is (idempotent). */
  declineAssignment: endpoint({
    method: 'POST',
    base: 'v1',
    path: '/admin/declineAssignAppointment',
    access: 'manager',
    body: declineAssignmentBody,
    response: reassignOutcome,
  }),
} as const;
