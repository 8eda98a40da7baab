import type { QueryClient } from '@tanstack/react-query';
import { appointmentEndpoints as endpoints } from '../../../../contract/endpoints/appointments.ts';
import { call } from '../../../../lib/http.ts';
import { defineKept } from '../../../../offline/kept.ts';
import { managerAppointmentKeys } from './manager-keys.ts';

export interface SlotsArgs {
  shopId: number;
  day: string;
  /** Null: anyone (no staffId is sent). */
  staffId: number | null;
  /** The services' total, in minutes. */
  duration: number;
  /** The appointment being moved: its own time is offered too. */
  appointmentId?: number;
}

/**
 * Free start times of a salon day (GET appointment/getAvailableTimeSlotByStaff) for a staff member, or
 * anyone, for the services' total. Kept on the device once seen, so the appointment's Change Time sheet
 * opens offline with the slots it last showed (marked by their age). Asked again whenever shown: a slot
 * is taken at any moment.
 */
export const availableSlots = defineKept({
  key: ({ shopId, day, staffId, duration, appointmentId }: SlotsArgs) =>
    [...managerAppointmentKeys.slots(shopId, day, staffId ?? 0), duration, appointmentId ?? 0] as const,
  fetch: ({ day, staffId, duration, appointmentId }, signal) =>
    call(endpoints.availableTimeSlots, {
      query: {
        currentDate: day,
        ...(staffId === null ? {} : { staffId }),
        duration,
        ...(appointmentId === undefined ? {} : { appointmentId }),
      },
      signal,
    }),
});

/** A window of an appointment being changed: its own time does not count as busy. */
export interface StaffWindow {
  startTime: string;
  endTime: string;
  appointmentId?: number;
}

/**
 * The staff who take bookings (GET appointment/staff-available-booking); with a window, each says
 * whether it is free for them. Kept per window on the device once seen.
 */
export const bookableStaff = defineKept({
  key: ({ shopId, window }: { shopId: number; window?: StaffWindow | undefined }) =>
    [
      ...managerAppointmentKeys.bookableStaff(shopId),
      window?.startTime ?? '',
      window?.endTime ?? '',
      window?.appointmentId ?? 0,
    ] as const,
  fetch: ({ window }, signal) => call(endpoints.staffAvailableBooking, { query: window ?? {}, signal }),
  fresh: 30_000,
});

/**
 * What the detail's dialogs need, fetched while it is open and online, so they open offline too: the
 * day's slots for its staff and services, and who is free at its time.
 */
export async function prefetchAppointmentTools(
  queryClient: QueryClient,
  shopId: number,
  slots: { day: string; staffId: number | null; duration: number },
  window: StaffWindow,
): Promise<void> {
  await Promise.all([
    availableSlots
      .warm(queryClient, { shopId, ...slots, appointmentId: window.appointmentId })
      .catch(() => undefined),
    bookableStaff.warm(queryClient, { shopId, window }).catch(() => undefined),
  ]);
}
