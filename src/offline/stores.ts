import type { AppointmentDetail, CalendarItem } from '../contract/appointment.ts';
import { shiftDay } from '../lib/day.ts';
import { wallClockDay } from '../lib/wall-clock.ts';
import type { CachedAppointment, CachedCalendarItem, ScopeDb } from './db.ts';
import { calendarKey, rebaseAppointment, rebaseCalendarItems } from './mutations.ts';

/** Days kept around a chosen day (spec: the chosen day ± 7 days). */
export const CALENDAR_KEEP_DAYS = 7;

const calendarMark = (staffId: number, day: string) => `calendar:${staffId}:${day}`;

/**
 * Stores a staff member's calendar for the days `from`…`to` as the server sent it, with the changes
 * still queued on top, and forgets days outside the kept windows (around today and around the day
 * being looked at).
 */
export async function storeCalendar(
  db: ScopeDb,
  staffId: number,
  window: { from: string; to: string },
  items: CalendarItem[],
  keep: { today: string; chosen: string },
  now: number = Date.now(),
): Promise<void> {
  await db.transaction('rw', [db.calendarItems, db.syncMarks, db.outbox], async () => {
    const cached: CachedCalendarItem[] = items.map((i) => ({
      ...i,
      key: calendarKey(i.type, i.id),
      day: wallClockDay(i.startTime),
    }));
    await db.calendarItems
      .where('[staffId+day]')
      .between([staffId, window.from], [staffId, window.to], true, true)
      .delete();
    await db.calendarItems.bulkPut(await rebaseCalendarItems(db, cached));
    const marks = [];
    for (let d = window.from; d <= window.to; d = shiftDay(d, 1))
      marks.push({ key: calendarMark(staffId, d), syncedAt: now });
    await db.syncMarks.bulkPut(marks);
    const kept = (day: string) =>
      [keep.today, keep.chosen].some(
        (c) => day >= shiftDay(c, -CALENDAR_KEEP_DAYS) && day <= shiftDay(c, CALENDAR_KEEP_DAYS),
      );
    await db.calendarItems.filter((i) => !kept(i.day)).delete();
    await db.syncMarks
      .filter((m) => m.key.startsWith('calendar:') && !kept(m.key.split(':')[2] ?? ''))
      .delete();
  });
}

export async function readCalendarDay(
  db: ScopeDb,
  staffId: number,
  day: string,
): Promise<CachedCalendarItem[]> {
  return db.calendarItems.where('[staffId+day]').equals([staffId, day]).toArray();
}

/** When the server last confirmed this day, or undefined when it never has on this device. */
export async function calendarSyncedAt(
  db: ScopeDb,
  staffId: number,
  day: string,
): Promise<number | undefined> {
  return (await db.syncMarks.get(calendarMark(staffId, day)))?.syncedAt;
}

export async function storeAppointment(
  db: ScopeDb,
  detail: AppointmentDetail,
  now: number = Date.now(),
): Promise<void> {
  await db.transaction('rw', [db.appointments, db.outbox], async () => {
    await db.appointments.put({ ...(await rebaseAppointment(db, detail)), syncedAt: now });
  });
}

export function readAppointment(db: ScopeDb, id: number): Promise<CachedAppointment | undefined> {
  return db.appointments.get(id);
}

export async function storeSnapshot(
  db: ScopeDb,
  key: string,
  value: unknown,
  now: number = Date.now(),
): Promise<void> {
  await db.snapshots.put({ key, value, syncedAt: now });
}

export async function readSnapshot<T>(
  db: ScopeDb,
  key: string,
): Promise<{ value: T; syncedAt: number } | undefined> {
  const row = await db.snapshots.get(key);
  return row ? { value: row.value as T, syncedAt: row.syncedAt } : undefined;
}
