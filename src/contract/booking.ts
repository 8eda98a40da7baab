import * as z from 'zod/mini';
import { appointmentDetail, bookingTime } from './appointment.ts';
import { id, phoneDigits, text } from './common.ts';

/** Booking (spec part 2 §3 "Booking request", §5, §9): the wizard's and the public page's calls. */

/** A booking is for 1 person, or a group of 2 to 7 (spec §9). */
export const MAX_GROUP = 7;
export const GROUP_TOO_LARGE = `A booking can be for at most ${MAX_GROUP} people.`;

/**
 * The booking request (spec part 2 §3). The end is the start plus the services' durations, worked out by
 * the server: `endTime`, when sent, is not trusted. `staffId` is null for anybody (`isAnybody` 1): the
 * server picks who is free. A technician books only for themselves, with `requestStaff` 1.
 * docs/decisions.md "Booking" tells how a group is booked.
 */
export const bookingRequest = z.strictObject({
  /** Always null for a new booking (the spec's field). */
  id: z.optional(z.literal(null, 'id must be null for a new booking')),
  customerId: z.optional(z.nullable(id)),
  customerName: text(100),
  phone: phoneDigits,
  bookingType: z.literal(1, 'bookingType must be 1 for a new booking'),
  serviceIds: z.array(id).check(z.minLength(1, 'Choose at least one service'), z.maxLength(30)),
  staffId: z.nullable(id),
  totalPeople: z.int(GROUP_TOO_LARGE).check(z.gte(1, GROUP_TOO_LARGE), z.lte(MAX_GROUP, GROUP_TOO_LARGE)),
  startTime: bookingTime,
  endTime: z.optional(z.nullable(bookingTime)),
  note: z.optional(text(500)),
  isAnybody: z.union([z.literal(0), z.literal(1)]),
  apiKey: text(100),
  requestStaff: z.union([z.literal(0), z.literal(1)]),
  couponCode: z.optional(z.nullable(text(50))),
});
export type BookingRequest = z.infer<typeof bookingRequest>;

/** The booked appointments: one, or one per person of a group (the first is the one asked for). */
export const bookingResult = z.object({ appointments: z.array(appointmentDetail) });
export type BookingResult = z.infer<typeof bookingResult>;

/** The sentence of a booking whose time another booking took first (the customer reads it). */
export const SLOT_TAKEN = 'Sorry, that time was just booked by someone else. Please choose another time.';
