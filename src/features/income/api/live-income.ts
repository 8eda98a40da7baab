import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTopic } from '../../../realtime/topics.ts';
import { incomeKeys } from './income-keys.ts';

/** The staff member's income topic (server: /topic/staff/income/{staffId}). */
export const incomeTopic = (staffId: number) => `/topic/staff/income/${staffId}`;

/**
 * Keeps the signed-in staff member's income live while signed in (spec §4: the income figures reload
 * when a live push for that staff member arrives).
 */
export function useLiveIncome(staffId: number | undefined): void {
  const queryClient = useQueryClient();
  const reload = useCallback(() => {
    // Read by bench/live-income.ts (ticket closed → message in the browser).
    performance.mark('income-message');
    void queryClient.invalidateQueries({ queryKey: incomeKeys.all });
  }, [queryClient]);
  useTopic(staffId ? incomeTopic(staffId) : null, reload);
}
