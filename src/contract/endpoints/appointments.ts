import * as z from 'zod/mini';
import {
  appointmentDetail,
  appointmentIdParams,
  appointmentList,
  appointmentListQuery,
  assignRequest,
  assignResponse,
  availableSlots,
  availableSlotsQuery,
  blockHour,
  blockHoursQuery,
  bookableStaff,
  calendarItem,
  prolongRequest,
  staffAvailabilityQuery,
  staffAvailableQuery,
  staffDayQuery,
  updateAppointmentRequest,
  updateStatusRequest,
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
  /**
   * Free start times of a day for a staff member, or for anyone (server/modules/appointments/slots.ts).
   * A technician asks only their own (booking for themselves).
   */
  availableTimeSlots: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/appointment/getAvailableTimeSlotByStaff',
    access: 'session',
    query: availableSlotsQuery,
    response: availableSlots,
  }),
  /** The salon's appointments of some days (the list, the owner calendar). */
  appointmentList: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/appointment/listAppointmentRealtime',
    access: 'manager',
    query: appointmentListQuery,
    response: appointmentList,
  }),
  blockHours: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/appointment/blockHours',
    access: 'manager',
    query: blockHoursQuery,
    response: z.array(blockHour),
  }),
  /** Who can be booked; a technician (booking for themselves) gets only their own entry. */
  staffAvailableBooking: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/appointment/staff-available-booking',
    access: 'session',
    query: staffAvailabilityQuery,
    response: z.array(bookableStaff),
  }),
  staffAvailable: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/staff-available',
    access: 'manager',
    query: staffAvailableQuery,
    response: z.array(bookableStaff),
  }),
  updateAppointmentStatus: endpoint({
    method: 'PUT',
    base: 'v1',
    path: '/appointment/update-status',
    access: 'manager',
    body: updateStatusRequest,
    response: appointmentDetail,
  }),
  /** Marks the appointment DELETED (5): it leaves the list and the calendars. */
  deleteAppointment: endpoint({
    method: 'DELETE',
    base: 'v1',
    path: '/appointment/deleteAppointment/:id',
    access: 'manager',
    params: appointmentIdParams,
    response: appointmentDetail,
  }),
  updateAppointment: endpoint({
    method: 'POST',
    base: 'v1',
    path: '/appointment/updateAppointmentV3',
    access: 'manager',
    body: updateAppointmentRequest,
    response: appointmentDetail,
  }),
} as const;
