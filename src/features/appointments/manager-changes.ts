/**
 * The manager's offline changes of an appointment (spec part 2 §4): Confirm and Cancel (PUT
 * appointment/update-status), Delete and Update (POST appointment/updateAppointmentV3). Each shows at
 * once in the appointment's detail, in the kept list answers (the list and the owner calendar drawn
 * from them) and in the staff calendar's record, is queued, and is sent exactly once
 * (src/offline/registry.ts loads this file). Their entity is the appointment, as ±15's is, so the
 * changes of one appointment are sent in order and a refused one holds back only that appointment.
 */
import type { QueryKey } from '@tanstack/react-query';
import {
  type AppointmentDetail,
  AppointmentStatus,
  type UpdateAppointmentRequest,
  type UpdateStatusRequest,
} from '../../contract/appointment.ts';
import { appointmentEndpoints } from '../../contract/endpoints/appointments.ts';
import { defineOfflineChange, onQueries, onRecord } from '../../offline/define.ts';
import { updateRecord } from '../../offline/records.ts';
import {
  appointmentDetails,
  calendarItemId,
  calendarItems,
  storeAppointment,
} from './api/appointment-records.ts';
import { managerAppointmentKeys } from './manager/api/manager-keys.ts';
import {
  calendarWithStatus,
  calendarWithUpdate,
  detailDeleted,
  detailWithStatus,
  detailWithUpdate,
  directoryOf,
  type ListAnswer,
  listWithout,
  listWithStatus,
  listWithUpdate,
  type UpdateNames,
} from './model/manager-patches.ts';
import { appointmentEntity } from './offline-changes.ts';

/** Who and when, for the sync drawer's sentence ("Confirm Anna Tran, 11-25-2026 09:00 AM"). */
export interface ManagerLabel {
  who: string;
  when: string;
}

/**
 * An update's context: who and when, what was asked in words ("time 11:00 AM → 11:30 AM, staff → Tony
 * Vo": the sync drawer says what a refused update wanted), and the names its ids stand for.
 */
export interface UpdateContext extends ManagerLabel {
  asked: string;
  names: UpdateNames;
}

/** Every kept list answer of the manager's appointments (any salon, any days). */
const LISTS: QueryKey = [...managerAppointmentKeys.all, 'list'];

/** The server's appointment, and its time, staff and status on the staff calendar. */
async function reconcileAppointment(db: Parameters<typeof storeAppointment>[0], detail: AppointmentDetail) {
  await storeAppointment(db, detail);
  await updateRecord(db, calendarItems, calendarItemId('apt', detail.id), (item) => ({
    ...item,
    status: detail.status,
    confirm: detail.status === AppointmentStatus.CONFIRMED,
    staffId: detail.staffId ?? item.staffId,
    startTime: detail.startTime,
    endTime: detail.endTime,
  }));
}

/** Confirm (status 1, from NEW) or Cancel (status 4, from NEW or CONFIRMED, with a reason). */
export const changeAppointmentStatus = defineOfflineChange<
  typeof appointmentEndpoints.updateAppointmentStatus,
  ManagerLabel
>({
  kind: 'appointment.status',
  endpoint: appointmentEndpoints.updateAppointmentStatus,
  entity: ({ body }) => appointmentEntity(body.appointmentId),
  label: ({ body }, { who, when }) =>
    body.status === AppointmentStatus.CANCELED
      ? `Cancel ${who}, ${when} (${body.reason ?? ''})`
      : `Confirm ${who}, ${when}`,
  records: [
    onRecord(
      appointmentDetails,
      ({ body }: { body: UpdateStatusRequest }) => body.appointmentId,
      (detail, { body }) => detailWithStatus(detail, body),
    ),
    onRecord(
      calendarItems,
      ({ body }: { body: UpdateStatusRequest }) => calendarItemId('apt', body.appointmentId),
      (item, { body }) => calendarWithStatus(item, body.status),
    ),
  ],
  queries: [
    onQueries<ListAnswer, { body: UpdateStatusRequest }>(LISTS, (list, { body }) =>
      listWithStatus(list, body),
    ),
  ],
  reconcile: (db, _input, detail) => reconcileAppointment(db, detail),
});

const idOf = (params: { id: unknown }) => Number(params.id);

/** Delete (status 5, from NEW, CONFIRMED or CANCELED): it leaves the list and the calendars. */
export const deleteAppointment = defineOfflineChange<
  typeof appointmentEndpoints.deleteAppointment,
  ManagerLabel
>({
  kind: 'appointment.delete',
  endpoint: appointmentEndpoints.deleteAppointment,
  entity: ({ params }) => appointmentEntity(idOf(params)),
  label: (_input, { who, when }) => `Delete ${who}, ${when}`,
  records: [
    onRecord(
      appointmentDetails,
      ({ params }: { params: { id: unknown } }) => idOf(params),
      (detail, { params }) => detailDeleted(detail, idOf(params)),
    ),
    onRecord(
      calendarItems,
      ({ params }: { params: { id: unknown } }) => calendarItemId('apt', idOf(params)),
      (item) => calendarWithStatus(item, AppointmentStatus.DELETED),
    ),
  ],
  queries: [
    onQueries<ListAnswer, { params: { id: unknown } }>(LISTS, (list, { params }) =>
      listWithout(list, idOf(params)),
    ),
  ],
  reconcile: (db, _input, detail) => reconcileAppointment(db, detail),
});

/** Update: the appointment's time, staff and services (each service may have its own staff member). */
export const updateAppointment = defineOfflineChange<
  typeof appointmentEndpoints.updateAppointment,
  UpdateContext
>({
  kind: 'appointment.update',
  endpoint: appointmentEndpoints.updateAppointment,
  entity: ({ body }) => appointmentEntity(body.id),
  label: (_input, { who, when, asked }) => `Update ${who}, ${when}: ${asked}`,
  records: [
    onRecord(
      appointmentDetails,
      ({ body }: { body: UpdateAppointmentRequest }) => body.id,
      (detail, { body }, context?: UpdateContext) =>
        detailWithUpdate(detail, body, directoryOf(context?.names)),
    ),
    onRecord(
      calendarItems,
      ({ body }: { body: UpdateAppointmentRequest }) => calendarItemId('apt', body.id),
      (item, { body }, context?: UpdateContext) =>
        calendarWithUpdate(item, body, directoryOf(context?.names)),
    ),
  ],
  queries: [
    onQueries<ListAnswer, { body: UpdateAppointmentRequest }, UpdateContext>(
      LISTS,
      (list, { body }, _key, context) => listWithUpdate(list, body, directoryOf(context?.names)),
    ),
  ],
  reconcile: (db, _input, detail) => reconcileAppointment(db, detail),
});
