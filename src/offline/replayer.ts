import { nowMs } from '../lib/clock.ts';
import type { OutboxEntry, ScopeDb } from './db.ts';
import { writeTables } from './outbox.ts';

/** What the server (or the network) made of one send. */
export type SendResult =
  | { kind: 'ack'; payload: unknown }
  /** Network failure, timeout, 5xx, 408 or 429: send again later. */
  | { kind: 'retry'; status: number; message: string }
  /** Any other 4xx: the server refused the change; a person decides (Retry or Discard). */
  | { kind: 'rejected'; status: number; message: string };

export type Transport = (entry: OutboxEntry) => Promise<SendResult>;

export interface ReplayerOptions {
  transport: Transport;
  /** Writes the server's answer into the cache; runs in the transaction that removes the entry. */
  reconcile?: (db: ScopeDb, entry: OutboxEntry, payload: unknown) => Promise<void>;
  /** After the server refused a change: what showed it may now show the server's values again. */
  refused?: (entry: OutboxEntry) => void;
  now?: () => number;
  /** Milliseconds to wait before attempt `attempts + 1`. */
  backoff?: (attempts: number) => number;
  /** Serialises replays of one scope across tabs and the service worker. */
  lock?: <T>(name: string, run: () => Promise<T>) => Promise<T>;
}

const MAX_BACKOFF_MS = 5 * 60_000;

/**
 * How many times a change the server fails on (5xx) is tried before a person is asked: with the
 * backoff, about half a minute of trying. A server that fails a change this often will likely fail it
 * again; the change then waits in Needs attention (Retry, Discard) rather than holding back its record's
 * later changes for ever. Network failures (offline), 408, 429 and 401 are tried without a bound: they
 * say nothing about the change.
 */
export const MAX_SERVER_FAILURES = 5;

/** The sentence of a change the server kept failing on. */
export function serverFailureMessage(status: number, message: string): string {
  const said = message.trim() ? ` It said: ${message.trim()}` : '';
  return `The server failed on this change ${MAX_SERVER_FAILURES} times (error ${status}).${said}`;
}

/** Exponential backoff with jitter: about 1 s, 2 s, 4 s … capped at 5 minutes. */
export function defaultBackoff(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.5 + random() / 2));
}

/** Uses the Web Locks API where there is one, so a tab and the service worker never replay together. */
export function webLock<T>(name: string, run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return run();
  return locks.request(name, run) as Promise<T>;
}

/**
 * Sends the outbox in order and removes each entry only on the server's acknowledgement or a person's
 * decision. Entries of one entity go strictly in order: an entity whose head is waiting (backoff) or
 * refused (needs attention) holds back its later entries; other entities carry on. A network failure
 * stops the pass. Every send carries the entry's mutationId as Idempotency-Key, so a resend after a
 * lost answer or a reload changes nothing twice.
 */
export class Replayer {
  private readonly db: ScopeDb;
  private readonly opts: Required<Omit<ReplayerOptions, 'reconcile' | 'refused'>> &
    Pick<ReplayerOptions, 'reconcile' | 'refused'>;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(db: ScopeDb, opts: ReplayerOptions) {
    this.db = db;
    this.opts = {
      now: nowMs,
      backoff: (a) => defaultBackoff(a),
      lock: webLock,
      ...opts,
    };
  }

  /** Replays what is due. Concurrent calls share one run, and a call during a run schedules one more pass. */
  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.opts.lock(`chairside-outbox-${this.db.name}`, () => this.pass());
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Makes waiting entries due now (the network is back) and replays. */
  async wake(): Promise<void> {
    await this.db.outbox.where('state').equals('pending').modify({ nextAttemptAt: 0 });
    await this.run();
  }

  /** A person asks to send a refused change again. */
  async retry(seq: number): Promise<void> {
    await this.db.outbox.update(seq, { state: 'pending', nextAttemptAt: 0, attempts: 0, serverFailures: 0 });
    await this.run();
  }

  /** A person gives a refused change up. Returns it, so the caller can refresh what it touched. */
  async discard(seq: number): Promise<OutboxEntry | undefined> {
    const entry = await this.db.outbox.get(seq);
    await this.db.outbox.delete(seq);
    return entry;
  }

  private async pass(): Promise<void> {
    const held = new Set<string>();
    const entries = await this.db.outbox.orderBy('seq').toArray();
    for (const listed of entries) {
      if (held.has(listed.entity)) continue;
      // It may have changed (discarded, retried) since the list was read.
      const entry = listed.seq === undefined ? undefined : await this.db.outbox.get(listed.seq);
      if (!entry || entry.seq === undefined) continue;
      if (entry.state === 'attention' || entry.nextAttemptAt > this.opts.now()) {
        held.add(entry.entity);
        continue;
      }
      let result: SendResult;
      try {
        result = await this.opts.transport(entry);
      } catch (err) {
        result = { kind: 'retry', status: 0, message: err instanceof Error ? err.message : String(err) };
      }
      const seq = entry.seq;
      if (result.kind === 'ack') {
        const payload = result.payload;
        await this.db.transaction('rw', writeTables(this.db), async () => {
          const still = await this.db.outbox.get(seq);
          await this.db.outbox.delete(seq);
          if (still) await this.opts.reconcile?.(this.db, entry, payload);
        });
        continue;
      }
      held.add(entry.entity);
      if (result.kind === 'rejected') {
        await this.db.outbox.update(seq, {
          state: 'attention',
          attempts: entry.attempts + 1,
          error: { status: result.status, message: result.message },
        });
        this.opts.refused?.(entry);
        continue;
      }
      const attempts = entry.attempts + 1;
      const serverFailures = (entry.serverFailures ?? 0) + (result.status >= 500 ? 1 : 0);
      if (serverFailures >= MAX_SERVER_FAILURES) {
        await this.db.outbox.update(seq, {
          state: 'attention',
          attempts,
          serverFailures,
          error: { status: result.status, message: serverFailureMessage(result.status, result.message) },
        });
        this.opts.refused?.(entry);
        continue;
      }
      await this.db.outbox.update(seq, {
        attempts,
        serverFailures,
        nextAttemptAt: this.opts.now() + this.opts.backoff(attempts),
        error: { status: result.status, message: result.message },
      });
      // The server cannot be reached: the rest would fail the same way.
      if (result.status === 0) return;
    }
  }
}
