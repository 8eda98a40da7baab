import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { todayIn } from '../lib/day.ts';
import { whenIdle } from '../lib/idle.ts';
import { readSession } from '../lib/session.ts';
import { deviceTimeZone } from '../lib/time-zone.ts';
import { useOnline } from '../offline/connectivity.ts';

/**
 * Today's manager views, fetched and kept on the device: the overview of today, page 1 of today's
 * closed tickets, and the appointments and block hours of today ± 7 days with the salon's staff and
 * hours (the appointment list's Today and Weekly, the owner calendar's days near today). A manager who
 * then loses the connection has them without having opened each.
 */
export async function warmManagerDay(queryClient: QueryClient): Promise<void> {
  const session = readSession();
  if (!session?.isManager) return;
  // Loaded here, once idle: the manager layout loads with every manager screen.
  const [
    { overviewQuery },
    { closedTicketsQuery },
    { periodFor },
    { warmAppointments },
    { staffListRefreshQuery },
    { scheduleRefreshQuery },
    { scopeDb },
  ] = await Promise.all([
    import('../features/reports/api/overview.ts'),
    import('../features/tickets/api/closed-tickets.ts'),
    import('../lib/periods.ts'),
    import('../features/appointments/api/appointment-list.ts'),
    import('../features/appointments/api/staff-list.ts'),
    import('../features/appointments/api/shop-schedule.ts'),
    import('../offline/db.ts'),
  ]);
  const today = todayIn(session.salonInfo?.timezone ?? deviceTimeZone());
  const db = scopeDb({ shopId: session.shopId, staffId: session.staffId });
  await Promise.all([
    queryClient.prefetchQuery(overviewQuery(session.shopId, session.staffId, periodFor('TODAY', today))),
    queryClient.prefetchQuery(closedTicketsQuery(session.shopId, today, 1)),
    warmAppointments(queryClient, session.shopId, today),
    queryClient.prefetchQuery(staffListRefreshQuery(db)),
    queryClient.prefetchQuery(scheduleRefreshQuery(db)),
  ]);
}

/**
 * Warms the manager's day after sign-in (the first manager screen) and each time the connection
 * returns, once the page is idle: never before the screen the manager asked for.
 */
export function useWarmManagerDay(): void {
  const queryClient = useQueryClient();
  const online = useOnline();
  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    whenIdle(() => {
      if (!cancelled) void warmManagerDay(queryClient).catch(() => undefined);
    });
    return () => {
      cancelled = true;
    };
  }, [online, queryClient]);
}
