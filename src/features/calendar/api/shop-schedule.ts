import { endpoints } from '../../../contract/endpoints.ts';
import type { ScheduleDay } from '../../../contract/shop.ts';
import { call } from '../../../lib/http.ts';
import { useCacheFirst } from '../../../offline/hooks.ts';
import { readSnapshot, storeSnapshot } from '../../../offline/stores.ts';
import { calendarKeys } from './calendar-keys.ts';

const KEY = 'schedule';

/** The salon's weekly hours, kept for offline use. */
export function useShopSchedule() {
  return useCacheFirst({
    queryKey: calendarKeys.schedule(),
    read: async (db) => (await readSnapshot<ScheduleDay[]>(db, KEY))?.value,
    syncedAt: async (db) => (await readSnapshot(db, KEY))?.syncedAt,
    refresh: async (db, signal) => storeSnapshot(db, KEY, await call(endpoints.shopSchedule, { signal })),
    deps: [],
  });
}
