import { bookingRequest, bookingResult } from '../booking.ts';
import { endpoint } from '../endpoint.ts';

/** Booking (spec part 2 §2 "Booking wizard", §3 "Booking request"). */
export const bookingEndpoints = {
  /**
   * A signed-in staff member books (the app's /booking): managers for anyone, a technician only for
   * themselves. The spec does not show the path.
   */
  bookAppointment: endpoint({
    method: 'POST',
    base: 'v1',
    path: '/appointment/booking',
    access: 'session',
    body: bookingRequest,
    response: bookingResult,
  }),
} as const;
