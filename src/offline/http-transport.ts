import { ApiError, call } from '../lib/http.ts';
import type { OutboxEntry, ScopeDb } from './db.ts';
import { changeOfKind, inputOf } from './effects.ts';
import type { SendResult } from './replayer.ts';

/** Statuses worth sending again later: the network, the server's own trouble, or "slow down". */
export function isRetryable(status: number): boolean {
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

/** Sends an outbox entry as its definition's contract call, with its mutation id as the Idempotency-Key. */
export async function httpTransport(entry: OutboxEntry): Promise<SendResult> {
  const change = changeOfKind(entry.kind);
  if (!change) {
    return { kind: 'rejected', status: 400, message: 'This version of the app cannot send this change.' };
  }
  try {
    const payload = await call(change.endpoint, {
      ...(inputOf(entry) as object),
      idempotencyKey: entry.mutationId,
    });
    return { kind: 'ack', payload };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    // A 401 keeps the change: it is sent once the person signs in again.
    return isRetryable(err.status)
      ? { kind: 'retry', status: err.status, message: err.message }
      : { kind: 'rejected', status: err.status, message: err.message };
  }
}

/** Writes the server's answer to an acknowledged change into the cache, as its definition says. */
export async function reconcileChange(db: ScopeDb, entry: OutboxEntry, payload: unknown): Promise<void> {
  await changeOfKind(entry.kind)?.reconcile?.(db, inputOf(entry) as never, payload as never);
}
