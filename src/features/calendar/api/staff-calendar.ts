import { appointmentEndpoints as endpoints } from '../../../contract/endpoints/appointments.ts';
import { shiftDay } from '../../../lib/day.ts';
import { call } from '../../../lib/http.ts';
import type { CachedCalendarItem } from '../../../offline/db.ts';
import { useCacheFirst } from '../../../offline/hooks.ts';
import {
  CALENDAR_KEEP_DAYS,
  calendarSyncedAt,
  readCalendarDay,
  storeCalendar,
} from '../../../offline/stores.ts';
import { calendarKeys } from './calendar-keys.ts';

/**
 * A staff member's day from this device first; the refresh fetches the day ± 7 days in one call, so
 * the week around it opens offline too.
 */
export function useStaffCalendar(
  staffId: number,
  day: string,
  today: string,
  initial?: { data: CachedCalendarItem[]; syncedAt: number | undefined },
) {
  return useCacheFirst({
    queryKey: calendarKeys.staffDay(staffId, day),
    read: (db) => readCalendarDay(db, staffId, day),
    syncedAt: (db) => calendarSyncedAt(db, staffId, day),
    refresh: async (db, signal) => {
      const window = { from: shiftDay(day, -CALENDAR_KEEP_DAYS), to: shiftDay(day, CALENDAR_KEEP_DAYS) };
      const items = await call(endpoints.staffCalendar, {
        query: { start_time: window.from, end_time: window.to, staffId },
        signal,
      });
      await storeCalendar(db, staffId, window, items, { today, chosen: day });
    },
    deps: [staffId, day],
    ...(initial ? { initial } : {}),
  });
}
