import { Group } from '@mantine/core';
import { lazy, memo, type ReactNode, Suspense } from 'react';
import { ApiError } from '../lib/http.ts';
import { useOnline } from '../offline/connectivity.ts';
import type { KeptRead } from '../offline/kept.ts';
import { DataAge } from './data-age.tsx';
import { DataStateNotice, dataStateOf } from './data-state.tsx';
import { PageLoading } from './page-loading.tsx';

/** Loaded when a record is missing: it links into the app (the router), which the public booking page has not. */
const NotFound = lazy(() => import('./not-found.tsx').then((m) => ({ default: m.NotFound })));
/** An empty answer's notice (and its styles) load when a list is empty: a first paint rarely needs it. */
const EmptyNotice = lazy(() => import('./empty-notice.tsx').then((m) => ({ default: m.EmptyNotice })));

export interface KeptViewProps<T> {
  read: KeptRead<T>;
  /** What the data is, for the sentences: "day's tickets", "report", "ticket". */
  what: string;
  /** Drawn at the left of the data's age (the day or period shown); `false` draws no age line. */
  header?: ReactNode | false;
  /** The answer is really empty: the spec's empty text instead of the content. */
  empty?: { when: (data: T) => boolean; text: string };
  /** A record the server does not know, or not the caller's (404, 403), shows Not found. */
  notFound?: boolean;
  /**
   * Drawn while the data is asked for, instead of the loading line: a frame that fills in (the
   * calendar's hours).
   */
  whileLoading?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A refusal that means "no such record for you": Not found rather than the refusal's sentence. */
export const isMissing = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

/**
 * Every kept screen's states, around its content, drawn one way everywhere: the data's age (or
 * "Refreshing…"), a loading line while it is asked for, "not on this phone yet" offline, the server's
 * sentence with Retry when refused, Not found for a missing record, the spec's empty text, the
 * previous answer under the busy overlay while another loads; otherwise the content.
 */
export function KeptView<T>({
  read,
  what,
  header,
  empty,
  notFound = false,
  whileLoading,
  children,
}: KeptViewProps<T>) {
  const online = useOnline();
  const shown = read.data ?? read.standIn;
  const state = dataStateOf({ has: shown !== undefined, refreshError: read.error }, online);
  let body: ReactNode;
  if (shown !== undefined)
    body = empty?.when(shown) ? (
      <Suspense fallback={null}>
        <EmptyNotice text={empty.text} />
      </Suspense>
    ) : (
      children(shown)
    );
  else if (notFound && isMissing(read.error))
    body = (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  else if (read.reading) body = null;
  else if (state.kind === 'loading' && whileLoading !== undefined) body = whileLoading;
  else body = <DataStateNotice state={state} what={what} onRetry={() => void read.refresh()} />;
  return (
    <>
      <PageLoading visible={read.standIn !== undefined} />
      {header !== false && <AgeLine header={header} syncedAt={read.syncedAt} refreshing={read.refreshing} />}
      {body}
    </>
  );
}

/**
 * The line above the content: the screen's header and the data's age. Drawn again only when one of
 * them changes (a screen that keeps its header element the same spares it at each new answer).
 */
const AgeLine = memo(function AgeLine({
  header,
  syncedAt,
  refreshing,
}: {
  header: ReactNode;
  syncedAt: number | undefined;
  refreshing: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      {header ?? <span />}
      <DataAge syncedAt={syncedAt} refreshing={refreshing} />
    </Group>
  );
});
