import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { readSession } from '../../lib/session.ts';
import { deviceTimeZone } from '../../lib/time-zone.ts';
import { StaffHomePage } from './-staff-home-page.tsx';

const searchSchema = z.object({
  /** The calendar's day, YYYY-MM-DD (today when absent). */
  day: z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined),
});

export const Route = createFileRoute('/_app/')({
  validateSearch: searchSchema,
  staticData: { title: 'Home' },
  beforeLoad: () => {
    if (readSession()?.isManager) throw redirect({ to: '/overview', replace: true });
  },
  loaderDeps: ({ search }) => ({ day: search.day }),
  // Read the day from the device while the screen's code loads, so the first render draws it.
  loader: async ({ deps, context }) => {
    const session = readSession();
    if (!session) return undefined;
    const timeZone = session.salonInfo?.timezone ?? deviceTimeZone();
    const { prefetchStaffDay } = await import('../../features/appointments/api/prefetch-staff-day.ts');
    return prefetchStaffDay(
      context.queryClient,
      { shopId: session.shopId, staffId: session.staffId },
      deps.day,
      timeZone,
    );
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
