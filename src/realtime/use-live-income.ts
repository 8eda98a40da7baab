import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectLiveIncome } from './live-income.ts';

/** Query keys of income data start with this; a live message reloads all of them. */
export const INCOME_QUERY_ROOT = 'income';

/**
 * Keeps the signed-in staff member subscribed to their income topic while signed in (spec §4: the
 * income figures reload when a live push for that staff member arrives).
 */
export function useLiveIncome(staffId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!staffId) return;
    return connectLiveIncome(
      staffId,
      () => void queryClient.invalidateQueries({ queryKey: [INCOME_QUERY_ROOT] }),
    );
  }, [staffId, queryClient]);
}
