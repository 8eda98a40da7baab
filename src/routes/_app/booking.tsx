import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { useOwnDay, useQueueOwnBooking } from '../../features/appointments/staff/api/own-day.ts';
import { BookingScreen } from '../../features/booking/booking-screen.tsx';
import { daySearch } from '../../lib/route-params.ts';
import { useSignedIn } from '../../lib/signed-in.ts';

/**
 * Spec part 2 §1: /booking, the New Appointment wizard, with no header or nav. Check Available fills in
 * `staff_id`, `time_slot` (an underscore for the space) and `date`; the owner calendar names where to
 * go back to (`returnTo`).
 */
const searchSchema = z.object({
  // The router reads `staff_id=12` as the number 12.
  staff_id: z.catch(z.optional(z.union([z.string(), z.number()])), undefined),
  time_slot: z.catch(z.optional(z.string()), undefined),
  date: daySearch,
  returnTo: z.catch(z.optional(z.string()), undefined),
});

export const Route = createFileRoute('/_app/booking')({
  validateSearch: searchSchema,
  staticData: { title: 'New Appointment', bare: true },
  component: BookingRoute,
});

/** Managers book online only: no kept day of theirs is read, nothing is queued. */
const noDeviceDay = () => undefined;
const noQueue = () => undefined;

function BookingRoute() {
  const search = Route.useSearch();
  // A technician's wizard works out their free times from their kept day when offline.
  const { role } = useSignedIn();
  const technician = role !== 'manager';
  return (
    <BookingScreen
      search={search}
      useDeviceDay={technician ? useOwnDay : noDeviceDay}
      useQueueOwnBooking={technician ? useQueueOwnBooking : noQueue}
    />
  );
}
