import { createHash } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { type Access, BASE_PATH, type Endpoint } from '../../src/contract/endpoints.ts';
import { ErrorCode, SUCCESS_CODE } from '../../src/contract/envelope.ts';
import { readSessionToken, type SessionCache, type SessionContext } from '../auth/sessions.ts';
import type { ChangeFeed } from '../db/changes.ts';
import type { Db, Executor } from '../db/connect.ts';
import { idempotencyRecords } from '../db/schema.ts';
import { conflict, forbidden, unauthenticated } from '../errors.ts';
import { HttpError, type Refusal, refusalOf } from './errors.ts';
import { idempotencyCutoff, idempotencyKeyOf } from './idempotency.ts';
import { ReadyJson } from './ready-json.ts';
import { parseOr400 } from './validate.ts';

export const API_KEY_HEADER = 'x-api-key';
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer replayed from a stored one. */
const REPLAY_HEADER = 'idempotent-replay';
/** The envelope of a successful answer around its payload's JSON (as `JSON.stringify` writes it). */
const ENVELOPE_HEAD = Buffer.from(`{"code":${JSON.stringify(SUCCESS_CODE)},"message":"OK","payload":`);
const ENVELOPE_TAIL = Buffer.from('}');

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
  /**
   * Runs `write` (the call's writes, which give its answer) on `db`. For a `commit-step` route with an
   * Idempotency-Key it is the one transaction of the write and the stored answer, and `fingerprint`
   * (e.g. a hash of an uploaded file) tells this request from another with the same key.
   */
  commit: <T>(write: (db: Executor) => Promise<T>, fingerprint?: string) => Promise<T>;
  /**
   * Runs `task` once the call's writes are committed, before the answer is sent (live messages: a
   * subscriber that reloads at once sees the change). Tasks of a handler that fails, or whose answer is
   * a replay of a stored one, never run; a failing task is logged and does not change the answer.
   */
  afterCommit: (task: () => Promise<unknown>) => void;
}

/** How a mutating route honours Idempotency-Key (only a signed-in caller's keys are kept: see `route`). */
export interface RouteOptions {
  /**
   * `atomic` (the default): the handler runs in one transaction with the stored answer (exactly once).
   * `record-after`: the handler runs on the database outside any transaction and keeps its writes even
   * when it fails (sign-in calls: a wrong code must count even when it is answered with 400); its answer
   * is stored afterwards, first answer wins.
   * `commit-step`: the handler first does its long, write-free work on the database (reading an upload
   * as it streams in), then calls `commit` once with its writes: with a key, `commit` runs them and
   * stores the answer in one short transaction, or replays the answer stored for the key instead. A
   * refusal is not stored (a repeat is read and checked again).
   * `not-honoured`: the key is ignored and the handler runs on the database.
   */
  idempotency?: 'atomic' | 'record-after' | 'commit-step' | 'not-honoured';
  /** A larger body limit than the API's 64 KB, in bytes (a call that carries images as base64). */
  bodyLimit?: number;
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
  handler: (
    input: Handled<E>,
    session: SessionFor<E>,
  ) => Promise<z.output<E['response']> | ReadyJson<z.output<E['response']>>>,
  options: RouteOptions = {},
): void {
  app.route({
    method: e.method,
    url: `${BASE_PATH[e.base]}${e.path}`,
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    handler: async (req, reply) => {
      const session = await sessionFor(deps, e.access, req);
      const key = idempotencyKeyOf(req.headers[IDEMPOTENCY_HEADER]);
      const input = {
        params: (e.params ? parseOr400(e.params, req.params, 'path') : undefined) as Out<E['params']>,
        query: (e.query ? parseOr400(e.query, req.query, 'query') : undefined) as Out<E['query']>,
        body: (e.body ? parseOr400(e.body, req.body ?? {}, 'body') : undefined) as Out<E['body']>,
        req,
        reply,
      };
      // The tasks of the handler's last successful run (a run that fails leaves none).
      let committedTasks: (() => Promise<unknown>)[] = [];
      const run = async (db: Executor, commit: Handled<E>['commit'] = (write) => write(db)) => {
        const tasks: (() => Promise<unknown>)[] = [];
        const afterCommit = (task: () => Promise<unknown>) => {
          tasks.push(task);
        };
        const payload = await handler({ ...input, db, commit, afterCommit }, session as SessionFor<E>);
        committedTasks = tasks;
        if (payload instanceof ReadyJson) {
          // A read's answer already written as JSON: the envelope's bytes around it, sent as they are.
          if (e.method !== 'GET') throw new Error(`Only reads answer ready JSON: ${e.method} ${e.path}`);
          reply.header('content-type', 'application/json; charset=utf-8');
          return Buffer.concat([ENVELOPE_HEAD, ...payload.parts, ENVELOPE_TAIL]);
        }
        return { code: SUCCESS_CODE, message: 'OK', payload };
      };
      if (e.method === 'GET') return run(deps.db);
      const respond = () => {
        // Only a signed-in caller's writes are remembered: anyone could fill the table through a public
        // call, and a public call's answer may hold what must not be kept (a demo sign-in code).
        if (session && e.access !== 'public' && key !== undefined) {
          const keyed = keyedRequest(req, key, session);
          if (options.idempotency === 'record-after') return recordAfter(deps, reply, keyed, run);
          if (options.idempotency === 'commit-step') return commitStep(deps, reply, keyed, run);
          if (options.idempotency !== 'not-honoured') return atomic(deps, reply, keyed, run);
        }
        return run(deps.db);
      };
      const answer = await respond();
      // The next request to this server sees the write (on PostgreSQL: ChangeFeed.settled).
      await deps.changes.settled();
      // A replayed answer was the first request's, whose tasks already ran.
      if (reply.getHeader(REPLAY_HEADER) === undefined) {
        for (const task of committedTasks) await task().catch((err: unknown) => req.log.error(err));
      }
      return answer;
    },
  });
}

/**
 * The caller's session as an endpoint of `access` needs it: any (or none) for public calls; otherwise
 * 401 without a live session, 403 when the X-Api-Key header names another salon, and 403 for a
 * non-manager on a manager call. Routes get it from `route()`; a route that answers with something
 * other than the envelope (a file) calls it itself.
 */
export function sessionFor(
  deps: Pick<RouteDeps, 'sessions' | 'now'>,
  access: Exclude<Access, 'public'>,
  req: FastifyRequest,
): Promise<SessionContext>;
export function sessionFor(
  deps: Pick<RouteDeps, 'sessions' | 'now'>,
  access: Access,
  req: FastifyRequest,
): Promise<SessionContext | null>;
export async function sessionFor(
  deps: Pick<RouteDeps, 'sessions' | 'now'>,
  access: Access,
  req: FastifyRequest,
): Promise<SessionContext | null> {
  const token = readSessionToken(req);
  const session = token ? await deps.sessions.find(token, deps.now()) : null;
  if (access === 'public') return session;
  if (!session) throw unauthenticated();
  const apiKey = req.headers[API_KEY_HEADER];
  if (typeof apiKey === 'string' && apiKey !== '' && apiKey !== session.apiKey) {
    throw forbidden('This request names another salon than the one you are signed in to.');
  }
  if (access === 'manager' && !session.isManager) throw forbidden('Only managers can do this.');
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

function keyedRequest(req: FastifyRequest, key: string, session: SessionContext): KeyedRequest {
  const requestHash = createHash('sha256')
    .update(`${req.method} ${req.url} ${JSON.stringify(req.body ?? null)}`)
    .digest('hex');
  return {
    scope: `staff:${session.staffId}`,
    key,
    method: req.method,
    path: req.url.split('?')[0] ?? req.url,
    requestHash,
  };
}

/** The answer stored for the key within the last IDEMPOTENCY_KEEP_MS (an older one is forgotten). */
async function findAnswer(db: Executor, k: KeyedRequest, now: Date): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select({
      requestHash: idempotencyRecords.requestHash,
      statusCode: idempotencyRecords.statusCode,
      response: idempotencyRecords.response,
    })
    .from(idempotencyRecords)
    .where(
      and(
        eq(idempotencyRecords.scope, k.scope),
        eq(idempotencyRecords.key, k.key),
        gt(idempotencyRecords.createdAt, idempotencyCutoff(now)),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Stores the answer for the key; false when an answer is already stored (on PostgreSQL the insert
 * waits for a concurrent transaction holding the same key, and is false once that one commits).
 * An answer kept past IDEMPOTENCY_KEEP_MS is replaced.
 */
async function storeAnswer(
  db: Executor,
  k: KeyedRequest,
  statusCode: number,
  response: unknown,
  now: Date,
): Promise<boolean> {
  const record = {
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
  };
  const inserted = await db
    .insert(idempotencyRecords)
    .values(record)
    // A forgotten answer (older than IDEMPOTENCY_KEEP_MS, not yet purged) gives way to the new one.
    .onConflictDoUpdate({
      target: [idempotencyRecords.scope, idempotencyRecords.key],
      set: record,
      setWhere: lte(idempotencyRecords.createdAt, idempotencyCutoff(now)),
    })
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
  reply.header(REPLAY_HEADER, 'true');
  reply.code(stored.statusCode);
  return typeof stored.response === 'string' ? JSON.parse(stored.response) : stored.response;
}

/** Replays the answer a concurrent request with the same key stored first. */
async function replayWinner(deps: RouteDeps, reply: FastifyReply, k: KeyedRequest): Promise<unknown> {
  return replay(reply, k, await winnerOf(deps, k));
}

/** The answer a concurrent request with the same key stored first. */
async function winnerOf(deps: RouteDeps, k: KeyedRequest): Promise<StoredAnswer> {
  const stored = await findAnswer(deps.db, k, deps.now());
  if (!stored) {
    throw conflict('Another request with this Idempotency-Key is being handled. Try again.');
  }
  return stored;
}

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
      const stored = await findAnswer(tx, k, deps.now());
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
    if (err instanceof LostRace) return replayWinner(deps, reply, k);
    const refusal: Refusal | undefined = err === handlerError ? refusalOf(err) : undefined;
    if (!refusal) throw err;
    if (!(await storeAnswer(deps.db, k, refusal.status, refusal.body, deps.now())))
      return replayWinner(deps, reply, k);
    reply.code(refusal.status);
    return refusal.body;
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
  const stored = await findAnswer(deps.db, k, deps.now());
  if (stored) return replay(reply, k, stored);
  let status = 200;
  let body: unknown;
  try {
    body = await run(deps.db);
  } catch (err) {
    const refusal = refusalOf(err);
    if (!refusal) throw err;
    status = refusal.status;
    body = refusal.body;
  }
  await storeAnswer(deps.db, k, status, body, deps.now());
  reply.code(status);
  return body;
}

/** Thrown out of `commit` to answer with the answer stored for the key instead of the handler's. */
class Replay extends Error {
  readonly keyed: KeyedRequest;
  readonly stored: StoredAnswer;
  constructor(keyed: KeyedRequest, stored: StoredAnswer) {
    super('replay');
    this.keyed = keyed;
    this.stored = stored;
  }
}

/**
 * For handlers that read a long body before writing (an upload): the handler runs on the database and
 * calls `commit` once with its writes, which then run in ONE short transaction with the stored answer
 * (or, when an answer is stored for the key, give way to it: the handler's `finally` cleans up and the
 * stored answer is replayed). The file's fingerprint joins the request hash, so the same key with
 * another file is a 422. Refusals and server errors are not stored: a repeat runs again.
 */
async function commitStep(
  deps: RouteDeps,
  reply: FastifyReply,
  k: KeyedRequest,
  run: (db: Executor, commit: Handled<Endpoint>['commit']) => Promise<unknown>,
): Promise<unknown> {
  const commit: Handled<Endpoint>['commit'] = async (write, fingerprint) => {
    const keyed =
      fingerprint === undefined
        ? k
        : { ...k, requestHash: createHash('sha256').update(`${k.requestHash} ${fingerprint}`).digest('hex') };
    try {
      return await deps.db.transaction(async (tx) => {
        const stored = await findAnswer(tx, keyed, deps.now());
        if (stored) throw new Replay(keyed, stored);
        const payload = await write(tx);
        const body = { code: SUCCESS_CODE, message: 'OK', payload };
        if (!(await storeAnswer(tx, keyed, 200, body, deps.now()))) throw new LostRace();
        return payload;
      });
    } catch (err) {
      if (err instanceof LostRace) throw new Replay(keyed, await winnerOf(deps, keyed));
      throw err;
    }
  };
  try {
    return await run(deps.db, commit);
  } catch (err) {
    if (err instanceof Replay) return replay(reply, err.keyed, err.stored);
    throw err;
  }
}
