import type { CalendarItem } from '../../../contract/appointment.ts';
import type { BookingRequest, CatalogueCategory, CouponInfo } from '../../../contract/booking.ts';
import type { ScheduleDay } from '../../../contract/shop.ts';
import type { KeptRead } from '../../../offline/kept.ts';
import type { ChangeOutcome } from '../../../offline/sync-engine.ts';
import type { BookedAppointment, BookingMode, CustomerMatch, SlotAsk, StaffChoice } from '../model/wizard.ts';

export type { BookedAppointment, SlotAsk };

/**
 * A technician's kept day and the salon's kept hours (the appointments' records, handed in by the route):
 * their free times are worked out on the phone from it while offline.
 */
export interface DeviceDay {
  items: readonly CalendarItem[] | undefined;
  syncedAt: number | undefined;
  schedule: readonly ScheduleDay[] | undefined;
}

/** What a queued booking of a technician says (the outbox's outcome), or undefined without an outbox. */
export type QueueOwnBooking = (
  request: BookingRequest,
  context: { when: string; services: readonly string[] },
) => Promise<ChangeOutcome | undefined>;

/** The queue of a technician's offline bookings (a hook); managers book online only. */
export type UseQueueOwnBooking = () => QueueOwnBooking | undefined;

/** Reads a device day (a hook); managers and the public page have none. */
export type UseDeviceDay = (day: string) => DeviceDay | undefined;

/**
 * Where the wizard gets its data and sends its booking: the app (the session's salon, kept on the phone)
 * or the salon's public page (its api key, no sign-in). The wizard is the same for both.
 */
export interface BookingSource {
  mode: BookingMode;
  /** The salon's api key (the booking request carries it). */
  apiKey: string;
  /** The salon's today (YYYY-MM-DD) and zone. */
  today: string;
  timeZone: string;
  /** The salon's name and address (the calendar file's place). */
  salonName: string;
  salonAddress: string;
  /** A technician in the app: themselves, the staff of every booking. */
  self: StaffChoice | null;
  /** Where the draft is kept across reloads (one per salon and person). */
  draftKey: string;
  useCatalogue(): KeptRead<CatalogueCategory[]>;
  /** The staff offered, Anyone not included (`enabled` false: not asked yet). */
  useStaff(enabled: boolean): KeptRead<StaffChoice[]>;
  useSlots(ask: SlotAsk | null): KeptRead<{ timeSlots: string[] }>;
  lookUpCustomer(phone: string, signal: AbortSignal): Promise<CustomerMatch>;
  /** Rejects with the server's 404 when the salon has no such coupon. */
  lookUpCoupon(code: string, signal: AbortSignal): Promise<CouponInfo>;
  /**
   * Sends the booking; `preview` is the booking as the wizard shows it, answered when the app keeps the
   * booking on the phone (a technician offline: `queued`).
   */
  book(
    request: BookingRequest,
    idempotencyKey: string,
    preview: BookedAppointment,
  ): Promise<{ appointments: readonly BookedAppointment[]; queued: boolean }>;
  /** After a booking, or a time found taken: the free times and what the app shows elsewhere ask again. */
  afterBooking?: () => Promise<void>;
}
