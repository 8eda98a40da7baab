/**
 * How the manager's appointment changes show on this device before the server has them (pure): in the
 * appointment's detail, in every kept list answer ({data: AppointmentListItem[]}: the list and the
 * owner calendar), and in the staff calendar's records.
 */
import {
  type AppointmentDetail,
  type AppointmentListItem,
  AppointmentStatus,
  type CalendarItem,
  type UpdateAppointmentRequest,
  type UpdateStatusRequest,
} from '../../../contract/appointment.ts';
import { bookingMinutesBetween, calendarTimeOfBooking, displayStartOf } from '../../../lib/slots.ts';
import { wallClockMinutes } from '../../../lib/wall-clock.ts';

/** A kept list answer. */
export interface ListAnswer {
  data: AppointmentListItem[];
}

/**
 * Names the update request does not carry (it sends ids): the staff and services this device knows,
 * from the salon's staff list and the appointments it has seen.
 */
export interface Directory {
  staff(id: number): { name: string; avatar: string | null } | undefined;
  service(id: number): { serviceName: string; price: number; duration: number } | undefined;
}

/**
 * The names an update's ids stand for, as the manager saw them when making it: kept with the queued
 * change (plain data, stored in IndexedDB), so the page and the service worker show it alike.
 */
export interface UpdateNames {
  staff: Record<string, { name: string; avatar: string | null }>;
  services: Record<string, { serviceName: string; price: number; duration: number }>;
}

/** The directory of a change's names; a change queued without them (an older version) knows none. */
export function directoryOf(names: UpdateNames | undefined): Directory {
  return {
    staff: (id) => names?.staff[String(id)],
    service: (id) => names?.services[String(id)],
  };
}

/** The names an update needs: those of its staff and services, from what the screen knows. */
export function namesFor(
  body: UpdateAppointmentRequest,
  staff: readonly { id: number; name: string; avatar?: string | null }[],
  services: readonly { id: number | null; serviceName: string; price: number; duration: number }[],
): UpdateNames {
  const names: UpdateNames = { staff: {}, services: {} };
  for (const item of body.items) {
    const person = item.staffId === null ? undefined : staff.find((s) => s.id === item.staffId);
    if (person) names.staff[String(person.id)] = { name: person.name, avatar: person.avatar ?? null };
    for (const serviceId of item.serviceIds) {
      const service = services.find((s) => s.id === serviceId);
      if (service)
        names.services[String(serviceId)] = {
          serviceName: service.serviceName,
          price: service.price,
          duration: service.duration,
        };
    }
  }
  return names;
}

export const ANYONE = 'Anyone';

/** The list's strStatus (contract: NEW, CONFIRMED, IN_SERVICE, FINISHED or CANCEL). */
export function strStatusOf(status: number): string {
  switch (status) {
    case AppointmentStatus.NEW:
      return 'NEW';
    case AppointmentStatus.CONFIRMED:
      return 'CONFIRMED';
    case AppointmentStatus.UNNAMED:
      return 'IN_SERVICE';
    case AppointmentStatus.FINISHED:
      return 'FINISHED';
    case AppointmentStatus.CANCELED:
      return 'CANCEL';
    default:
      return 'DELETED';
  }
}

const isOf = (id: number) => (item: AppointmentListItem) => item.id === id || item.appointmentId === id;

// ---- confirm and cancel (PUT appointment/update-status) ----

export function detailWithStatus(detail: AppointmentDetail, body: UpdateStatusRequest): AppointmentDetail {
  if (detail.id !== body.appointmentId) return detail;
  const reason = body.status === AppointmentStatus.CANCELED ? body.reason : undefined;
  return { ...detail, status: body.status, ...(reason !== undefined ? { note: reason } : {}) };
}

export function listWithStatus(list: ListAnswer, body: UpdateStatusRequest): ListAnswer {
  const match = isOf(body.appointmentId);
  if (!list.data.some(match)) return list;
  const reason = body.status === AppointmentStatus.CANCELED ? body.reason : undefined;
  return {
    ...list,
    data: list.data.map((item) =>
      match(item)
        ? {
            ...item,
            status: body.status,
            strStatus: strStatusOf(body.status),
            ...(reason !== undefined ? { note: reason } : {}),
          }
        : item,
    ),
  };
}

/** The staff calendar hides canceled and deleted appointments (as the server does); the mark is kept. */
export function calendarWithStatus(item: CalendarItem, status: number): CalendarItem {
  return { ...item, status, confirm: status === AppointmentStatus.CONFIRMED };
}

// ---- delete (DELETE appointment/deleteAppointment/{id}) ----

export function detailDeleted(detail: AppointmentDetail, id: number): AppointmentDetail {
  return detail.id === id ? { ...detail, status: AppointmentStatus.DELETED } : detail;
}

/** A deleted appointment leaves the list (and the owner calendar drawn from it). */
export function listWithout(list: ListAnswer, id: number): ListAnswer {
  const match = isOf(id);
  return list.data.some(match) ? { ...list, data: list.data.filter((item) => !match(item)) } : list;
}

// ---- update (POST appointment/updateAppointmentV3) ----

/** The appointment's span: the earliest item start to the latest item end (as the server takes it). */
function spanOf(body: UpdateAppointmentRequest): { start: string; end: string } {
  let start = body.items[0]?.startTime ?? '';
  let end = body.items[0]?.endTime ?? '';
  for (const item of body.items) {
    if (bookingMinutesBetween(item.startTime, start) > 0) start = item.startTime;
    if (bookingMinutesBetween(end, item.endTime) > 0) end = item.endTime;
  }
  return { start: calendarTimeOfBooking(start), end: calendarTimeOfBooking(end) };
}

/** The services sent with who does each, in order (a service may be there twice). */
const serviceLinesOf = (body: UpdateAppointmentRequest) =>
  body.items.flatMap((i) => i.serviceIds.map((id) => ({ id, staffId: i.staffId })));

/**
 * The services kept, in the order sent, taken first from those the record already has (each one
 * used once), else from the directory; an id known nowhere is left out until the server answers.
 */
function pickServices<S extends { id: number | null }>(
  had: readonly S[],
  lines: readonly { id: number; staffId: number | null }[],
  known: (id: number) => S | undefined,
  withStaff: (service: S, staffId: number | null) => S = (service) => service,
): S[] {
  const left = [...had];
  const out: S[] = [];
  for (const { id, staffId } of lines) {
    const i = left.findIndex((s) => s.id === id);
    if (i >= 0) {
      out.push(withStaff(left[i] as S, staffId));
      left.splice(i, 1);
    } else {
      const found = known(id);
      if (found) out.push(withStaff(found, staffId));
    }
  }
  return out;
}

/** The staff member's name for the new staff id: Anyone, the one already shown, or the directory's. */
function staffNameOf(
  staffId: number | null,
  current: { staffId: number | null; name: string },
  names: Directory,
): string {
  if (staffId === null) return ANYONE;
  if (staffId === current.staffId) return current.name;
  return names.staff(staffId)?.name ?? current.name;
}

export function detailWithUpdate(
  detail: AppointmentDetail,
  body: UpdateAppointmentRequest,
  names: Directory,
): AppointmentDetail {
  if (detail.id !== body.id || body.items.length === 0) return detail;
  const { start, end } = spanOf(body);
  const staffId = body.items[0]?.staffId ?? null;
  return {
    ...detail,
    staffId,
    name: staffNameOf(staffId, detail, names),
    avatar:
      staffId === null
        ? null
        : staffId === detail.staffId
          ? detail.avatar
          : (names.staff(staffId)?.avatar ?? null),
    startTime: start,
    endTime: end,
    strStartDate: displayStartOf(start),
    duration: Math.max(0, wallClockMinutes(end) - wallClockMinutes(start)),
    note: body.note,
    services: pickServices(
      detail.services,
      serviceLinesOf(body),
      (id) => {
        const s = names.service(id);
        return s ? { id, staffId: null, ...s } : undefined;
      },
      (service, lineStaffId) => ({ ...service, staffId: lineStaffId }),
    ),
  };
}

export function listWithUpdate(
  list: ListAnswer,
  body: UpdateAppointmentRequest,
  names: Directory,
): ListAnswer {
  const match = isOf(body.id);
  if (body.items.length === 0 || !list.data.some(match)) return list;
  const { start, end } = spanOf(body);
  const staffId = body.items[0]?.staffId ?? null;
  return {
    ...list,
    data: list.data.map((item) =>
      match(item)
        ? {
            ...item,
            staffId,
            staffName: staffNameOf(staffId, { staffId: item.staffId, name: item.staffName }, names),
            isAnybody: body.isAnybody === 1,
            start_time: start,
            end_time: end,
            dateAppointment: displayStartOf(start),
            note: body.note,
            services: pickServices(item.services, serviceLinesOf(body), (id) => {
              const s = names.service(id);
              return s ? { id, serviceName: s.serviceName, duration: s.duration } : undefined;
            }),
          }
        : item,
    ),
  };
}

/**
 * The staff calendar's record: its new time, and its new staff member (the record moves to their day;
 * for Anyone it stays where it is until the server says who). The calendar names services only, so
 * they follow what the directory knows.
 */
export function calendarWithUpdate(
  item: CalendarItem,
  body: UpdateAppointmentRequest,
  names: Directory,
): CalendarItem {
  if (body.items.length === 0) return item;
  const { start, end } = spanOf(body);
  const staffId = body.items[0]?.staffId ?? null;
  const services = serviceLinesOf(body).map(({ id }) => names.service(id));
  return {
    ...item,
    staffId: staffId ?? item.staffId,
    startTime: start,
    endTime: end,
    note: body.note,
    services: services.every((s) => s !== undefined)
      ? services.map((s) => ({ serviceName: s.serviceName }))
      : item.services,
  };
}
