import * as z from 'zod/mini';
import {
  appointmentDetail,
  appointmentIdParams,
  assignRequest,
  assignResponse,
  availableSlots,
  availableSlotsQuery,
  calendarItem,
  prolongRequest,
  staffDayQuery,
} from '../appointment.ts';
import { endpoint } from '../endpoint.ts';

/** Appointments (spec part 2 §7 "Appointments"). */
export const appointmentEndpoints = {
  /** Spec: "Staff appointments for a day … the path is not shown". Appointments and block hours. */
  staffCalendar: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/appointment/staff-day',
    access: 'session',
    query: staffDayQuery,
    response: z.array(calendarItem),
  }),
  appointmentById: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/appointment/getAppointmentById/:id',
    access: 'session',
    params: appointmentIdParams,
    response: appointmentDetail,
  }),
  prolongAppointment: endpoint({
    method: 'POST',
    base: 'v1',
    path: '/appointment/prolongedTime',
    access: 'session',
    body: prolongRequest,
    response: appointmentDetail,
  }),
  assignToStaff: endpoint({
    method: 'POST',
    base: 'v1',
    path: '/appointment/assignToStaff',
    access: 'session',
    body: assignRequest,
    response: assignResponse,
  }),
  /** Free start times of a day for a staff member, or for anyone (server/modules/appointments/slots.ts). */
  availableTimeSlots: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/appointment/getAvailableTimeSlotByStaff',
    access: 'manager',
    query: availableSlotsQuery,
    response: availableSlots,
  }),
} as const;
