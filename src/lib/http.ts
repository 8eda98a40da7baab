import ky, { isHTTPError, isNetworkError, isTimeoutError, type Options } from 'ky';
import * as z from 'zod/mini';
import {
  type BodyOf,
  buildPath,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '../contract/endpoint.ts';
import { ErrorCode, envelope, errorEnvelope } from '../contract/envelope.ts';
import { reportReachable } from './network-status.ts';
import { readApiKey } from './session.ts';

/** Every failure of a call: `status` 0 means the network failed (offline, timeout, refused). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  constructor(status: number, code: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

/** What an action that must reach the server now says offline: nothing is sent, what was typed stays. */
export const NEEDS_CONNECTION = 'This needs a connection: nothing was sent. Try again when online.';

/**
 * Runs an action that is sent at once rather than queued (money leaves the till, the server checks a
 * staff member is free): offline, or when the network fails on the way, it fails with NEEDS_CONNECTION.
 */
export async function sendNow<T>(action: () => Promise<T>): Promise<T> {
  if (!navigator.onLine) throw new ApiError(0, 0, NEEDS_CONNECTION);
  try {
    return await action();
  } catch (err) {
    if (err instanceof ApiError && err.isNetwork) throw new ApiError(0, 0, NEEDS_CONNECTION);
    throw err;
  }
}

const API_KEY_HEADER = 'X-Api-Key';

let onUnauthorized: () => void = () => {};

/** Spec: a 401 on any call removes the staff session; the app decides where to go next. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

const client = ky.create({
  credentials: 'same-origin',
  timeout: 15_000,
  retry: { limit: 1, methods: ['get'], statusCodes: [408, 502, 503, 504] },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        // A call that names its salon (the public booking page, by its address) keeps it.
        const apiKey = readApiKey();
        if (apiKey && !request.headers.has(API_KEY_HEADER)) request.headers.set(API_KEY_HEADER, apiKey);
      },
    ],
  },
});

export interface CallInput<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** Sent as Idempotency-Key on mutating calls, so a replay changes nothing twice. */
  idempotencyKey?: string;
  /** The salon the call is for, when not the session's (the public booking page's api key). */
  apiKey?: string;
  signal?: AbortSignal;
}

function searchParamsOf(query: unknown): Record<string, string> | undefined {
  if (!query || typeof query !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) out[k] = String(v);
  return out;
}

/** Sends one request and returns the validated payload of the envelope, or throws an ApiError. */
async function send<E extends Endpoint>(e: E, url: string, options: Options): Promise<ResponseOf<E>> {
  let raw: unknown;
  try {
    raw = await client(url, { method: e.method, ...options }).json();
  } catch (err) {
    const error = toApiError(err);
    reportReachable(!error.isNetwork);
    throw error;
  }
  reportReachable(true);
  const parsed = z.safeParse(envelope(e.response), raw);
  if (!parsed.success) {
    throw new ApiError(502, ErrorCode.internal, 'The server sent an answer this app does not understand.');
  }
  return parsed.data.payload as ResponseOf<E>;
}

const pathOf = <E extends Endpoint>(e: E, params: ParamsOf<E> | undefined) =>
  buildPath(e, params as Record<string, string | number> | undefined);

/** The single way the app talks to the server: one contract entry in, its validated payload out. */
export function call<E extends Endpoint>(e: E, input: CallInput<E> = {}): Promise<ResponseOf<E>> {
  return send(e, pathOf(e, input.params), {
    searchParams: searchParamsOf(input.query),
    json: input.body,
    headers: {
      ...(input.idempotencyKey ? { 'Idempotency-Key': input.idempotencyKey } : {}),
      ...(input.apiKey ? { [API_KEY_HEADER]: input.apiKey } : {}),
    },
    signal: input.signal,
  });
}

/** Sends a file as multipart form data (field `field`) to a contract endpoint. */
export function upload<E extends Endpoint>(
  e: E,
  input: {
    params?: ParamsOf<E>;
    field: string;
    file: Blob;
    fileName: string;
    /** The same key for a repeat of the same upload: the server stores the file once. */
    idempotencyKey?: string;
    signal?: AbortSignal;
  },
): Promise<ResponseOf<E>> {
  const form = new FormData();
  form.append(input.field, input.file, input.fileName);
  return send(e, pathOf(e, input.params), {
    body: form,
    headers: input.idempotencyKey ? { 'Idempotency-Key': input.idempotencyKey } : undefined,
    signal: input.signal,
    timeout: 120_000,
  });
}

function toApiError(err: unknown): ApiError {
  if (isHTTPError(err)) {
    const body = z.safeParse(errorEnvelope, err.data);
    const status = err.response.status;
    if (status === 401) onUnauthorized();
    return body.success
      ? new ApiError(status, body.data.code, body.data.message)
      : new ApiError(status, ErrorCode.internal, `The server answered ${status}.`);
  }
  if (isNetworkError(err) || isTimeoutError(err)) {
    return new ApiError(0, 0, 'Cannot reach the server. Check the connection.');
  }
  if (err instanceof DOMException && err.name === 'AbortError') throw err;
  return new ApiError(0, 0, err instanceof Error ? err.message : 'The request failed.');
}
