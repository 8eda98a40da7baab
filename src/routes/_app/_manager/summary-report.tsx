import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { SummaryReportScreen } from '../../../features/reports/components/summary-report-screen.tsx';

/** Spec part 1 §2: the summary report's tabs (kept here too: a route's config loads with the app's start). */
const TABS = ['TODAY', 'WEEKLY', 'RANGE'] as const;
const searchSchema = z.object({ tab: z.catch(z.optional(z.enum(TABS)), undefined) });

export const Route = createFileRoute('/_app/_manager/summary-report')({
  validateSearch: searchSchema,
  staticData: { title: 'Summary Report' },
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'TODAY' }),
  // The tab's current period from the device (or the network) before the screen draws; Range waits for
  // its days.
  loader: async ({ context: { queryClient, manager }, deps }) => {
    if (deps.tab === 'RANGE') return;
    const [{ summaryReport }, { periodFor }] = await Promise.all([
      import('../../../features/reports/api/summary-report.ts'),
      import('../../../lib/periods.ts'),
    ]);
    const period = periodFor(deps.tab, manager.today);
    await summaryReport.prefetch(queryClient, { shopId: manager.salon.id, period });
  },
  component: SummaryReportPage,
});

function SummaryReportPage() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SummaryReportScreen
      tab={tab ?? 'TODAY'}
      onTabChange={(next) => {
        if (next !== 'MONTHLY') void navigate({ search: { tab: next }, replace: true });
      }}
    />
  );
}
