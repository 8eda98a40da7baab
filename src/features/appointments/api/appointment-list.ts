import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import {
  type AppointmentListItem,
  type BlockHour,
  shopAppointmentsTopic,
} from '../../../contract/appointment.ts';
import { appointmentEndpoints as endpoints } from '../../../contract/endpoints/appointments.ts';
import { call } from '../../../lib/http.ts';
import { QUERY_ROOTS } from '../../../lib/query-roots.ts';
import { wallClockDay } from '../../../lib/wall-clock.ts';
import { persister } from '../../../offline/persister.ts';
import { followTopic } from '../../../realtime/topics.ts';
import { type DayRange, inRange, sourceOf, windowOf } from '../model/appointment-list.ts';
import { managerAppointmentKeys as keys } from './manager-keys.ts';

/**
 * The salon's appointments of some days (GET appointment/listAppointmentRealtime), kept on the device
 * for 7 days once seen. Asked again whenever shown: appointments change at any moment.
 */
export function appointmentListQuery(shopId: number, range: DayRange) {
  return queryOptions({
    queryKey: keys.list(shopId, range.start, range.end),
    queryFn: ({ signal }) =>
      call(endpoints.appointmentList, { query: { startDate: range.start, endDate: range.end }, signal }),
    persister,
    staleTime: 0,
  });
}

/** Every staff member's block hours of some days (GET appointment/blockHours), kept likewise. */
export function blockHoursQuery(shopId: number, range: DayRange) {
  return queryOptions({
    queryKey: keys.blockHours(shopId, range.start, range.end),
    queryFn: ({ signal }) =>
      call(endpoints.blockHours, { query: { startTime: range.start, endTime: range.end }, signal }),
    persister,
    staleTime: 0,
  });
}

const NO_ITEMS: AppointmentListItem[] = [];
const NO_BLOCKS: BlockHour[] = [];

/** A kept answer narrowed to a period, with what the screens say about it. */
export interface PeriodRead<T> {
  /** The period's items; undefined while nothing of it is on the device. */
  data: T[] | undefined;
  /** When the server gave the answer shown. */
  syncedAt: number | undefined;
  refreshing: boolean;
  /** The answer shown belongs to another period (the last one), while this one loads. */
  standIn: boolean;
  error: unknown;
  refresh: () => Promise<{ error: unknown }>;
}

/**
 * The appointments of a period: read from the window around today when the period lies inside it
 * (one answer for Today, Weekly and the calendar's days near today, fetched after sign-in), else from
 * the period's own answer.
 */
export function useAppointmentList(shopId: number, period: DayRange | null, today: string) {
  const source = period ? sourceOf(period, today) : windowOf(today);
  const query = useQuery({
    ...appointmentListQuery(shopId, source),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
  const answer = query.data?.data;
  const start = period?.start;
  const end = period?.end;
  const data = useMemo(
    () => (answer && start && end ? inRange(answer, { start, end }) : undefined),
    [answer, start, end],
  );
  return readOf(query, data ?? (answer ? NO_ITEMS : undefined));
}

/** The block hours of a period, read as `useAppointmentList` reads the appointments. */
export function useBlockHours(shopId: number, period: DayRange, today: string) {
  const source = sourceOf(period, today);
  const query = useQuery({ ...blockHoursQuery(shopId, source), placeholderData: keepPreviousData });
  const answer = query.data;
  const data = useMemo(
    () =>
      answer?.filter((b) => {
        const day = wallClockDay(b.startTime);
        return day >= period.start && day <= period.end;
      }),
    [answer, period.start, period.end],
  );
  return readOf(query, data ?? (answer ? NO_BLOCKS : undefined));
}

function readOf<T>(
  query: {
    isPlaceholderData: boolean;
    dataUpdatedAt: number;
    isFetching: boolean;
    error: unknown;
    refetch: () => Promise<{ error: unknown }>;
  },
  data: T[] | undefined,
): PeriodRead<T> {
  return {
    data: query.isPlaceholderData ? undefined : data,
    syncedAt:
      data !== undefined && !query.isPlaceholderData && query.dataUpdatedAt > 0
        ? query.dataUpdatedAt
        : undefined,
    refreshing: query.isFetching,
    standIn: query.isPlaceholderData,
    error: query.error,
    refresh: query.refetch,
  };
}

/**
 * For the route loaders and the day's warm-up: a period's appointments (and block hours, for the
 * calendar) from the device or the network before the screen draws. Never fails: offline with nothing
 * kept, the screen says so itself.
 */
export async function prefetchAppointments(
  queryClient: QueryClient,
  shopId: number,
  period: DayRange,
  today: string,
  { blocks = false }: { blocks?: boolean } = {},
): Promise<void> {
  const source = sourceOf(period, today);
  await Promise.all([
    queryClient.ensureQueryData(appointmentListQuery(shopId, source)).catch(() => undefined),
    blocks ? queryClient.ensureQueryData(blockHoursQuery(shopId, source)).catch(() => undefined) : undefined,
  ]);
}

/** Today's window of appointments and block hours, fetched (not only read) for the manager's day. */
export async function warmAppointments(
  queryClient: QueryClient,
  shopId: number,
  today: string,
): Promise<void> {
  const window = windowOf(today);
  await Promise.all([
    queryClient.prefetchQuery(appointmentListQuery(shopId, window)),
    queryClient.prefetchQuery(blockHoursQuery(shopId, window)),
  ]);
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
