import { endpoints } from '../../../contract/endpoints.ts';
import { call } from '../../../lib/http.ts';
import { useCachedSnapshot } from '../../../offline/hooks.ts';
import { calendarKeys } from './calendar-keys.ts';

/** The salon's weekly hours, kept for offline use. */
export function useShopSchedule() {
  return useCachedSnapshot('schedule', calendarKeys.schedule(), (signal) =>
    call(endpoints.shopSchedule, { signal }),
  );
}
