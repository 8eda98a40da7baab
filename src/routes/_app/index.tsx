import { createFileRoute, redirect } from '@tanstack/react-router';
import { readSession } from '../../lib/session.ts';
import { deviceTimeZone } from '../../lib/time-zone.ts';
import { StaffHomePage } from './-staff-home-page.tsx';

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
    const timeZone = session.salonInfo?.timezone ?? deviceTimeZone();
    const { prefetchStaffDay } = await import('../../offline/prefetch.ts');
    return prefetchStaffDay({ shopId: session.shopId, staffId: session.staffId }, deps.day, timeZone);
  },
  component: HomeRoute,
});

function HomeRoute() {
  const { day } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StaffHomePage
      day={day}
      prefetched={Route.useLoaderData()}
      onDayChange={(next) => void navigate({ search: { day: next }, replace: true })}
    />
  );
}
