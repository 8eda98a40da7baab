import { shopEndpoints as endpoints } from '../../../contract/endpoints/shop.ts';
import type { ScheduleDay } from '../../../contract/shop.ts';
import { call } from '../../../lib/http.ts';
import type { ScopeDb } from '../../../offline/db.ts';
import { cacheRefreshQuery, refreshRecord, useCachedRecord } from '../../../offline/hooks.ts';
import { shopSchedules } from './appointment-records.ts';
import { calendarKeys } from './calendar-keys.ts';

const fetchSchedule = (signal: AbortSignal) => call(endpoints.shopSchedule, { signal });

/** The salon's weekly hours, kept for offline use (`initial`: what a route loader already read). */
export function useShopSchedule(initial?: ScheduleDay[]) {
  return useCachedRecord(shopSchedules, 'current', calendarKeys.schedule(), fetchSchedule, initial);
}

/** The refresh of the salon's hours, for a route loader to start when the device has none. */
export function scheduleRefreshQuery(db: ScopeDb) {
  return cacheRefreshQuery(db, calendarKeys.schedule(), refreshRecord(shopSchedules, fetchSchedule));
}
