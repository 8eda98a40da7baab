import { shopEndpoints as endpoints } from '../../../contract/endpoints/shop.ts';
import type { ScheduleDay } from '../../../contract/shop.ts';
import { call } from '../../../lib/http.ts';
import { useCachedSnapshot } from '../../../offline/hooks.ts';
import { calendarKeys } from './calendar-keys.ts';

/** The salon's weekly hours, kept for offline use (`initial`: what a route loader already read). */
export function useShopSchedule(initial?: ScheduleDay[]) {
  return useCachedSnapshot<ScheduleDay[]>(
    'schedule',
    calendarKeys.schedule(),
    (signal) => call(endpoints.shopSchedule, { signal }),
    initial,
  );
}
