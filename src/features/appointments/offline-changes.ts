/**
 * The offline changes of the staff's appointments (±15 minutes, Assign To): each is shown at once on
 * this device, queued, and sent exactly once (src/offline/registry.ts loads this file).
 */
import { ASSIGN_REASON_LABELS, PROLONG_STEP_MINUTES } from '../../contract/appointment.ts';
import { appointmentEndpoints } from '../../contract/endpoints/appointments.ts';
import { addWallClockMinutes, wallClockMinutes } from '../../lib/wall-clock.ts';
import { defineOfflineChange, onRecord } from '../../offline/define.ts';
import { updateRecord } from '../../offline/records.ts';
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
