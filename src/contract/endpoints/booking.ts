import * as z from 'zod/mini';
import { availableSlots } from '../appointment.ts';
import {
  bookingRequest,
  bookingResult,
  catalogueCategory,
  couponByQrcodeQuery,
  couponInfo,
  couponQuery,
  customerLookup,
  customerLookupQuery,
  managedBooking,
  manageTokenParams,
  moveBookingRequest,
  publicBookingResult,
  publicSlotsQuery,
  publicStaff,
  staffCustomerLookup,
} from '../booking.ts';
import { endpoint } from '../endpoint.ts';
import { shopInfo } from '../shop.ts';

/**
 * Booking (spec part 2 §2 "Booking wizard", §3 "Booking request"). The public calls name the salon by
 * the X-Api-Key header (the booking page's `/:id`), need no sign-in and are rate-limited per client
 * address and per salon.
 */
export const bookingEndpoints = {
  /**
   * The salon named by the X-Api-Key header (the booking page's), or the session's: what its public
   * pages show (promotion images only while shown). Beside the page's other calls, so that the page's
   * first load carries none of the salon's settings calls.
   */
  shopInfo: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/shop/info',
    access: 'public',
    response: shopInfo,
  }),
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
  /** The session's salon's menu for the wizard (spec §7 GET service/category/list). */
  serviceCatalogue: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/service/category/list',
    access: 'session',
    response: z.array(catalogueCategory),
  }),
  /** A coupon of the session's salon by its code (spec §7 GET coupon/getCouponByQrcode). */
  couponByQrcode: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/coupon/getCouponByQrcode',
    access: 'session',
    query: couponByQrcodeQuery,
    response: couponInfo,
  }),
  /** The salon's customer of a phone, for the wizard's Customer step (the spec does not show the path). */
  customerByPhone: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/customer/by-phone',
    access: 'session',
    query: customerLookupQuery,
    response: staffCustomerLookup,
  }),
  /** The salon's menu: categories with their active services. */
  publicCatalogue: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/public/service/category/list',
    access: 'public',
    response: z.array(catalogueCategory),
  }),
  /** The salon's active staff: names and pictures only. */
  publicStaff: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/public/staff/list',
    access: 'public',
    response: z.array(publicStaff),
  }),
  /** The free starts of a day (the slot engine), for a staff member or anyone. */
  publicTimeSlots: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/public/appointment/time-slots',
    access: 'public',
    query: publicSlotsQuery,
    response: availableSlots,
  }),
  publicCoupon: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/public/coupon',
    access: 'public',
    query: couponQuery,
    response: couponInfo,
  }),
  /** Whether a phone is a customer of the salon; never their name. */
  publicCustomerLookup: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/public/customer/lookup',
    access: 'public',
    query: customerLookupQuery,
    response: customerLookup,
  }),
  /** A customer books on the salon's page (the booking request; the customer is found by phone only). */
  publicBooking: endpoint({
    method: 'POST',
    base: 'v1',
    path: '/public/appointment/booking',
    access: 'public',
    body: bookingRequest,
    response: publicBookingResult,
  }),
  /** The customer's booking by its private link (the salon's key names the salon too). */
  publicManagedBooking: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/public/booking/:token',
    access: 'public',
    params: manageTokenParams,
    response: managedBooking,
  }),
  /** The customer cancels their booking by its private link, up to the salon's notice before it starts. */
  publicCancelBooking: endpoint({
    method: 'POST',
    base: 'v1',
    path: '/public/booking/:token/cancel',
    access: 'public',
    params: manageTokenParams,
    response: managedBooking,
  }),
  /** The customer moves their booking to another free start of the same staff member, by its private link. */
  publicMoveBooking: endpoint({
    method: 'POST',
    base: 'v1',
    path: '/public/booking/:token/move',
    access: 'public',
    params: manageTokenParams,
    body: moveBookingRequest,
    response: managedBooking,
  }),
} as const;
