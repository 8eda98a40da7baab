import type { QueryClient } from '@tanstack/react-query';
import type { Endpoint } from '../contract/endpoint.ts';
import { whenIdle } from '../lib/idle.ts';
import { onReachableChange, serverReachable } from '../lib/network-status.ts';
import { serverReachedElsewhere } from './connectivity.ts';
import { type OutboxEntry, type Scope, type ScopeDb, SYNC_TAG, scopeDb, setActiveScope } from './db.ts';
import type { ChangeInput, OfflineChange } from './define.ts';
import { setRegistryLoader } from './effects.ts';
import type { Replayer } from './replayer.ts';

/** The working parts (engine-runtime.ts), loaded once, when first needed. */
let runtime: Promise<typeof import('./engine-runtime.ts')> | undefined;
const loadRuntime = () => {
  runtime ??= import('./engine-runtime.ts');
  return runtime;
};
// Reading a fresh server copy while changes wait needs their definitions: they come with the runtime.
setRegistryLoader(async () => {
  await loadRuntime();
});

/**
 * The offline machinery of the signed-in scope: its database and the replayer, replaying on start,
 * when the network returns, on focus, after each change, on a timer while changes wait, and when the
 * service worker's background sync fires.
 */
export class SyncEngine {
  readonly db: ScopeDb;
  private replayer: Promise<Replayer> | undefined;
  private queryClient: QueryClient | undefined;
  private readonly stops: (() => void)[] = [];

  constructor(scope: Scope) {
    this.db = scopeDb(scope);
  }

  /** The page's query client: changes show in its answers too. */
  attachQueryClient(queryClient: QueryClient): void {
    this.queryClient = queryClient;
  }

  private getReplayer(): Promise<Replayer> {
    this.replayer ??= loadRuntime().then((r) => {
      if (this.queryClient) r.bindQueryClient(this.queryClient);
      return r.createReplayer(this.db);
    });
    return this.replayer;
  }

  /** Replays what is due. */
  async run(): Promise<void> {
    await (await this.getReplayer()).run();
  }

  /** Makes waiting changes due now (the network is back) and replays. */
  async wake(): Promise<void> {
    await (await this.getReplayer()).wake();
  }

  /** A person asks to send a refused change again. */
  async retry(seq: number): Promise<void> {
    await (await this.getReplayer()).retry(seq);
  }

  /** A person gives a refused change up. */
  async discard(seq: number): Promise<OutboxEntry | undefined> {
    return (await this.getReplayer()).discard(seq);
  }

  start(): void {
    const wake = () => void this.wake();
    const run = () => void this.run();
    const onVisible = () => {
      if (document.visibilityState === 'visible') run();
    };
    window.addEventListener('online', wake);
    window.addEventListener('focus', run);
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(run, 15_000);
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; kinds?: unknown } | null;
      if (data?.type !== 'outbox-synced') return;
      // The service worker sent or was refused changes of these kinds: what showed them is asked again.
      const kinds = Array.isArray(data.kinds) ? data.kinds.filter((k) => typeof k === 'string') : [];
      if (kinds.length > 0) {
        // It reached the server: this page is online too (the banner and the outbox agree).
        serverReachedElsewhere();
        void this.getReplayer().then(() => loadRuntime().then((r) => r.refreshKinds(kinds)));
      }
      run();
    };
    navigator.serviceWorker?.addEventListener('message', onMessage);
    // The server answers again (a screen's call, the health probe, the service worker): what waits for
    // the network is due now, not at the end of its backoff.
    const stopReachable = onReachableChange(() => {
      if (serverReachable()) wake();
    });
    this.stops.push(
      stopReachable,
      () => window.removeEventListener('online', wake),
      () => window.removeEventListener('focus', run),
      () => document.removeEventListener('visibilitychange', onVisible),
      () => window.clearInterval(timer),
      () => navigator.serviceWorker?.removeEventListener('message', onMessage),
    );
    // After the first screen is drawn: the start-up replay must not slow the offline cold start.
    // A page that starts online is the network back for what waited: a change queued offline on a
    // page that was then left (a navigation right as the connection returned) is not kept waiting for
    // the end of its backoff.
    whenIdle(() => {
      void setActiveScope(this.db.scope);
      if (navigator.onLine) wake();
      else run();
    });
  }

  stop(): void {
    for (const s of this.stops.splice(0)) s();
  }

  /**
   * Records a change (shown at once on this device), tries to send it, and tells what became of it
   * after this attempt: sent, refused by the server (with its message), or kept on this phone for later.
   */
  async change<E extends Endpoint, C>(
    change: OfflineChange<E, C>,
    input: ChangeInput<E>,
    context: C,
  ): Promise<ChangeOutcome> {
    const { recordChange } = await loadRuntime();
    const mutationId = await recordChange(this.db, this.queryClient, change, input, context);
    void requestBackgroundSync();
    await this.run();
    const entry = await this.db.outbox.where('mutationId').equals(mutationId).first();
    if (!entry) return { kind: 'sent' };
    if (entry.state === 'attention') return { kind: 'refused', message: entry.error?.message ?? '' };
    const status = entry.error?.status ?? 0;
    // Reached the server, which could not take it now (it failed, or asked to wait): kept and tried
    // again, which is not "when online".
    if (status !== 0 && status !== 401) return { kind: 'retrying', message: entry.error?.message ?? '' };
    // Kept for later: offline, or waiting behind an earlier change of the same record.
    return { kind: 'queued' };
  }
}

/**
 * What became of a change after its first attempt: sent; kept on this phone until the connection
 * returns (or an earlier change of its record goes); kept and tried again because the server could not
 * take it now; refused by the server.
 */
export type ChangeOutcome =
  | { kind: 'sent' }
  | { kind: 'queued' }
  | { kind: 'retrying'; message: string }
  | { kind: 'refused'; message: string };

/** Asks the browser to wake the service worker when the network is back, where it can. */
async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (
      registration as
        | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
        | undefined
    )?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // Not supported or not allowed: the page replays on its own triggers.
  }
}

let current: { key: string; engine: SyncEngine } | null = null;

/** The engine of a scope; switching scope stops the previous one. */
export function syncEngineFor(scope: Scope): SyncEngine {
  const key = `${scope.shopId}:${scope.staffId}`;
  if (current?.key === key) return current.engine;
  current?.engine.stop();
  const engine = new SyncEngine(scope);
  current = { key, engine };
  engine.start();
  return engine;
}

export function stopSyncEngine(): void {
  current?.engine.stop();
  current = null;
}
