import { lazy, Suspense } from 'react';
import { useLiveStaffAppointments } from '../../features/appointments/staff/api/live-appointments.ts';
import type { StaffDayPrefetch } from '../../features/appointments/staff/api/prefetch-staff-day.ts';
import { StaffCalendarTab } from '../../features/appointments/staff/staff-calendar-tab.tsx';
import { useLiveIncome } from '../../features/income/api/live-income.ts';
import { StaffHomeScreen } from '../../features/staff-home/components/staff-home-screen.tsx';
import { useSignedIn } from '../../lib/signed-in.ts';

// The Commission tab's code loads when it is first opened.
const CommissionTab = lazy(() =>
  import('../../features/income/components/income-screens.ts').then((m) => ({ default: m.CommissionTab })),
);

/** The staff home's screen, composed from the calendar and income features. */
export function StaffHomePage(props: {
  day: string | undefined;
  prefetched: StaffDayPrefetch | undefined;
  onDayChange: (day: string) => void;
}) {
  const { staffId } = useSignedIn();
  useLiveIncome(staffId);
  useLiveStaffAppointments(staffId);
  return (
    <StaffHomeScreen
      appointmentTab={
        <StaffCalendarTab day={props.day} prefetched={props.prefetched} onDayChange={props.onDayChange} />
      }
      commissionTab={
        <Suspense fallback={null}>
          <CommissionTab />
        </Suspense>
      }
    />
  );
}
