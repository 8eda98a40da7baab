import * as z from 'zod/mini';
import { appointmentDetail, bookingTime, calendarTime, MAX_SLOT_MINUTES } from './appointment.ts';
import { countParam, id, idParam, isoDate, money, phoneDigits, text } from './common.ts';

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

// ---- the public booking page's calls (the salon named by the X-Api-Key header, no sign-in) ----------

/** A service of the salon's menu (spec part 2 §3 "Service"); `price` in dollars, `duration` in minutes. */
export const catalogueService = z.object({
  id,
  catId: id,
  name: z.string(),
  serviceName: z.string(),
  image: z.nullable(z.string()),
  urlImage: z.nullable(z.string()),
  price: money,
  duration: z.int(),
});
/** A category with its active services (spec "Category"), in the salon's order. */
export const catalogueCategory = z.object({
  id,
  name: z.string(),
  categoryName: z.string(),
  services: z.array(catalogueService),
});
export type CatalogueCategory = z.infer<typeof catalogueCategory>;

/** A staff member as the public page shows them: a name and a picture (spec "Staff picker item"). */
export const publicStaff = z.object({ id, name: z.string(), avatar: z.nullable(z.string()) });

/** The free starts of a day for a staff member or anyone, for `duration` minutes (the services' total). */
export const publicSlotsQuery = z.strictObject({
  currentDate: isoDate,
  staffId: z.optional(idParam),
  /** Minutes, in decimal digits. */
  duration: z.optional(countParam('duration', 0, MAX_SLOT_MINUTES)),
});

/** A coupon by its code (spec "Coupon"): what the wizard shows, its name, value and end date. */
export const couponQuery = z.strictObject({ code: text(50) });
export const couponInfo = z.object({
  couponCode: z.string(),
  couponName: z.string(),
  /** 1 percent, otherwise dollars. */
  discountType: z.int(),
  /** Percent, or dollars. */
  discountValue: z.number(),
  description: z.string(),
  /** MM-DD-YYYY, or null for a coupon without an end. */
  endDate: z.nullable(z.string()),
});
export type CouponInfo = z.infer<typeof couponInfo>;
/** The wizard's sentence for a coupon the salon does not have (spec §8, as written). */
export const COUPON_NOT_FOUND = 'Coupon does not exit';

/**
 * Whether the phone is a customer of the salon, and nothing else: the public page never shows a stored
 * name (docs/decisions.md "Booking"). A known customer may book without typing a name.
 */
export const customerLookupQuery = z.strictObject({ phone: phoneDigits });
export const customerLookup = z.object({ known: z.boolean() });

/** The app's coupon lookup (spec §7 "coupon/getCouponByQrcode?qrCode={code}"). */
export const couponByQrcodeQuery = z.strictObject({ qrCode: text(50) });

/**
 * The app's phone lookup (spec §7: "the phone lookup by digits has a path that is not shown"): the
 * salon's customer of that phone, for the staff member booking them (the wizard locks the name), or null.
 */
export const staffCustomerLookup = z.object({
  customer: z.nullable(z.object({ id, name: z.string(), phone: z.string() })),
});
export type StaffCustomerLookup = z.infer<typeof staffCustomerLookup>;

/** A booked appointment as the public Success step shows it: no customer data, no internal ids but the staff's. */
export const publicAppointment = z.object({
  /** MM-DD-YYYY hh:mm A */
  strStartDate: z.string(),
  startTime: calendarTime,
  endTime: calendarTime,
  staffId: z.nullable(id),
  /** The staff member's name. */
  name: z.string(),
  note: z.string(),
  duration: z.int(),
  services: z.array(z.object({ serviceName: z.string(), price: money, duration: z.int() })),
  /** The customer's private link to see or cancel it (`/public/booking/{manageToken}`). */
  manageToken: z.string(),
});
export const publicBookingResult = z.object({ appointments: z.array(publicAppointment) });
export type PublicBookingResult = z.infer<typeof publicBookingResult>;

/** A booking's private link: the token the booking answered with. */
export const manageTokenParams = z.strictObject({ token: text(100) });
/** The booking as its private link shows it, with its status (spec §4 codes: 4 canceled). */
export const managedBooking = z.object({
  ...publicAppointment.shape,
  status: z.int(),
  /** Until when it can be canceled online: MM-DD-YYYY hh:mm A, salon time. */
  cancelBy: z.string(),
});
export type ManagedBooking = z.infer<typeof managedBooking>;
/**
 * How long before its start a booking can still be moved or canceled online, in minutes, until the salon
 * sets its own (Salon Information; `shops.cancel_notice_minutes`).
 */
export const DEFAULT_CANCEL_NOTICE_MINUTES = 120;
/** A booking moved by its private link: the new start (same staff member and services). */
export const moveBookingRequest = z.strictObject({ startTime: bookingTime });
