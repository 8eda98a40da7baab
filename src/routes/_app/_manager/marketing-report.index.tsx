import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { MarketingScreen } from '../../../features/marketing/components/marketing-screen.tsx';
import { REPORT_TABS } from '../../../lib/report-tabs.ts';

const searchSchema = z.object({ tab: z.catch(z.optional(z.enum(REPORT_TABS)), undefined) });

/** Spec part 2 §2: /marketing-report, tabs TODAY (the default), WEEKLY, MONTHLY, RANGE. */
export const Route = createFileRoute('/_app/_manager/marketing-report/')({
  validateSearch: searchSchema,
  staticData: { title: 'Marketing Report' },
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'TODAY' }),
  // The tab's current period from the device (or the network); Range waits for its days.
  loader: async ({ context: { queryClient, manager }, deps }) => {
    if (deps.tab === 'RANGE') return;
    const [{ shopDay }, { periodFor }] = await Promise.all([
      import('../../../features/marketing/api/marketing.ts'),
      import('../../../lib/periods.ts'),
    ]);
    await shopDay.prefetch(queryClient, {
      shopId: manager.salon.id,
      period: periodFor(deps.tab, manager.today),
    });
  },
  component: MarketingReportPage,
});

function MarketingReportPage() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MarketingScreen
      tab={tab ?? 'TODAY'}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
    />
  );
}
