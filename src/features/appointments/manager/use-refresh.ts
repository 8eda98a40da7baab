import { useOnline } from '../../../offline/connectivity.ts';
import { toast } from '../../../ui/toast.tsx';
import { useSingleFlight } from '../../../ui/use-single-flight.ts';

/** What the screens say when Refresh is tapped offline: nothing can be asked, the kept data stays. */
export const REFRESH_OFFLINE = 'You are offline: showing what this phone has kept.';

/**
 * The Refresh of the list and the owner calendar: asks its answers again, once at a time, and says
 * how it went (Updated!, the server's message, or that the phone is offline).
 */
export function useRefresh(...reads: (() => Promise<{ error: unknown }>)[]) {
  const online = useOnline();
  return useSingleFlight(async () => {
    if (!online) {
      toast.warning(REFRESH_OFFLINE);
      return;
    }
    const results = await Promise.all(reads.map((read) => read()));
    const failed = results.find((r) => r.error);
    if (failed) toast.failure(failed.error);
    else toast.success();
  });
}
