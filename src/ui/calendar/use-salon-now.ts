import { useEffect, useState } from 'react';
import { nowDate } from '../../lib/clock.ts';
import { NOW_REFRESH_MS, salonWallClock, type WallClock } from './calendar-time.ts';

/**
 * The salon's wall clock for a calendar's `now`, refreshed every NOW_REFRESH_MS (30 s) and when the
 * page becomes visible again. `timeZone` is the salon's (shop.timezone).
 */
export function useSalonNow(timeZone: string): WallClock {
  const [now, setNow] = useState(() => salonWallClock(nowDate(), timeZone));
  useEffect(() => {
    const tick = () => setNow(salonWallClock(nowDate(), timeZone));
    tick();
    const timer = setInterval(tick, NOW_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [timeZone]);
  return now;
}
