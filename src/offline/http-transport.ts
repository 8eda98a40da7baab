import { appointmentEndpoints } from '../contract/endpoints/appointments.ts';
import { ApiError, call } from '../lib/http.ts';
import type { OutboxEntry } from './db.ts';
import type { SendResult } from './replayer.ts';

/** The calls an offline change can be (their schemas load with the offline code only). */
const OUTBOX_ENDPOINTS = appointmentEndpoints;

/** Statuses worth sending again later: the network, the server's own trouble, or "slow down". */
export function isRetryable(status: number): boolean {
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

/** Sends an outbox entry as its contract call, with its mutation id as the Idempotency-Key. */
export async function httpTransport(entry: OutboxEntry): Promise<SendResult> {
  const endpoint = OUTBOX_ENDPOINTS[entry.endpoint as keyof typeof OUTBOX_ENDPOINTS];
  if (!endpoint) return { kind: 'rejected', status: 400, message: `Unknown call ${entry.endpoint}` };
  try {
    const payload = await call(endpoint, {
      params: entry.params as never,
      body: entry.body as never,
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
