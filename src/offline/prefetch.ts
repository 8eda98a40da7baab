import type { ScheduleDay } from '../contract/shop.ts';
import { todayIn } from '../lib/day.ts';
import { scopeDb } from './db.ts';
import { calendarSyncedAt, readCalendarDay, readSnapshot } from './stores.ts';

export interface StaffDayPrefetch {
  day: string;
  items: Awaited<ReturnType<typeof readCalendarDay>>;
  syncedAt: number | undefined;
  schedule: ScheduleDay[] | undefined;
}

/**
 * Reads a staff member's day and the salon's hours from the device while the screen's code is still
 * loading, so the first render already draws the calendar (the staff home's route loader calls it).
 * Never fails: without a cache it answers undefined and the screen reads as usual.
 */
export async function prefetchStaffDay(
  scope: { shopId: number; staffId: number },
  chosenDay: string | undefined,
  timeZone: string,
): Promise<StaffDayPrefetch | undefined> {
  const day = chosenDay ?? todayIn(timeZone);
  try {
    const db = scopeDb(scope);
    const [items, syncedAt, schedule] = await Promise.all([
      readCalendarDay(db, scope.staffId, day),
      calendarSyncedAt(db, scope.staffId, day),
      readSnapshot<ScheduleDay[]>(db, 'schedule'),
    ]);
    return { day, items, syncedAt, schedule: schedule?.value };
  } catch {
    return undefined;
  }
}
