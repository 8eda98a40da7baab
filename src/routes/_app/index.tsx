import { createFileRoute, redirect } from '@tanstack/react-router';
import { StaffCalendarTab } from '../../features/calendar/components/staff-calendar-tab.tsx';
import {
  CommissionPlaceholder,
  StaffHomeScreen,
} from '../../features/staff-home/components/staff-home-screen.tsx';
import { todayIn } from '../../lib/day.ts';
import { readSession } from '../../lib/session.ts';

interface HomeSearch {
  /** The calendar's day, YYYY-MM-DD (today when absent). */
  day?: string;
}

export const Route = createFileRoute('/_app/')({
  validateSearch: (search: Record<string, unknown>): HomeSearch =>
    typeof search.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.day) ? { day: search.day } : {},
  beforeLoad: () => {
    if (readSession()?.isManager) throw redirect({ to: '/overview', replace: true });
  },
  loaderDeps: ({ search }) => ({ day: search.day }),
  // Read the day from the device while the screen's code loads, so the first render draws it.
  loader: async ({ deps }) => {
    const session = readSession();
    if (!session) return undefined;
    const day =
      deps.day ?? todayIn(session.salonInfo?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
    const { prefetchStaffDay } = await import('../../offline/prefetch.ts');
    return prefetchStaffDay({ shopId: session.shopId, staffId: session.staffId }, day);
  },
  component: StaffHomePage,
});

function StaffHomePage() {
  const { day } = Route.useSearch();
  const prefetched = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const session = readSession();
  return (
    <StaffHomeScreen
      appointmentTab={
        <StaffCalendarTab
          staffId={session?.staffId ?? 0}
          timeZone={session?.salonInfo?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone}
          day={day}
          prefetched={prefetched}
          onDayChange={(next) => void navigate({ search: { day: next }, replace: true })}
        />
      }
      commissionTab={<CommissionPlaceholder />}
    />
  );
}
