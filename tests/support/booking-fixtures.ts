/** Booking requests of the booking API tests, on days of July 2031 (far from the demo's appointments). */

/** Minutes since midnight on a July 2031 day → MM/DD/YYYY HH:mm (the booking times' format). */
export const julyTime = (minutes: number, day: number): string =>
  `07/${String(day).padStart(2, '0')}/2031 ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export interface BookingDefaults {
  /** The customer's name; the phone is `prefix` + the day + 123 (one new customer per day). */
  name: string;
  phonePrefix: string;
  serviceIds: number[];
  staffId: number;
  apiKey: string;
  /** Minutes since midnight of the default start. */
  start: number;
}

/** A booking request for one person with the staff member requested, on the July day; `extra` overrides. */
export function bookingRequestOn(day: number, d: BookingDefaults, extra: Record<string, unknown> = {}) {
  return {
    id: null,
    customerId: null,
    customerName: d.name,
    phone: `${d.phonePrefix}${String(day).padStart(2, '0')}123`,
    bookingType: 1,
    serviceIds: d.serviceIds,
    staffId: d.staffId,
    totalPeople: 1,
    startTime: julyTime(d.start, day),
    endTime: null,
    note: '',
    isAnybody: 0,
    apiKey: d.apiKey,
    requestStaff: 1,
    couponCode: null,
    ...extra,
  };
}

/** A technician's booking for themselves (staff 3, the appointment fixtures' Mai) on 11-25-2026 at 3 PM. */
export const ownBookingRequest = {
  id: null,
  customerName: 'Nina Booker',
  phone: '4085550101',
  bookingType: 1,
  serviceIds: [10],
  staffId: 3,
  totalPeople: 1,
  startTime: '11/25/2026 15:00',
  endTime: '11/25/2026 15:45',
  note: 'Short nails',
  isAnybody: 0,
  apiKey: 'luxe-key',
  requestStaff: 1,
  couponCode: null,
} as const;
