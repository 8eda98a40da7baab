import { incomeEndpoints } from '../../../contract/endpoints/income.ts';
import { call } from '../../../lib/http.ts';
import { defineKept } from '../../../offline/kept.ts';
import type { IncomeTab } from '../model/income.ts';
import { incomeKeys } from './income-keys.ts';

export interface IncomeArgs {
  staffId: number;
  tab: IncomeTab;
  /** The period's days (today and today for Day and Week: the server knows the week). */
  start: string;
  end: string;
}

/** A period's income (GET report/getBillByStaff); each period is kept on the device once seen. */
export const income = defineKept({
  key: ({ staffId, tab, start, end }: IncomeArgs) => incomeKeys.report(staffId, tab, start, end),
  fetch: ({ staffId, tab, start, end }, signal) =>
    call(incomeEndpoints.billsByStaff, {
      query:
        tab === 'RANGE' ? { type: tab, staffId, startDate: start, endDate: end } : { type: tab, staffId },
      signal,
    }),
  // Live messages ask again when a ticket of the staff member closes.
  fresh: 30_000,
});

/** The arguments of a tab's read: Day and Week are today's; Range is the chosen days (null: none yet). */
export function incomeArgs(
  staffId: number,
  tab: IncomeTab,
  range: { start: string; end: string } | null,
  today: string,
): IncomeArgs | null {
  if (tab !== 'RANGE') return { staffId, tab, start: today, end: today };
  return range ? { staffId, tab, ...range } : null;
}
