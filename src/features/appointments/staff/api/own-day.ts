import { useCallback } from 'react';
import type { CalendarItem } from '../../../../contract/appointment.ts';
import type { BookingRequest } from '../../../../contract/booking.ts';
import type { ScheduleDay } from '../../../../contract/shop.ts';
import { useSignedIn } from '../../../../lib/signed-in.ts';
import { useOfflineChange } from '../../../../offline/hooks.ts';
import type { ChangeOutcome } from '../../../../offline/sync-engine.ts';
import { useShopSchedule } from '../../api/shop-schedule.ts';
import { bookOwnAppointment, type OwnBookingContext } from '../../offline-changes.ts';
import { useStaffCalendar } from './staff-calendar.ts';

/** A signed-in technician's kept day and the salon's kept weekly hours (what their offline booking needs). */
export interface OwnDay {
  /** The day's appointments and block hours; undefined when this phone has none of that day. */
  items: readonly CalendarItem[] | undefined;
  /** When the server last gave the day. */
  syncedAt: number | undefined;
  schedule: readonly ScheduleDay[] | undefined;
}

/**
 * The signed-in staff member's day (`day`, YYYY-MM-DD) from this phone, refreshed in the background like
 * their calendar, with the salon's hours: the booking wizard works out their free times from it offline.
 */
export function useOwnDay(day: string): OwnDay {
  const { staffId, today } = useSignedIn();
  const calendar = useStaffCalendar(staffId, day, today);
  const schedule = useShopSchedule();
  return { items: calendar.data, syncedAt: calendar.syncedAt, schedule: schedule.data };
}

/**
 * Queues the signed-in technician's booking for themselves in the one outbox (offline): it shows on their
 * calendar at once and is sent once with the connection.
 */
export function useQueueOwnBooking(): (
  request: BookingRequest,
  context: OwnBookingContext,
) => Promise<ChangeOutcome | undefined> {
  const queue = useOfflineChange(bookOwnAppointment);
  return useCallback((request, context) => queue({ body: request }, context), [queue]);
}
