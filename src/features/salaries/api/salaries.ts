import { useMutation, useQueryClient } from '@tanstack/react-query';
import { salaryEndpoints as endpoints } from '../../../contract/endpoints/salaries.ts';
import type { PaySettingsInput, SalarySort } from '../../../contract/salaries.ts';
import { call, sendNow } from '../../../lib/http.ts';
import type { Period } from '../../../lib/periods.ts';
import { QUERY_ROOTS } from '../../../lib/query-roots.ts';
import { defineKept } from '../../../offline/kept.ts';

export const salaryKeys = {
  all: [QUERY_ROOTS.salaries] as const,
  report: (shopId: number, p: Period, sort: SalarySort) =>
    [QUERY_ROOTS.salaries, 'report', shopId, p.start, p.end, sort] as const,
  pay: (shopId: number, staffId: number) => [QUERY_ROOTS.salaries, 'pay', shopId, staffId] as const,
};

export interface SalaryArgs {
  shopId: number;
  period: Period;
  sort: SalarySort;
}

/**
 * Each staff member's pay of a period (POST staff/staffSalaryV2, a read), kept on the device once seen;
 * today's is asked again after half a minute, as the other reports.
 */
export const staffSalary = defineKept({
  key: ({ shopId, period, sort }: SalaryArgs) => salaryKeys.report(shopId, period, sort),
  fetch: ({ period, sort }, signal) =>
    call(endpoints.staffSalary, { body: { startDate: period.start, endDate: period.end, sort }, signal }),
  fresh: 30_000,
});

/** A staff member's pay settings and their history (GET staff/pay-settings/{staffId}). */
export const staffPay = defineKept({
  key: ({ shopId, staffId }: { shopId: number; staffId: number }) => salaryKeys.pay(shopId, staffId),
  fetch: ({ staffId }, signal) => call(endpoints.paySettings, { params: { staffId }, signal }),
});

/**
 * Saves a staff member's pay settings (PUT staff/pay-settings/{staffId}), sent at once, never queued (as
 * Salon Information): offline it is refused and the dialog keeps what was typed. The answer becomes the
 * kept settings, and every kept salary report is asked again.
 */
export function usePayUpdate(shopId: number, staffId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ settings, key }: { settings: PaySettingsInput; key: string }) =>
      sendNow(() =>
        call(endpoints.updatePaySettings, { params: { staffId }, body: settings, idempotencyKey: key }),
      ),
    onSuccess: async (saved) => {
      queryClient.setQueryData(salaryKeys.pay(shopId, staffId), saved);
      await queryClient.invalidateQueries({ queryKey: [...salaryKeys.all, 'report', shopId] });
    },
  });
}
