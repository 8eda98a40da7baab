import { lazy, Suspense } from 'react';
import { StaffCalendarTab } from '../../features/calendar/components/staff-calendar-tab.tsx';
import { StaffHomeScreen } from '../../features/staff-home/components/staff-home-screen.tsx';
import { readSession } from '../../lib/session.ts';
import { deviceTimeZone } from '../../lib/time-zone.ts';
import type { StaffDayPrefetch } from '../../offline/prefetch.ts';
import { useLiveIncome } from '../../realtime/use-live-income.ts';

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
