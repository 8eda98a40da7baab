import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { appointmentEndpoints as endpoints } from '../../../contract/endpoints/appointments.ts';
import { call } from '../../../lib/http.ts';
import { persister } from '../../../offline/persister.ts';
import { managerAppointmentKeys } from './manager-keys.ts';

/**
 * Free start times of a salon day (GET appointment/getAvailableTimeSlotByStaff) for a staff member, or
 * anyone (no staffId), for the services' total in minutes. Kept on the device once seen, so the
 * appointment's Change Time sheet opens offline with the slots it last showed (marked by their age).
 */
export function availableSlotsQuery(shopId: number, day: string, staffId: number | null, duration: number) {
  return queryOptions({
    queryKey: [...managerAppointmentKeys.slots(shopId, day, staffId ?? 0), duration] as const,
    queryFn: ({ signal }) =>
      call(endpoints.availableTimeSlots, {
        query: { currentDate: day, ...(staffId === null ? {} : { staffId }), duration },
        signal,
      }),
    persister,
    // A slot is taken at any moment: asked again whenever shown.
    staleTime: 0,
  });
}

export function useAvailableSlots(
  shopId: number,
  day: string,
  staffId: number | null,
  duration: number,
  enabled = true,
) {
  return useQuery({ ...availableSlotsQuery(shopId, day, staffId, duration), enabled });
}

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
export function bookableStaffQuery(shopId: number, window?: StaffWindow) {
  return queryOptions({
    queryKey: [
      ...managerAppointmentKeys.bookableStaff(shopId),
      window?.startTime ?? '',
      window?.endTime ?? '',
      window?.appointmentId ?? 0,
    ] as const,
    queryFn: ({ signal }) => call(endpoints.staffAvailableBooking, { query: window ?? {}, signal }),
    persister,
  });
}

export function useBookableStaff(shopId: number, window?: StaffWindow, enabled = true) {
  return useQuery({ ...bookableStaffQuery(shopId, window), enabled });
}

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
    queryClient
      .prefetchQuery(availableSlotsQuery(shopId, slots.day, slots.staffId, slots.duration))
      .catch(() => undefined),
    queryClient.prefetchQuery(bookableStaffQuery(shopId, window)).catch(() => undefined),
  ]);
}
