import { createFileRoute } from '@tanstack/react-router';
import { CheckAvailableScreen } from '../../../features/appointments/components/check-available/check-available-screen.tsx';
import { todayIn } from '../../../lib/day.ts';
import { readSession } from '../../../lib/session.ts';
import { deviceTimeZone } from '../../../lib/time-zone.ts';

/** Spec part 2 §2: /check-available-booking, the availability check. */
export const Route = createFileRoute('/_app/_manager/check-available-booking')({
  staticData: { title: 'Check Available', back: true },
  component: CheckAvailablePage,
});

function CheckAvailablePage() {
  const session = readSession();
  return (
    <CheckAvailableScreen
      shopId={session?.shopId ?? 0}
      today={todayIn(session?.salonInfo?.timezone ?? deviceTimeZone())}
    />
  );
}
