import { lazy, Suspense } from 'react';
import { useLiveStaffAppointments } from '../../features/appointments/api/live-appointments.ts';
import type { StaffDayPrefetch } from '../../features/appointments/api/prefetch-staff-day.ts';
import { StaffCalendarTab } from '../../features/appointments/components/staff-calendar-tab.tsx';
import { useLiveIncome } from '../../features/income/api/live-income.ts';
import { StaffHomeScreen } from '../../features/staff-home/components/staff-home-screen.tsx';
import { readSession } from '../../lib/session.ts';
import { deviceTimeZone } from '../../lib/time-zone.ts';

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
  const { day, prefetched } = props;
  const session = readSession();
  useLiveIncome(session?.staffId);
  useLiveStaffAppointments(session?.staffId);
  return (
    <StaffHomeScreen
      appointmentTab={
        <StaffCalendarTab
          staffId={session?.staffId ?? 0}
          timeZone={session?.salonInfo?.timezone ?? deviceTimeZone()}
          day={day}
          prefetched={prefetched}
          onDayChange={props.onDayChange}
        />
      }
      commissionTab={
        <Suspense fallback={null}>
          <CommissionTab
            staffId={session?.staffId ?? 0}
            timeZone={session?.salonInfo?.timezone ?? deviceTimeZone()}
          />
        </Suspense>
      }
    />
  );
}
