import { lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/connect.ts';
import { idempotencyRecords } from '../db/schema.ts';
import { invalid } from '../errors.ts';

/**
 * How long an Idempotency-Key answer is kept: as long as a session lives and a phone may stay offline
 * with changes in its outbox (7 days). After that the key is forgotten and a repeat runs anew.
 */
export const IDEMPOTENCY_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * An Idempotency-Key: 1 to 200 visible ASCII characters (no space, control character or anything
 * beyond ASCII). A UUID, a ULID or any token fits, and a key is stored and logged as it came.
 */
const IDEMPOTENCY_KEY = /^[!-~]{1,200}$/;
export const IDEMPOTENCY_KEY_REFUSAL =
  'Idempotency-Key must be 1 to 200 visible characters (letters, digits and signs, no spaces).';

/**
 * The request's Idempotency-Key, or undefined when it sent none. A key that is sent must be a key
 * (400 otherwise), on every call: an empty or malformed one is refused rather than ignored, so a client
 * that means to send one learns that it did not (a call that keeps no answer, a public one or a read,
 * then ignores a good key).
 */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) throw invalid(IDEMPOTENCY_KEY_REFUSAL);
  return header;
}

/** How often the server deletes the answers older than that. */
export const IDEMPOTENCY_SWEEP_MS = 60 * 60 * 1000;

/** Answers stored at or before this instant are forgotten. */
export function idempotencyCutoff(now: Date): Date {
  return new Date(now.getTime() - IDEMPOTENCY_KEEP_MS);
}

/** Deletes the answers kept longer than IDEMPOTENCY_KEEP_MS; returns how many. */
export async function purgeIdempotencyRecords(db: Executor, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyRecords)
    .where(lte(idempotencyRecords.createdAt, idempotencyCutoff(now)))
    .returning({ key: idempotencyRecords.key });
  return gone.length;
}

/**
 * Purges old answers when the app is ready and then every `everyMs` on the app's clock, until it
 * closes (`sweepWhileOpen`).
 */
export function sweepIdempotencyRecords(
  app: FastifyInstance,
  db: Executor,
  now: () => Date,
  everyMs: number = IDEMPOTENCY_SWEEP_MS,
): void {
  sweepWhileOpen(app, everyMs, () => purgeIdempotencyRecords(db, now()));
}

/**
 * Runs `purge` when the app is ready and then every `everyMs`, one at a time, until the app closes (a
 * purge under way is waited for, so the database is never closed under it); failures are logged.
 */
export function sweepWhileOpen(app: FastifyInstance, everyMs: number, purge: () => Promise<unknown>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  // One purge at a time: the next waits for the one before.
  const sweep = () => {
    running = running.then(purge).catch((err: unknown) => app.log.error(err));
  };
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
