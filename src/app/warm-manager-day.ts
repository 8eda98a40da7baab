import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenIdle } from '../lib/idle.ts';
import { useManager } from '../lib/signed-in.ts';
import { useOnline } from '../offline/connectivity.ts';
import { MANAGER_SCREENS } from './manager-screens.ts';

/**
 * Warms the manager's day after sign-in (the first manager screen) and each time the connection
 * returns, once the page is idle, never before the screen the manager asked for: every manager screen
 * a feature declares fetches its today (features/<area>/screens.ts), so a manager who then loses the
 * connection has them without having opened each. A failure is quiet (the screen says it itself).
 */
export function useWarmManagerDay(): void {
  const queryClient = useQueryClient();
  const online = useOnline();
  const manager = useManager();
  const key = `${manager.salon.id}:${manager.staffId}:${manager.today}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: warmed again per salon, manager and day (key), not per render.
  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    whenIdle(() => {
      if (cancelled) return;
      for (const screen of MANAGER_SCREENS) void screen.warm?.(queryClient, manager).catch(() => undefined);
    });
    return () => {
      cancelled = true;
    };
  }, [online, queryClient, key]);
}
