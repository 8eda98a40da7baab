import { createFileRoute, redirect } from '@tanstack/react-router';
import { StaffCalendarTab } from '../../features/calendar/components/staff-calendar-tab.tsx';
import {
  CommissionPlaceholder,
  StaffHomeScreen,
} from '../../features/staff-home/components/staff-home-screen.tsx';
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
  component: StaffHomePage,
});

function StaffHomePage() {
  const { day } = Route.useSearch();
  const navigate = Route.useNavigate();
  const session = readSession();
  return (
    <StaffHomeScreen
      appointmentTab={
        <StaffCalendarTab
          staffId={session?.staffId ?? 0}
          timeZone={session?.salonInfo?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone}
          day={day}
          onDayChange={(next) => void navigate({ search: { day: next }, replace: true })}
        />
      }
      commissionTab={<CommissionPlaceholder />}
    />
  );
}
