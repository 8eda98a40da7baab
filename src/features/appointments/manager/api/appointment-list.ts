import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import {
  type AppointmentListItem,
  type BlockHour,
  shopAppointmentsTopic,
} from '../../../../contract/appointment.ts';
import { appointmentEndpoints as endpoints } from '../../../../contract/endpoints/appointments.ts';
import { call } from '../../../../lib/http.ts';
import { QUERY_ROOTS } from '../../../../lib/query-roots.ts';
import { wallClockDay } from '../../../../lib/wall-clock.ts';
import { defineKept, useKept } from '../../../../offline/kept.ts';
import { followTopic } from '../../../../realtime/topics.ts';
import { type DayRange, inRange, sourceOf, windowOf } from '../model/appointment-list.ts';
import { managerAppointmentKeys as keys } from './manager-keys.ts';

/**
 * The salon's appointments of some days (GET appointment/listAppointmentRealtime), kept on the device
 * once seen. Asked again whenever shown: appointments change at any moment.
 */
export const appointmentList = defineKept({
  key: ({ shopId, range }: SalonDays) => keys.list(shopId, range.start, range.end),
  fetch: ({ range }, signal) =>
    call(endpoints.appointmentList, { query: { startDate: range.start, endDate: range.end }, signal }),
});

/** Every staff member's block hours of some days (GET appointment/blockHours), kept likewise. */
export const blockHours = defineKept({
  key: ({ shopId, range }: SalonDays) => keys.blockHours(shopId, range.start, range.end),
  fetch: ({ range }, signal) =>
    call(endpoints.blockHours, { query: { startTime: range.start, endTime: range.end }, signal }),
});

/** A salon's days, as the list and block hours are asked for. */
export interface SalonDays {
  shopId: number;
  range: DayRange;
}

const NO_ITEMS: AppointmentListItem[] = [];

/**
 * The appointments of a period: read from the window around today when the period lies inside it
 * (one answer for Today, Weekly and the calendar's days near today, fetched after sign-in), else from
 * the period's own answer, narrowed to the period.
 */
export function useAppointmentList(shopId: number, period: DayRange | null, today: string) {
  const start = period?.start;
  const end = period?.end;
  const select = useCallback(
    (answer: { data: AppointmentListItem[] }) =>
      start && end ? inRange(answer.data, { start, end }) : NO_ITEMS,
    [start, end],
  );
  return useKept(appointmentList, period && { shopId, range: sourceOf(period, today) }, {
    standIn: true,
    select,
  });
}

/** The block hours of a period, read as `useAppointmentList` reads the appointments. */
export function useBlockHours(shopId: number, period: DayRange, today: string) {
  const select = useCallback(
    (answer: BlockHour[]) =>
      answer.filter((b) => {
        const day = wallClockDay(b.startTime);
        return day >= period.start && day <= period.end;
      }),
    [period.start, period.end],
  );
  return useKept(blockHours, { shopId, range: sourceOf(period, today) }, { standIn: true, select });
}

/**
 * For the route loaders: a period's appointments (and block hours, for the calendar) from the device
 * or the network before the screen draws. Never fails: offline with nothing kept, the screen says so.
 */
export async function prefetchAppointments(
  queryClient: QueryClient,
  shopId: number,
  period: DayRange,
  today: string,
  { blocks = false }: { blocks?: boolean } = {},
): Promise<void> {
  const days = { shopId, range: sourceOf(period, today) };
  await Promise.all([
    appointmentList.prefetch(queryClient, days),
    blocks ? blockHours.prefetch(queryClient, days) : undefined,
  ]);
}

/** Today's window of appointments and block hours, fetched (not only read) for the manager's day. */
export async function warmAppointments(
  queryClient: QueryClient,
  shopId: number,
  today: string,
): Promise<void> {
  const days = { shopId, range: windowOf(today) };
  await Promise.all([appointmentList.warm(queryClient, days), blockHours.warm(queryClient, days)]);
}

/** Every kept list and block-hours answer of the salon, asked again (those on screen at once). */
export function refreshSalonAppointments(queryClient: QueryClient, shopId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: keys.listAll(shopId) }),
    queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.appointments, 'blocks', shopId] }),
  ]).then(() => undefined);
}

/**
 * Follows the salon's appointment topic with `follow` (realtime's `followTopic`): each message (an
 * appointment created, changed or removed anywhere; also every reconnection) asks the salon's lists
 * and block hours again. Returns the unfollow.
 */
export function followSalonAppointments(
  follow: (destination: string, onMessage: () => void) => () => void,
  queryClient: QueryClient,
  shopId: number,
): () => void {
  return follow(shopAppointmentsTopic(shopId), () => void refreshSalonAppointments(queryClient, shopId));
}

/** `followSalonAppointments` while the screen is mounted (the list and the owner calendar). */
export function useSalonAppointmentsLive(shopId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (shopId <= 0) return;
    return followSalonAppointments(followTopic, queryClient, shopId);
  }, [queryClient, shopId]);
}
