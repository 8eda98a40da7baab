import {
  type AppointmentDetail,
  AppointmentStatus,
  type CalendarItem,
} from '../../../contract/appointment.ts';
import type { ScheduleDay, StaffListItem } from '../../../contract/shop.ts';
import { nowMs } from '../../../lib/clock.ts';
import { shiftDay } from '../../../lib/day.ts';
import { wallClockDay } from '../../../lib/wall-clock.ts';
import type { ScopeDb } from '../../../offline/db.ts';
import {
  defineRecordStore,
  markSynced,
  pruneMarks,
  pruneRecords,
  readRange,
  readRecord,
  syncedAtMark,
  writeRecords,
} from '../../../offline/records.ts';

/**
 * What this feature keeps on the device for offline use: the staff member's calendar (appointments
 * and block hours, the chosen day ± 7 days and today ± 7 days), the appointments opened, the salon's
 * hours and its staff.
 */

/** A calendar entry; appointments and block hours share id spaces, so the id carries the type. */
export const calendarItems = defineRecordStore<CalendarItem, string>({
  type: 'calendar-item',
  id: (item) => calendarItemId(item.type, item.id),
  group: (item) => String(item.staffId),
  sort: (item) => wallClockDay(item.startTime),
});

export const calendarItemId = (type: CalendarItem['type'], id: number) => `${type}:${id}`;

export const appointmentDetails = defineRecordStore<AppointmentDetail, number>({
  type: 'appointment',
  id: (detail) => detail.id,
});

/** The salon's weekly hours, one record. */
export const shopSchedules = defineRecordStore<ScheduleDay[], 'current'>({
  type: 'shop-schedule',
  id: () => 'current',
});

/** The salon's staff, one record. */
export const staffLists = defineRecordStore<StaffListItem[], 'current'>({
  type: 'staff-list',
  id: () => 'current',
});

/** Days kept around a chosen day (spec: the chosen day ± 7 days). */
export const CALENDAR_KEEP_DAYS = 7;

/** Whether a day is kept on the device: within 7 days of today or of the day being looked at. */
const keptDay = (day: string, keep: { today: string; chosen: string }) =>
  [keep.today, keep.chosen].some(
    (c) => day >= shiftDay(c, -CALENDAR_KEEP_DAYS) && day <= shiftDay(c, CALENDAR_KEEP_DAYS),
  );

const DAY_MARK = 'calendar:';
const calendarMark = (staffId: number, day: string) => `${DAY_MARK}${staffId}:${day}`;

/**
 * Stores a staff member's calendar for the days `from`…`to` as the server sent it (with the changes
 * still queued on top), and forgets days outside the kept windows (around today and around the day
 * being looked at).
 */
export async function storeCalendar(
  db: ScopeDb,
  staffId: number,
  window: { from: string; to: string },
  items: CalendarItem[],
  keep: { today: string; chosen: string },
  now: number = nowMs(),
): Promise<void> {
  await db.transaction('rw', [db.records, db.syncMarks, db.outbox], async () => {
    await writeRecords(db, calendarItems, items, {
      replace: { group: String(staffId), from: window.from, to: window.to },
      now,
    });
    const days = [];
    for (let d = window.from; d <= window.to; d = shiftDay(d, 1)) days.push(calendarMark(staffId, d));
    await markSynced(db, days, now);
    await pruneRecords(db, calendarItems, (_item, row) => keptDay(row.sort, keep));
    await pruneMarks(db, DAY_MARK, (key) => keptDay(key.split(':')[2] ?? '', keep));
  });
}

/** Canceled and deleted appointments are not on a staff calendar (the server leaves them out too). */
const HIDDEN_FROM_CALENDAR: readonly number[] = [AppointmentStatus.CANCELED, AppointmentStatus.DELETED];

/**
 * A staff member's day as kept: an appointment canceled or deleted on this device (a manager's change
 * not yet sent) is gone from it at once.
 */
export async function readCalendarDay(db: ScopeDb, staffId: number, day: string): Promise<CalendarItem[]> {
  const items = await readRange(db, calendarItems, String(staffId), day, day);
  return items.filter((item) => item.type !== 'apt' || !HIDDEN_FROM_CALENDAR.includes(item.status));
}

/** When the server last confirmed this day, or undefined when it never has on this device. */
export function calendarSyncedAt(db: ScopeDb, staffId: number, day: string): Promise<number | undefined> {
  return syncedAtMark(db, calendarMark(staffId, day));
}

export function storeAppointment(
  db: ScopeDb,
  detail: AppointmentDetail,
  now: number = nowMs(),
): Promise<void> {
  return writeRecords(db, appointmentDetails, [detail], { now });
}

/**
 * Forgets the appointments seen on this device as the calendar forgets its days: those of days outside
 * today ± 7 and the day being looked at ± 7 go, unless a change of theirs is still queued (its record
 * shows it until the server has it).
 */
export async function pruneAppointments(db: ScopeDb, keep: { today: string; chosen: string }): Promise<void> {
  await db.transaction('rw', [db.records, db.outbox], async () => {
    const queued = new Set((await db.outbox.toArray()).map((e) => e.entity));
    await pruneRecords(
      db,
      appointmentDetails,
      (detail) => keptDay(wallClockDay(detail.startTime), keep) || queued.has(`appointment:${detail.id}`),
    );
  });
}

export function readAppointment(db: ScopeDb, id: number) {
  return readRecord(db, appointmentDetails, id);
}
