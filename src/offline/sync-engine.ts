import { whenIdle } from '../lib/idle.ts';
import { type Scope, type ScopeDb, SYNC_TAG, scopeDb, setActiveScope } from './db.ts';
import { httpTransport } from './http-transport.ts';
import { applyOptimistic, reconcileMutation } from './mutations.ts';
import { enqueue, type Mutation } from './outbox.ts';
import { Replayer } from './replayer.ts';

/**
 * The offline machinery of the signed-in scope: its database and the replayer, replaying on start,
 * when the network returns, on focus, after each change, on a timer while changes wait, and when the
 * service worker's background sync fires.
 */
export class SyncEngine {
  readonly db: ScopeDb;
  readonly replayer: Replayer;
  private readonly stops: (() => void)[] = [];

  constructor(scope: Scope) {
    this.db = scopeDb(scope);
    this.replayer = new Replayer(this.db, { transport: httpTransport, reconcile: reconcileMutation });
  }

  start(): void {
    const wake = () => void this.replayer.wake();
    const run = () => void this.replayer.run();
    const onVisible = () => {
      if (document.visibilityState === 'visible') run();
    };
    window.addEventListener('online', wake);
    window.addEventListener('focus', run);
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(run, 15_000);
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'outbox-synced') run();
    };
    navigator.serviceWorker?.addEventListener('message', onMessage);
    this.stops.push(
      () => window.removeEventListener('online', wake),
      () => window.removeEventListener('focus', run),
      () => document.removeEventListener('visibilitychange', onVisible),
      () => window.clearInterval(timer),
      () => navigator.serviceWorker?.removeEventListener('message', onMessage),
    );
    // After the first screen is drawn: the start-up replay must not slow the offline cold start.
    whenIdle(() => {
      void setActiveScope(this.db.scope);
      run();
    });
  }

  stop(): void {
    for (const s of this.stops.splice(0)) s();
  }

  /** Records a change (optimistically shown at once) and tries to send it. */
  async change(mutation: Mutation): Promise<void> {
    await enqueue(this.db, mutation, (entry) => applyOptimistic(this.db, entry));
    void this.replayer.run();
    void requestBackgroundSync();
  }
}

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
