import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { OwnerCalendarScreen } from '../../../features/appointments/components/owner-calendar/owner-calendar-screen.tsx';
// Light imports only: a route's config (not its component) loads with the app's start.
import { isIsoDay, todayIn } from '../../../lib/day.ts';
import { readSession } from '../../../lib/session.ts';
import { deviceTimeZone } from '../../../lib/time-zone.ts';

const searchSchema = z.object({
  /** The day shown, YYYY-MM-DD (today when absent). */
  day: z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined),
});

const timeZoneOf = () => readSession()?.salonInfo?.timezone ?? deviceTimeZone();

export const Route = createFileRoute('/_app/_manager/calendar')({
  validateSearch: searchSchema,
  staticData: { title: 'Calendar' },
  loaderDeps: ({ search }) => ({ day: search.day && isIsoDay(search.day) ? search.day : undefined }),
  // The day's appointments and block hours from the device (or the network) before the screen draws.
  loader: async ({ context, deps }) => {
    const session = readSession();
    if (!session) return;
    const { prefetchAppointments } = await import('../../../features/appointments/api/appointment-list.ts');
    const today = todayIn(timeZoneOf());
    const day = deps.day ?? today;
    await prefetchAppointments(context.queryClient, session.shopId, { start: day, end: day }, today, {
      blocks: true,
    });
  },
  component: CalendarPage,
});

function CalendarPage() {
  const { day } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OwnerCalendarScreen
      day={day && isIsoDay(day) ? day : undefined}
      timeZone={timeZoneOf()}
      onDayChange={(next) => void navigate({ search: { day: next }, replace: true })}
    />
  );
}
