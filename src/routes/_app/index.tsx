import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { daySearch } from '../../lib/route-params.ts';
import { StaffHomePage } from './-staff-home-page.tsx';

const searchSchema = z.object({
  /** The calendar's day, YYYY-MM-DD (today when absent). */
  day: daySearch,
});

export const Route = createFileRoute('/_app/')({
  validateSearch: searchSchema,
  staticData: { title: 'Home' },
  beforeLoad: ({ context }) => {
    if (context.signedIn.role === 'manager') throw redirect({ to: '/overview', replace: true });
  },
  loaderDeps: ({ search }) => ({ day: search.day }),
  // Read the day from the device while the screen's code loads, so the first render draws it.
  loader: async ({ deps, context: { queryClient, signedIn } }) => {
    const { prefetchStaffDay } = await import('../../features/appointments/staff/api/prefetch-staff-day.ts');
    return prefetchStaffDay(
      queryClient,
      { shopId: signedIn.salon.id, staffId: signedIn.staffId },
      deps.day ?? signedIn.today,
      signedIn.today,
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
