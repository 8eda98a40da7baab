import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { DEFAULT_SORT, SALARY_SORTS } from '../../../contract/search-values.ts';
import { SalariesScreen } from '../../../features/salaries/components/salaries-screen.tsx';
import { REPORT_TABS, type ReportTab } from '../../../lib/report-tabs.ts';

/** Spec: Weekly is the default tab. */
const DEFAULT_SALARY_TAB: ReportTab = 'WEEKLY';

/** Spec part 2: tabs TODAY, WEEKLY (the default), MONTHLY, RANGE; sort asc or desc (the largest pay first). */
const searchSchema = z.object({
  tab: z.catch(z.optional(z.enum(REPORT_TABS)), undefined),
  sort: z.catch(z.optional(z.enum(SALARY_SORTS)), undefined),
});

export const Route = createFileRoute('/_app/_manager/employee-salaries')({
  validateSearch: searchSchema,
  staticData: { title: 'Employee Salaries' },
  loaderDeps: ({ search }) => ({ tab: search.tab ?? DEFAULT_SALARY_TAB, sort: search.sort ?? DEFAULT_SORT }),
  // The tab's current period from the device (or the network) before the screen draws; Range waits for
  // its days.
  loader: async ({ context: { queryClient, manager }, deps }) => {
    if (deps.tab === 'RANGE') return;
    const [{ staffSalary }, { periodFor }] = await Promise.all([
      import('../../../features/salaries/api/salaries.ts'),
      import('../../../lib/periods.ts'),
    ]);
    const period = periodFor(deps.tab, manager.today);
    await staffSalary.prefetch(queryClient, { shopId: manager.salon.id, period, sort: deps.sort });
  },
  component: EmployeeSalariesPage,
});

function EmployeeSalariesPage() {
  const { tab, sort } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SalariesScreen
      tab={tab ?? DEFAULT_SALARY_TAB}
      sort={sort ?? DEFAULT_SORT}
      onTabChange={(next) => void navigate({ search: (s) => ({ ...s, tab: next }), replace: true })}
      onSortChange={(next) => void navigate({ search: (s) => ({ ...s, sort: next }), replace: true })}
    />
  );
}
