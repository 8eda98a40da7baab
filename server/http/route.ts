import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { BASE_PATH, type Endpoint } from '../../src/contract/endpoints.ts';
import { ErrorCode, SUCCESS_CODE } from '../../src/contract/envelope.ts';
import { readSessionToken, type SessionCache, type SessionContext } from '../auth/sessions.ts';
import type { ChangeFeed } from '../db/changes.ts';
import type { Db, Executor } from '../db/connect.ts';
import { idempotencyRecords } from '../db/schema.ts';
import { forbidden, HttpError, unauthorized } from './errors.ts';
import { parseOr400 } from './validate.ts';

export const API_KEY_HEADER = 'x-api-key';
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The parsed type of an optional schema slot (non-distributive, so a defined slot is never `| undefined`). */
type Out<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends z.core.$ZodType
    ? z.output<NonNullable<S>>
    : undefined;

export interface Handled<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  req: FastifyRequest;
  reply: FastifyReply;
  /**
   * What the handler must read and write with. On a mutating call with an Idempotency-Key it is the
   * request's transaction: the handler's writes and the stored answer commit together, and a 4xx rolls
   * the writes back. Otherwise it is the database. Inside a handler never use `deps.db`: on the embedded
   * database a query outside the open transaction waits for that transaction to end, which never comes.
   */
  db: Executor;
}

/** How a mutating route honours Idempotency-Key. */
export interface RouteOptions {
  /**
   * `atomic` (the default): the handler runs in one transaction with the stored answer (exactly once).
   * `record-after`: the handler runs on the database outside any transaction and keeps its writes even
   * when it fails (sign-in calls: a wrong code must count even when it is answered with 400); its answer
   * is stored afterwards, first answer wins.
   */
  idempotency?: 'atomic' | 'record-after';
}

export type SessionFor<E extends Endpoint> = E['access'] extends 'public'
  ? SessionContext | null
  : SessionContext;

export interface RouteDeps {
  db: Db;
  now: () => Date;
  /** Table versions from the database's change notifications, for exact caches. */
  changes: ChangeFeed;
  /** Sessions by token, reused until a session, staff or shop row changes. */
  sessions: SessionCache;
}

/**
 * Registers one contract endpoint: validates params, query and body with the contract's schemas,
 * enforces its access rule, honours Idempotency-Key on mutating calls and wraps the answer in the envelope.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  deps: RouteDeps,
  e: E,
  handler: (input: Handled<E>, session: SessionFor<E>) => Promise<z.output<E['response']>>,
  options: RouteOptions = {},
): void {
  app.route({
    method: e.method,
    url: `${BASE_PATH[e.base]}${e.path}`,
    handler: async (req, reply) => {
      const session = await resolveSession(deps, e, req);
      const input = {
        params: (e.params ? parseOr400(e.params, req.params, 'path') : undefined) as Out<E['params']>,
        query: (e.query ? parseOr400(e.query, req.query, 'query') : undefined) as Out<E['query']>,
        body: (e.body ? parseOr400(e.body, req.body ?? {}, 'body') : undefined) as Out<E['body']>,
        req,
        reply,
      };
      const run = async (db: Executor) => {
        const payload = await handler({ ...input, db }, session as SessionFor<E>);
        return { code: SUCCESS_CODE, message: 'OK', payload };
      };
      const key = req.headers[IDEMPOTENCY_HEADER];
      if (e.method !== 'GET' && typeof key === 'string') {
        const keyed = keyedRequest(req, key, session);
        return options.idempotency === 'record-after'
          ? recordAfter(deps, reply, keyed, run)
          : atomic(deps, reply, keyed, run);
      }
      return run(deps.db);
    },
  });
}

async function resolveSession(
  deps: RouteDeps,
  e: Endpoint,
  req: FastifyRequest,
): Promise<SessionContext | null> {
  const token = readSessionToken(req);
  const session = token ? await deps.sessions.find(token, deps.now()) : null;
  if (e.access === 'public') return session;
  if (!session) throw unauthorized();
  const apiKey = req.headers[API_KEY_HEADER];
  if (typeof apiKey === 'string' && apiKey !== '' && apiKey !== session.apiKey) {
    throw forbidden('This request names another salon than the one you are signed in to.');
  }
  if (e.access === 'manager' && !session.isManager) throw forbidden('Only managers can do this.');
  return session;
}

/** A mutating request that carries an Idempotency-Key. */
interface KeyedRequest {
  scope: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
}

interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  response: unknown;
}

function keyedRequest(req: FastifyRequest, key: string, session: SessionContext | null): KeyedRequest {
  if (key.length === 0 || key.length > 200)
    throw new HttpError(400, ErrorCode.validation, 'Idempotency-Key must be 1 to 200 characters');
  const requestHash = createHash('sha256')
    .update(`${req.method} ${req.url} ${JSON.stringify(req.body ?? null)}`)
    .digest('hex');
  return {
    scope: session ? `staff:${session.staffId}` : `ip:${req.ip}`,
    key,
    method: req.method,
    path: req.url.split('?')[0] ?? req.url,
    requestHash,
  };
}

async function findAnswer(db: Executor, k: KeyedRequest): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select({
      requestHash: idempotencyRecords.requestHash,
      statusCode: idempotencyRecords.statusCode,
      response: idempotencyRecords.response,
    })
    .from(idempotencyRecords)
    .where(and(eq(idempotencyRecords.scope, k.scope), eq(idempotencyRecords.key, k.key)))
    .limit(1);
  return row;
}

/**
 * Stores the answer for the key; false when an answer is already stored (on PostgreSQL the insert
 * waits for a concurrent transaction holding the same key, and is false once that one commits).
 */
async function storeAnswer(
  db: Executor,
  k: KeyedRequest,
  statusCode: number,
  response: unknown,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyRecords)
    .values({
      scope: k.scope,
      key: k.key,
      method: k.method,
      path: k.path,
      requestHash: k.requestHash,
      statusCode,
      // Stored as JSON text (a jsonb string): jsonb would reorder the keys, and a replay must give the
      // very same bytes as the first answer.
      response: JSON.stringify(response),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyRecords.key });
  return inserted.length > 0;
}

function replay(reply: FastifyReply, k: KeyedRequest, stored: StoredAnswer): unknown {
  if (stored.requestHash !== k.requestHash) {
    throw new HttpError(
      422,
      ErrorCode.validation,
      'This Idempotency-Key was already used for a different request.',
    );
  }
  reply.header('idempotent-replay', 'true');
  reply.code(stored.statusCode);
  return typeof stored.response === 'string' ? JSON.parse(stored.response) : stored.response;
}

/** Replays the answer a concurrent request with the same key stored first. */
async function replayWinner(db: Db, reply: FastifyReply, k: KeyedRequest): Promise<unknown> {
  const stored = await findAnswer(db, k);
  if (!stored) {
    throw new HttpError(
      409,
      ErrorCode.conflict,
      'Another request with this Idempotency-Key is being handled. Try again.',
    );
  }
  return replay(reply, k, stored);
}

const isClientError = (err: unknown): err is HttpError => err instanceof HttpError && err.status < 500;
const errorBody = (err: HttpError) => ({ code: err.code, message: err.message, payload: null });

/** Thrown inside the transaction when a concurrent request stored an answer for the same key first. */
class LostRace extends Error {}

/**
 * Exactly once: looks the key up, runs the handler and stores its answer in ONE transaction, so a
 * crash stores nothing and changes nothing, and of two concurrent duplicates only one commits (the
 * other's insert of the answer conflicts, its transaction rolls back and it replays the winner).
 * A 4xx rolls the handler's writes back and is then stored on its own, so a repeat gets the same 4xx.
 * Server errors are not stored: a repeat runs again.
 */
async function atomic(
  deps: RouteDeps,
  reply: FastifyReply,
  k: KeyedRequest,
  run: (db: Executor) => Promise<unknown>,
): Promise<unknown> {
  let handlerError: unknown;
  let outcome: { stored: StoredAnswer } | { body: unknown };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const stored = await findAnswer(tx, k);
      if (stored) return { stored };
      let body: unknown;
      try {
        body = await run(tx);
      } catch (err) {
        handlerError = err;
        throw err;
      }
      if (!(await storeAnswer(tx, k, 200, body, deps.now()))) throw new LostRace();
      return { body };
    });
  } catch (err) {
    if (err instanceof LostRace) return replayWinner(deps.db, reply, k);
    if (err !== handlerError || !isClientError(err)) throw err;
    const body = errorBody(err);
    if (!(await storeAnswer(deps.db, k, err.status, body, deps.now())))
      return replayWinner(deps.db, reply, k);
    reply.code(err.status);
    return body;
  }
  if ('stored' in outcome) return replay(reply, k, outcome.stored);
  return outcome.body;
}

/**
 * For handlers whose writes must stay even when they fail (sign-in): replays a stored answer, else runs
 * the handler on the database and stores its answer afterwards (success or 4xx; first answer wins).
 */
async function recordAfter(
  deps: RouteDeps,
  reply: FastifyReply,
  k: KeyedRequest,
  run: (db: Executor) => Promise<unknown>,
): Promise<unknown> {
  const stored = await findAnswer(deps.db, k);
  if (stored) return replay(reply, k, stored);
  let status = 200;
  let body: unknown;
  try {
    body = await run(deps.db);
  } catch (err) {
    if (!isClientError(err)) throw err;
    status = err.status;
    body = errorBody(err);
  }
  await storeAnswer(deps.db, k, status, body, deps.now());
  reply.code(status);
  return body;
}
