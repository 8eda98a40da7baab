import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { appPathOf, idOf } from '../../lib/route-params.ts';
import { useSignedIn } from '../../lib/signed-in.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useAppBookingSource } from './api/app-source.ts';
import type { UseDeviceDay, UseQueueOwnBooking } from './api/booking-source.ts';
import { BookingWizard } from './components/booking-wizard.tsx';
import { slotOfQuery } from './model/wizard.ts';

/**
 * /booking (spec part 2 §2): the wizard for the signed-in staff member; a manager books anyone, a
 * technician books themselves. DONE goes to the appointments (managers) or home; BACK on the first step
 * returns where the wizard was opened from.
 */
export function BookingScreen({
  search,
  useDeviceDay,
  useQueueOwnBooking,
}: {
  /** A technician's offline bookings queued in the one outbox (the appointments' change). */
  useQueueOwnBooking: UseQueueOwnBooking;
  /** A technician's kept day (the appointments' records), for their free times offline. */
  useDeviceDay: UseDeviceDay;
  search: {
    staff_id?: string | number | undefined;
    time_slot?: string | undefined;
    date?: string | undefined;
    returnTo?: string | undefined;
  };
}) {
  usePageTitle('New Appointment');
  const signedIn = useSignedIn();
  const source = useAppBookingSource(signedIn, useDeviceDay, useQueueOwnBooking);
  const router = useRouter();
  const { staff_id, time_slot, date, returnTo } = search;
  const prefill = useMemo(
    () => ({ staffId: idOf(staff_id), timeSlot: slotOfQuery(time_slot), date: date ?? null }),
    [staff_id, time_slot, date],
  );
  const home = signedIn.role === 'manager' ? '/appointments' : '/';
  const leave = () => {
    const back = appPathOf(returnTo);
    if (back) void router.navigate({ href: back, replace: true });
    else if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ href: home, replace: true });
  };
  return (
    <BookingWizard
      source={source}
      prefill={prefill}
      onLeave={leave}
      onDone={() => void router.navigate({ href: home })}
    />
  );
}
