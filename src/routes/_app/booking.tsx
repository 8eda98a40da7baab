import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { BookingScreen } from '../../features/booking/booking-screen.tsx';
import { daySearch } from '../../lib/route-params.ts';

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

function BookingRoute() {
  const search = Route.useSearch();
  return <BookingScreen search={search} />;
}
