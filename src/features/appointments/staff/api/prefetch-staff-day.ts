import type { QueryClient } from '@tanstack/react-query';
import type { CalendarItem } from '../../../../contract/appointment.ts';
import type { ScheduleDay } from '../../../../contract/shop.ts';
import { takeServerDrawnDay } from '../../../../lib/server-drawn.ts';
import { scopeDb } from '../../../../offline/db.ts';
import { readRecord, writeRecords } from '../../../../offline/records.ts';
import {
  calendarSyncedAt,
  readCalendarDay,
  shopSchedules,
  storeCalendar,
} from '../../api/appointment-records.ts';
import { scheduleRefreshQuery } from '../../api/shop-schedule.ts';
import { staffDayRefreshQuery } from './staff-calendar.ts';

export interface StaffDayPrefetch {
  day: string;
  items: CalendarItem[];
  syncedAt: number | undefined;
  schedule: ScheduleDay[] | undefined;
}

/**
 * Reads a staff member's day and the salon's hours from the device while the screen's code is still
 * loading, so the first render already draws the calendar (the staff home's route loader calls it).
 * When the device has never had that day (a first visit), the day and the hours are asked of the
 * network at once, not after the first paint. Never fails: without a cache it answers undefined and the
 * screen reads as usual.
 */
export async function prefetchStaffDay(
  queryClient: QueryClient,
  scope: { shopId: number; staffId: number },
  day: string,
  today: string,
): Promise<StaffDayPrefetch | undefined> {
  try {
    const db = scopeDb(scope);
    const [items, syncedAt, schedule] = await Promise.all([
      readCalendarDay(db, scope.staffId, day),
      calendarSyncedAt(db, scope.staffId, day),
      readRecord(db, shopSchedules, 'current'),
    ]);
    if (syncedAt === undefined) {
      // A first visit whose page the server drew this day into: kept as the calls' answers are, so that
      // the app's first frame shows what the page did (the week around it is asked for once settled).
      const drawn = takeServerDrawnDay();
      if (drawn && drawn.staffId === scope.staffId && drawn.day === day) {
        await storeCalendar(
          db,
          scope.staffId,
          { from: day, to: day },
          drawn.items,
          { today, chosen: day },
          drawn.at,
        );
        if (!schedule) await writeRecords(db, shopSchedules, [drawn.schedule], { now: drawn.at });
        return { day, items: drawn.items, syncedAt: drawn.at, schedule: schedule?.data ?? drawn.schedule };
      }
      void queryClient.prefetchQuery(staffDayRefreshQuery(db, scope.staffId, day, today));
    }
    if (!schedule) void queryClient.prefetchQuery(scheduleRefreshQuery(db));
    return { day, items, syncedAt, schedule: schedule?.data };
  } catch {
    return undefined;
  }
}
