import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { OverviewScreen } from '../../../features/reports/components/overview-screen.tsx';
import { REPORT_TABS } from '../../../lib/report-tabs.ts';

const searchSchema = z.object({ tab: z.catch(z.optional(z.enum(REPORT_TABS)), undefined) });

export const Route = createFileRoute('/_app/_manager/overview')({
  validateSearch: searchSchema,
  staticData: { title: 'Overview' },
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'TODAY' }),
  // The tab's figures from the device (or the network) before the screen draws; the loader's code
  // loads with it, so the sign-in screen does not carry the reports' code. Range waits for its days.
  loader: async ({ context: { queryClient, manager }, deps }) => {
    if (deps.tab === 'RANGE') return;
    const [{ overview }, { periodFor }] = await Promise.all([
      import('../../../features/reports/api/overview.ts'),
      import('../../../lib/periods.ts'),
    ]);
    const period = periodFor(deps.tab, manager.today);
    await overview.prefetch(queryClient, { shopId: manager.salon.id, staffId: manager.staffId, period });
  },
  component: OverviewPage,
});

function OverviewPage() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OverviewScreen
      tab={tab ?? 'TODAY'}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
    />
  );
}
