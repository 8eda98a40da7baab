import type { CalendarItem } from '../../../../contract/appointment.ts';
import { appointmentEndpoints as endpoints } from '../../../../contract/endpoints/appointments.ts';
import { shiftDay } from '../../../../lib/day.ts';
import { call } from '../../../../lib/http.ts';
import type { ScopeDb } from '../../../../offline/db.ts';
import { cacheRefreshQuery, useCacheFirst } from '../../../../offline/hooks.ts';
import type { KeptRead } from '../../../../offline/kept.ts';
import {
  CALENDAR_KEEP_DAYS,
  calendarSyncedAt,
  readCalendarDay,
  storeCalendar,
} from '../../api/appointment-records.ts';
import { calendarKeys } from '../../api/calendar-keys.ts';

/** Fetches the day ± 7 days in one call and stores it, so the week around it opens offline too. */
function refreshStaffDay(staffId: number, day: string, today: string) {
  return async (db: ScopeDb, signal: AbortSignal) => {
    const window = { from: shiftDay(day, -CALENDAR_KEEP_DAYS), to: shiftDay(day, CALENDAR_KEEP_DAYS) };
    const items = await call(endpoints.staffCalendar, {
      query: { start_time: window.from, end_time: window.to, staffId },
      signal,
    });
    await storeCalendar(db, staffId, window, items, { today, chosen: day });
  };
}

/** The refresh of a staff member's day, for a route loader to start when the device has none of it. */
export function staffDayRefreshQuery(db: ScopeDb, staffId: number, day: string, today: string) {
  return cacheRefreshQuery(db, calendarKeys.staffDay(staffId, day), refreshStaffDay(staffId, day, today));
}

/**
 * A staff member's day from this device first, refreshed from the network in the background. A day the
 * server never answered for is not known to be free: it has no data (rather than an empty day) until
 * the server answers, unless this phone already holds some of its appointments.
 */
export function useStaffCalendar(
  staffId: number,
  day: string,
  today: string,
  initial?: { data: CalendarItem[]; syncedAt: number | undefined },
): KeptRead<CalendarItem[]> {
  const read = useCacheFirst({
    queryKey: calendarKeys.staffDay(staffId, day),
    read: (db) => readCalendarDay(db, staffId, day),
    syncedAt: (db) => calendarSyncedAt(db, staffId, day),
    refresh: refreshStaffDay(staffId, day, today),
    deps: [staffId, day],
    ...(initial ? { initial } : {}),
  });
  const known = read.syncedAt !== undefined || (read.data?.length ?? 0) > 0;
  return known ? read : { ...read, data: undefined };
}
