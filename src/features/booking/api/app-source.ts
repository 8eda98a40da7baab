import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { appointmentEndpoints } from '../../../contract/endpoints/appointments.ts';
import { bookingEndpoints } from '../../../contract/endpoints/booking.ts';
import { nowMs } from '../../../lib/clock.ts';
import { ApiError, call, sendNow } from '../../../lib/http.ts';
import { QUERY_ROOTS } from '../../../lib/query-roots.ts';
import type { SignedIn } from '../../../lib/signed-in.ts';
import { useOnline } from '../../../offline/connectivity.ts';
import { defineKept, type KeptRead, useKept } from '../../../offline/kept.ts';
import { slotsOnDevice } from '../model/device-slots.ts';
import type { StaffChoice } from '../model/wizard.ts';
import type {
  BookingSource,
  QueueOwnBooking,
  SlotAsk,
  UseDeviceDay,
  UseQueueOwnBooking,
} from './booking-source.ts';

/**
 * The wizard's reads in the app, kept on the phone once seen (the menu and the staff open offline; a
 * day's free times too, marked by their age, though the server checks again at BOOK).
 */
const keys = {
  catalogue: (shopId: number) => [QUERY_ROOTS.booking, 'catalogue', shopId] as const,
  staff: (shopId: number) => [QUERY_ROOTS.booking, 'staff', shopId] as const,
  slots: (shopId: number, ask: SlotAsk) =>
    [QUERY_ROOTS.booking, 'slots', shopId, ask.day, ask.staffId ?? 0, ask.duration] as const,
};

const catalogue = defineKept({
  key: ({ shopId }: { shopId: number }) => keys.catalogue(shopId),
  fetch: (_args, signal) => call(bookingEndpoints.serviceCatalogue, { signal }),
  fresh: 5 * 60_000,
});

const bookable = defineKept({
  key: ({ shopId }: { shopId: number }) => keys.staff(shopId),
  fetch: async (_args, signal): Promise<StaffChoice[]> =>
    (await call(appointmentEndpoints.staffAvailableBooking, { query: {}, signal })).map((s) => ({
      id: s.id,
      name: s.name,
      avatar: s.avatar,
    })),
  fresh: 60_000,
});

const slots = defineKept({
  key: ({ shopId, ask }: { shopId: number; ask: SlotAsk }) => keys.slots(shopId, ask),
  fetch: ({ ask }, signal) =>
    call(appointmentEndpoints.availableTimeSlots, {
      query: {
        currentDate: ask.day,
        ...(ask.staffId === null ? {} : { staffId: ask.staffId }),
        duration: ask.duration,
      },
      signal,
    }),
});

/**
 * A day's free times: the server's (kept on the phone once seen); offline, a technician's are worked out
 * on the phone from their kept day and the salon's kept hours.
 */
function useAppSlots(
  shopId: number,
  zone: string,
  today: string,
  ask: SlotAsk | null,
  useDeviceDay: UseDeviceDay,
): KeptRead<{ timeSlots: string[] }> {
  const server = useKept(slots, ask === null ? null : { shopId, ask }, { standIn: true });
  const device = useDeviceDay(ask?.day ?? today);
  const online = useOnline();
  if (online || ask === null || !device?.items || !device.schedule) return server;
  const timeSlots = slotsOnDevice({
    day: ask.day,
    zone,
    schedule: device.schedule,
    items: device.items,
    duration: ask.duration,
    now: nowMs(),
  });
  return { ...server, data: { timeSlots }, standIn: undefined, syncedAt: device.syncedAt, error: null };
}

/** The app's source: the session's salon; a technician books only for themselves (spec §6). */
export function useAppBookingSource(
  signedIn: SignedIn,
  useDeviceDay: UseDeviceDay,
  useQueueOwnBooking: UseQueueOwnBooking,
): BookingSource {
  const queryClient = useQueryClient();
  const queue = useQueueOwnBooking();
  const { session, salon, today, role, staffId } = signedIn;
  return useMemo(
    () => appBookingSource({ session, salon, today, role, staffId }, queryClient, useDeviceDay, queue),
    [queryClient, session, salon, today, role, staffId, useDeviceDay, queue],
  );
}

/**
 * The source's reads are hooks: a component calls each at its top, the same ones at every render (the
 * source is made once per screen).
 */
function appBookingSource(
  signedIn: SignedIn,
  queryClient: QueryClient,
  useDeviceDay: UseDeviceDay,
  queue: QueueOwnBooking | undefined,
): BookingSource {
  const { session, salon, today, role, staffId } = signedIn;
  const shopId = salon.id;
  const info = session.staffInfo;
  const selfName = info ? `${info.firstName} ${info.lastName}`.trim() : 'Me';
  const address = session.salonInfo ? [session.salonInfo.address, session.salonInfo.city] : [];
  return {
    mode: role === 'manager' ? 'manager' : 'technician',
    apiKey: session.apiKey,
    today,
    timeZone: salon.timeZone,
    salonName: salon.name,
    salonAddress: address.filter(Boolean).join(', '),
    self: role === 'manager' ? null : { id: staffId, name: selfName, avatar: info?.urlImage ?? null },
    draftKey: `booking-draft:${shopId}:${staffId}`,
    useCatalogue: () => useKept(catalogue, { shopId }),
    useStaff: (enabled) => useKept(bookable, enabled ? { shopId } : null),
    useSlots: (ask) => useAppSlots(shopId, salon.timeZone, today, ask, useDeviceDay),
    async lookUpCustomer(phone, signal) {
      const { customer } = await call(bookingEndpoints.customerByPhone, { query: { phone }, signal });
      return customer ? { kind: 'found', id: customer.id, name: customer.name } : { kind: 'new' };
    },
    lookUpCoupon: (code, signal) =>
      call(bookingEndpoints.couponByQrcode, { query: { qrCode: code }, signal }),
    async book(request, idempotencyKey, preview) {
      try {
        const { appointments } = await sendNow(() =>
          call(bookingEndpoints.bookAppointment, { body: request, idempotencyKey }),
        );
        return { appointments, queued: false };
      } catch (err) {
        // A technician's booking for themselves waits in the outbox when there is no connection.
        if (!queue || !(err instanceof ApiError) || !err.isNetwork) throw err;
        const outcome = await queue(request, {
          when: preview.strStartDate,
          services: preview.services.map((s) => s.serviceName),
        });
        if (outcome?.kind === 'refused') throw new ApiError(409, 0, outcome.message);
        return { appointments: [preview], queued: outcome?.kind !== 'sent' };
      }
    },
    afterBooking: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.appointments] }),
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.booking, 'slots'] }),
      ]);
    },
  };
}
