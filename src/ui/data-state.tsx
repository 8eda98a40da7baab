import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { ApiError } from '../lib/http.ts';
import { useOnline } from '../offline/connectivity.ts';

/**
 * What a screen without its data to show is doing: reading or loading it, unable to because the phone
 * is offline and has never kept it, or refused or failed by the server (with the server's message).
 */
export type DataState =
  | { kind: 'ready' }
  | { kind: 'loading' }
  | { kind: 'offline' }
  /** `retry`: asking again may help (the server failed, or said to wait), unlike a refusal of the request. */
  | { kind: 'refused'; message: string; retry: boolean };

/** The read of a screen's data, as the device-first hooks and kept queries give it. */
export interface DataRead {
  /** True when there is something to show (an empty list the server gave counts). */
  has: boolean;
  refreshError?: unknown;
}

/**
 * The state of a read: ready when there is something to show; refused with the server's message when
 * it answered with a refusal (a 429 included: its message says how long to wait); offline at once when the device is offline (a query never sent offline
 * would otherwise spin forever) or could not reach the server; else loading.
 */
export function dataStateOf(read: DataRead, online: boolean): DataState {
  if (read.has) return { kind: 'ready' };
  const error = read.refreshError;
  if (error instanceof ApiError && !error.isNetwork && error.status !== 408) {
    return {
      kind: 'refused',
      message: error.message || 'An error occurred, please try again!',
      retry: error.status >= 500 || error.status === 429,
    };
  }
  if (!online || (error instanceof ApiError && error.isNetwork)) return { kind: 'offline' };
  return { kind: 'loading' };
}

/** `dataStateOf` with the device's connectivity. */
export function useDataState(read: DataRead): DataState {
  return dataStateOf(read, useOnline());
}

/**
 * The sentences of the offline state, for "day", "ticket", "period", "report" ("This day is not…") or
 * a plural ("day's tickets": "The day's tickets are not…").
 */
export const notOnPhone = (what: string) => ({
  title: what.endsWith('s')
    ? `The ${what} are not on this phone yet.`
    : `This ${what} is not on this phone yet.`,
  hint: `Connect to the internet to load it. Once loaded, it opens offline too.`,
});

/**
 * Says what the state is, at the top of where the data would be (never below the fold): a spinner
 * while loading, what to do when it is not on this phone, the server's message with Retry when refused.
 */
export function DataStateNotice({
  state,
  what,
  onRetry,
}: {
  state: DataState;
  what: string;
  onRetry?: () => void;
}) {
  if (state.kind === 'ready') return null;
  if (state.kind === 'loading') {
    return (
      <Center py="md" data-testid="data-state" data-state="loading" role="status">
        <Loader size="sm" mr="xs" />
        <Text size="sm" c="dimmed">{`Loading the ${what}…`}</Text>
      </Center>
    );
  }
  const offline = state.kind === 'offline' ? notOnPhone(what) : null;
  return (
    <Stack
      gap={6}
      align="center"
      py="lg"
      px="md"
      data-testid="data-state"
      data-state={state.kind}
      role={state.kind === 'refused' ? 'alert' : 'status'}
    >
      <Text fw={600} ta="center">
        {offline ? offline.title : state.kind === 'refused' ? state.message : ''}
      </Text>
      {offline && (
        <Text size="sm" c="dimmed" ta="center">
          {offline.hint}
        </Text>
      )}
      {state.kind === 'refused' && state.retry && onRetry && (
        <Button variant="light" size="sm" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Stack>
  );
}
