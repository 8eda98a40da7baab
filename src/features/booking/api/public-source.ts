import { useCallback, useEffect, useRef, useState } from 'react';
import type { ManagedBooking } from '../../../contract/booking.ts';
import { bookingEndpoints } from '../../../contract/endpoints/booking.ts';
import type { ShopInfo } from '../../../contract/shop.ts';
import { nowMs } from '../../../lib/clock.ts';
import { todayIn } from '../../../lib/day.ts';
import { call, sendNow } from '../../../lib/http.ts';
import type { KeptRead } from '../../../offline/kept.ts';
import type { BookingSource } from './booking-source.ts';

/**
 * The salon's public page reads without the app's query cache or database (its first load carries none
 * of the signed-in app): each answer is kept in memory for the visit, so going back to a step draws at
 * once while it is asked again.
 */
const answers = new Map<string, { data: unknown; at: number }>();

/** A read of the public page in the kit's read shape (ui/kept-view.tsx draws its states). */
export function usePublicRead<T>(
  key: string | null,
  fetch: (signal: AbortSignal) => Promise<T>,
  freshMs = 0,
): KeptRead<T> {
  const kept = key === null ? undefined : answers.get(key);
  const [state, setState] = useState<{ key: string | null; error: unknown; busy: boolean; tick: number }>({
    key,
    error: null,
    busy: false,
    tick: 0,
  });
  // The latest render's call: the key says what it asks, so a new function alone asks nothing again.
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  const run = useCallback(
    async (signal: AbortSignal): Promise<{ error: unknown }> => {
      if (key === null) return { error: null };
      setState((s) => ({ ...s, key, busy: true, error: null }));
      try {
        const data = await fetchRef.current(signal);
        answers.set(key, { data, at: nowMs() });
        if (!signal.aborted) setState((s) => ({ key, error: null, busy: false, tick: s.tick + 1 }));
        return { error: null };
      } catch (error) {
        if (!signal.aborted) setState((s) => ({ ...s, key, error, busy: false }));
        return { error };
      }
    },
    [key],
  );
  useEffect(() => {
    if (key === null) return;
    const had = answers.get(key);
    if (had && nowMs() - had.at < freshMs) return;
    const controller = new AbortController();
    void run(controller.signal);
    return () => controller.abort();
  }, [key, freshMs, run]);
  const current = state.key === key;
  return {
    data: kept?.data as T | undefined,
    standIn: undefined,
    syncedAt: kept?.at,
    refreshing: current && state.busy,
    reading: key === null,
    error: current ? state.error : null,
    refresh: () => run(new AbortController().signal),
  };
}

/** The salon of the page's key: its header and its zone (the page's today). */
export function useSalonOfKey(apiKey: string): KeptRead<ShopInfo> {
  return usePublicRead(
    `shop:${apiKey}`,
    (signal) => call(bookingEndpoints.shopInfo, { apiKey, signal }),
    60_000,
  );
}

/** The public page's source: the salon's calls under its api key. */
export function publicBookingSource(apiKey: string, shop: ShopInfo): BookingSource {
  return {
    mode: 'online',
    apiKey,
    // Asked when a step needs it (the Time step): the zone's first reading costs the browser its time-zone
    // data, which the page's first frame does without.
    get today() {
      return todayIn(shop.timezone);
    },
    timeZone: shop.timezone,
    salonName: shop.companyName,
    salonAddress: [shop.address, shop.city, shop.state].filter(Boolean).join(', '),
    self: null,
    draftKey: `booking-draft:public:${apiKey}`,
    // The source's reads are hooks: a component calls each at its top, the same ones at every render.
    useCatalogue: () =>
      usePublicRead(
        `menu:${apiKey}`,
        (signal) => call(bookingEndpoints.publicCatalogue, { apiKey, signal }),
        5 * 60_000,
      ),
    useStaff: (enabled) =>
      usePublicRead(
        enabled ? `staff:${apiKey}` : null,
        (signal) => call(bookingEndpoints.publicStaff, { apiKey, signal }),
        60_000,
      ),
    useSlots: (ask) =>
      usePublicRead(
        ask === null ? null : `slots:${apiKey}:${ask.day}:${ask.staffId ?? 0}:${ask.duration}`,
        (signal) =>
          call(bookingEndpoints.publicTimeSlots, {
            apiKey,
            signal,
            query: {
              currentDate: ask?.day ?? '',
              ...(ask?.staffId ? { staffId: ask.staffId } : {}),
              duration: ask?.duration ?? 0,
            },
          }),
      ),
    async lookUpCustomer(phone, signal) {
      const { known } = await call(bookingEndpoints.publicCustomerLookup, {
        apiKey,
        query: { phone },
        signal,
      });
      return known ? { kind: 'known' } : { kind: 'new' };
    },
    lookUpCoupon: (code, signal) => call(bookingEndpoints.publicCoupon, { apiKey, query: { code }, signal }),
    async book(request) {
      const { appointments } = await sendNow(() =>
        call(bookingEndpoints.publicBooking, { apiKey, body: request }),
      );
      // Asked again when shown next: the times just taken are gone.
      for (const key of answers.keys()) if (key.startsWith('slots:')) answers.delete(key);
      return { appointments, queued: false };
    },
  };
}

/** The customer's booking by its private link (`?booking={token}` on the salon's page). */
export function useManagedBooking(apiKey: string, token: string): KeptRead<ManagedBooking> {
  return usePublicRead(`managed:${apiKey}:${token}`, (signal) =>
    call(bookingEndpoints.publicManagedBooking, { apiKey, params: { token }, signal }),
  );
}

/** Cancels it (up to the salon's notice before it starts): the booking as it now is. */
export const cancelManagedBooking = (apiKey: string, token: string): Promise<ManagedBooking> =>
  sendNow(() => call(bookingEndpoints.publicCancelBooking, { apiKey, params: { token } }));

/** Moves it to another free start of the same staff member (MM/DD/YYYY HH:mm). */
export const moveManagedBooking = (
  apiKey: string,
  token: string,
  startTime: string,
): Promise<ManagedBooking> =>
  sendNow(() => call(bookingEndpoints.publicMoveBooking, { apiKey, params: { token }, body: { startTime } }));

/** Keeps the booking of a link as the server answered a cancel or a move; the free times are asked again. */
export function keepManagedBooking(apiKey: string, token: string, booking: ManagedBooking): void {
  answers.set(`managed:${apiKey}:${token}`, { data: booking, at: nowMs() });
  for (const key of answers.keys()) if (key.startsWith('slots:')) answers.delete(key);
}
