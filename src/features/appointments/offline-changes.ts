/**
 * The offline changes of the staff's appointments (±15 minutes, Assign To): each is shown at once on
 * this device, queued, and sent exactly once (src/offline/registry.ts loads this file).
 */
import {
  type AppointmentDetail,
  AppointmentStatus,
  ASSIGN_REASON_LABELS,
  type CalendarItem,
  PROLONG_STEP_MINUTES,
} from '../../contract/appointment.ts';
import { appointmentEndpoints } from '../../contract/endpoints/appointments.ts';
import { bookingEndpoints } from '../../contract/endpoints/booking.ts';
import { calendarTimeOfBooking } from '../../lib/slots.ts';
import { addWallClockMinutes, wallClockMinutes } from '../../lib/wall-clock.ts';
import { defineOfflineChange, onNewRecord, onRecord } from '../../offline/define.ts';
import { deleteRecord, putServerRecord, updateRecord } from '../../offline/records.ts';
import {
  appointmentDetails,
  calendarItemId,
  calendarItems,
  storeAppointment,
} from './api/appointment-records.ts';

/** Who and when, for the sync drawer's sentence. */
export interface AppointmentLabel {
  who: string;
  when: string;
}

/** Changes of one appointment (±15, and the manager's confirm, cancel, delete and update) go in order. */
export const appointmentEntity = (id: number) => `appointment:${id}`;
/**
 * A reassignment request is its own record: it changes nothing of the appointment, so a refused
 * request never holds back a ±15 of the same appointment, nor the other way round.
 */
export const reassignmentEntity = (appointmentId: number) => `reassignment:${appointmentId}`;

/** The records of an appointment's offline changes (its own and its reassignment requests). */
export const changeEntitiesOf = (appointmentId: number): readonly string[] => [
  appointmentEntity(appointmentId),
  reassignmentEntity(appointmentId),
];

/** A zero-length appointment is drawn as 15 minutes; +15 makes it 15 long, as the server does. */
function prolongedEnd(startTime: string, endTime: string, delta: number): string {
  const length = wallClockMinutes(endTime) - wallClockMinutes(startTime);
  return addWallClockMinutes(startTime, Math.max(0, length) + delta);
}

const deltaOf = (status: 'ADD' | 'MINUS') =>
  status === 'MINUS' ? -PROLONG_STEP_MINUTES : PROLONG_STEP_MINUTES;

export const prolongAppointment = defineOfflineChange<
  typeof appointmentEndpoints.prolongAppointment,
  AppointmentLabel
>({
  kind: 'appointment.prolong',
  endpoint: appointmentEndpoints.prolongAppointment,
  entity: ({ body }) => appointmentEntity(body.appointmentId),
  label: ({ body }, { who, when }) => `${body.status === 'MINUS' ? '−15' : '+15'} min on ${who}, ${when}`,
  records: [
    onRecord(
      calendarItems,
      ({ body }) => calendarItemId('apt', body.appointmentId),
      (item, { body }) => ({
        ...item,
        endTime: prolongedEnd(item.startTime, item.endTime, deltaOf(body.status)),
      }),
    ),
    onRecord(
      appointmentDetails,
      ({ body }) => body.appointmentId,
      (detail, { body }) => {
        const endTime = prolongedEnd(detail.startTime, detail.endTime, deltaOf(body.status));
        return {
          ...detail,
          endTime,
          duration: wallClockMinutes(endTime) - wallClockMinutes(detail.startTime),
        };
      },
    ),
  ],
  // The server's appointment, and its new times on the calendar.
  reconcile: async (db, _input, detail) => {
    await storeAppointment(db, detail);
    await updateRecord(db, calendarItems, calendarItemId('apt', detail.id), (item) => ({
      ...item,
      startTime: detail.startTime,
      endTime: detail.endTime,
    }));
  },
});

/** A request to an Admin to reassign: nothing changes on this device until the manager decides. */
export const assignToStaff = defineOfflineChange<
  typeof appointmentEndpoints.assignToStaff,
  AppointmentLabel & { managerName: string }
>({
  kind: 'appointment.assign',
  endpoint: appointmentEndpoints.assignToStaff,
  entity: ({ body }) => reassignmentEntity(body.appointmentId),
  label: ({ body }, { who, when, managerName }) =>
    `Ask ${managerName} to reassign ${who}, ${when} (${ASSIGN_REASON_LABELS[body.type]})`,
});

/** What a booking made offline shows until the server has it: the names its ids stand for. */
export interface OwnBookingContext {
  /** The booked time as the sync drawer says it ("12-02-2026 10:15 AM"). */
  when: string;
  services: readonly string[];
}

/**
 * The record id of a booking made offline: negative (no server id is), the same for the same request
 * (its phone, staff member and start), so the page and the service worker show the same record.
 */
export function ownBookingId(body: { phone: string; staffId: number | null; startTime: string }): number {
  let hash = 0;
  for (const ch of `${body.phone}|${body.staffId ?? 0}|${body.startTime}`) {
    hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  }
  return -1 - (Math.abs(hash) % 2_000_000_000);
}

/**
 * A technician's booking for themselves made offline (issue 21): on their calendar at once, marked as
 * not sent, and sent once with the connection; the server checks the time again, and a time taken
 * meanwhile waits in Needs attention with its sentence.
 */
export const bookOwnAppointment = defineOfflineChange<
  typeof bookingEndpoints.bookAppointment,
  OwnBookingContext
>({
  kind: 'appointment.book',
  endpoint: bookingEndpoints.bookAppointment,
  entity: ({ body }) => `booking:${ownBookingId(body)}`,
  label: ({ body }, { when }) => `Book ${body.customerName || 'a customer'}, ${when}`,
  records: [
    onNewRecord(
      calendarItems,
      ({ body }) => calendarItemId('apt', ownBookingId(body)),
      ({ body }, context): CalendarItem => ({
        id: ownBookingId(body),
        staffId: body.staffId ?? 0,
        type: 'apt',
        startTime: calendarTimeOfBooking(body.startTime),
        endTime: calendarTimeOfBooking(body.endTime ?? body.startTime),
        customerName: body.customerName,
        confirm: false,
        requestStaff: true,
        sourceType: 0,
        status: AppointmentStatus.NEW,
        services: (context?.services ?? []).map((serviceName) => ({ serviceName })),
        note: body.note ?? '',
      }),
    ),
  ],
  // The server's appointment in place of the one made here.
  reconcile: async (db, { body }, { appointments }) => {
    await deleteRecord(db, calendarItems, calendarItemId('apt', ownBookingId(body)));
    for (const detail of appointments) {
      await storeAppointment(db, detail);
      await putServerRecord(db, calendarItems, calendarItemOf(detail));
    }
  },
});

/** An appointment's detail as its calendar entry. */
function calendarItemOf(detail: AppointmentDetail): CalendarItem {
  return {
    id: detail.id,
    staffId: detail.staffId ?? 0,
    type: 'apt',
    startTime: detail.startTime,
    endTime: detail.endTime,
    customerName: detail.customerName,
    confirm: detail.status === AppointmentStatus.CONFIRMED,
    requestStaff: detail.requestStaff,
    sourceType: detail.sourceType,
    status: detail.status,
    services: detail.services.map((s) => ({ serviceName: s.serviceName })),
    note: detail.note,
  };
}
