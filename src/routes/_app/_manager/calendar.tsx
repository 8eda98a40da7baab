import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { OwnerCalendarScreen } from '../../../features/appointments/manager/owner-calendar/owner-calendar-screen.tsx';
import { daySearch } from '../../../lib/route-params.ts';

const searchSchema = z.object({
  /** The day shown, YYYY-MM-DD (today when absent). */
  day: daySearch,
});

export const Route = createFileRoute('/_app/_manager/calendar')({
  validateSearch: searchSchema,
  staticData: { title: 'Calendar' },
  loaderDeps: ({ search }) => ({ day: search.day }),
  // The day's appointments and block hours from the device (or the network) before the screen draws.
  loader: async ({ context: { queryClient, manager }, deps }) => {
    const { prefetchAppointments } = await import(
      '../../../features/appointments/manager/api/appointment-list.ts'
    );
    const day = deps.day ?? manager.today;
    await prefetchAppointments(queryClient, manager.salon.id, { start: day, end: day }, manager.today, {
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
      day={day}
      onDayChange={(next) => void navigate({ search: { day: next }, replace: true })}
    />
  );
}
