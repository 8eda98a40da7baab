/**
 * The owner calendar (spec part 2 §2 "Owner calendar"): one day of the salon, one column per staff
 * member, drawn by the staff calendar's grid (src/ui/calendar). Built from the list's answer (which the
 * offline changes patch) and the block hours, so both screens always show the same appointments.
 */
import {
  type AppointmentListItem,
  AppointmentStatus,
  type BlockHour,
  type CalendarItem,
} from '../../../../contract/appointment.ts';
import { wallClockDay } from '../../../../lib/wall-clock.ts';
import { dayOf } from './appointment-list.ts';

/** The column of appointments booked for anybody (staffId null): shown only on a day that has one. */
export const ANYONE_COLUMN_ID = 0;
export const ANYONE_TITLE = 'Anyone';

/** Canceled and deleted appointments free their time: the calendar does not draw them. */
export function isDrawn(item: Pick<AppointmentListItem, 'status'>): boolean {
  return item.status !== AppointmentStatus.CANCELED && item.status !== AppointmentStatus.DELETED;
}

/** A listed appointment as the grid's item (its staff member's column; anybody's in the Anyone column). */
export function calendarItemOf(item: AppointmentListItem): CalendarItem {
  return {
    id: item.id,
    staffId: item.staffId ?? ANYONE_COLUMN_ID,
    type: 'apt',
    startTime: item.start_time,
    endTime: item.end_time,
    customerName: item.customerName,
    confirm: item.status === AppointmentStatus.CONFIRMED,
    requestStaff: item.requestStaff,
    sourceType: item.bookingType,
    status: item.status,
    services: item.services.map((s) => ({ serviceName: s.serviceName })),
    note: item.note,
  };
}

/** A block hour as the grid's item (its reason is the note the grid shows). */
export function blockItemOf(block: BlockHour): CalendarItem {
  return {
    id: block.id,
    staffId: block.staffId,
    type: 'block-hour',
    startTime: block.startTime,
    endTime: block.endTime,
    customerName: '',
    confirm: false,
    requestStaff: false,
    sourceType: 0,
    status: 0,
    services: [],
    note: block.reason,
  };
}

export interface OwnerColumn {
  id: number;
  title: string;
  avatar: string | null;
}

export interface OwnerStaff {
  id: number;
  name: string;
  avatar: string | null;
}

export interface OwnerDay {
  columns: OwnerColumn[];
  items: CalendarItem[];
}

/**
 * One day of the owner calendar: a column per staff member of the salon, in the staff list's order,
 * then Anyone when the day has an appointment for anybody; the day's drawn appointments and its block
 * hours. An appointment of someone no longer on the staff list still gets a column (named from the
 * appointment), so nothing booked is left off.
 */
export function ownerDay(
  day: string,
  staff: readonly OwnerStaff[],
  list: readonly AppointmentListItem[],
  blocks: readonly BlockHour[],
): OwnerDay {
  const items: CalendarItem[] = [];
  const columns: OwnerColumn[] = staff.map((s) => ({ id: s.id, title: s.name, avatar: s.avatar }));
  const known = new Set(columns.map((c) => c.id));
  let anyone = false;
  for (const item of list) {
    if (!isDrawn(item) || dayOf(item) !== day) continue;
    if (item.staffId === null) anyone = true;
    else if (!known.has(item.staffId)) {
      known.add(item.staffId);
      columns.push({ id: item.staffId, title: item.staffName, avatar: null });
    }
    items.push(calendarItemOf(item));
  }
  for (const block of blocks) {
    if (wallClockDay(block.startTime) !== day || !known.has(block.staffId)) continue;
    items.push(blockItemOf(block));
  }
  if (anyone) columns.push({ id: ANYONE_COLUMN_ID, title: ANYONE_TITLE, avatar: null });
  return { columns, items };
}
