import { createFileRoute, redirect } from '@tanstack/react-router';
import { OverviewScreen } from '../../features/reports/components/overview-screen.tsx';
import { isReportTab, type ReportTab } from '../../features/reports/model/report-tabs.ts';
import { readSession } from '../../lib/session.ts';

interface OverviewSearch {
  tab?: ReportTab;
}

export const Route = createFileRoute('/_app/overview')({
  validateSearch: (search: Record<string, unknown>): OverviewSearch =>
    isReportTab(search.tab) ? { tab: search.tab } : {},
  beforeLoad: () => {
    if (!readSession()?.isManager) throw redirect({ to: '/', replace: true });
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
