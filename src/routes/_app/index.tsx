import { createFileRoute, redirect } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { StaffCalendarTab } from '../../features/calendar/components/staff-calendar-tab.tsx';
import { StaffHomeScreen } from '../../features/staff-home/components/staff-home-screen.tsx';
import { readSession } from '../../lib/session.ts';

// The Commission tab's code loads when it is first opened.
const CommissionTab = lazy(() =>
  import('../../features/income/components/income-screens.ts').then((m) => ({ default: m.CommissionTab })),
);

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
    const timeZone = session.salonInfo?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    const { prefetchStaffDay } = await import('../../offline/prefetch.ts');
    return prefetchStaffDay({ shopId: session.shopId, staffId: session.staffId }, deps.day, timeZone);
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
      commissionTab={
        <Suspense fallback={null}>
          <CommissionTab
            staffId={session?.staffId ?? 0}
            timeZone={session?.salonInfo?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone}
          />
        </Suspense>
      }
    />
  );
}
