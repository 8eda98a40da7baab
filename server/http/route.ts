import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { BASE_PATH, type Endpoint } from '../../src/contract/endpoints.ts';
import { SUCCESS_CODE } from '../../src/contract/envelope.ts';
import { readSessionToken, type SessionCache, type SessionContext } from '../auth/sessions.ts';
import type { ChangeFeed } from '../db/changes.ts';
import type { Db } from '../db/connect.ts';
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
      const run = async () => {
        const payload = await handler(input, session as SessionFor<E>);
        return { code: SUCCESS_CODE, message: 'OK', payload };
      };
      const key = req.headers[IDEMPOTENCY_HEADER];
      if (e.method !== 'GET' && typeof key === 'string') {
        return idempotent(deps, req, reply, key, session, run);
      }
      return run();
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

/** Replays the first answer for a repeated Idempotency-Key; stores answers that are not server errors. */
async function idempotent(
  deps: RouteDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  key: string,
  session: SessionContext | null,
  run: () => Promise<unknown>,
): Promise<unknown> {
  if (key.length === 0 || key.length > 200)
    throw new HttpError(400, 1000, 'Idempotency-Key must be 1 to 200 characters');
  const scope = session ? `staff:${session.staffId}` : `ip:${req.ip}`;
  const path = req.url.split('?')[0] ?? req.url;
  const requestHash = createHash('sha256')
    .update(`${req.method} ${req.url} ${JSON.stringify(req.body ?? null)}`)
    .digest('hex');
  const where = and(eq(idempotencyRecords.scope, scope), eq(idempotencyRecords.key, key));
  const [previous] = await deps.db.select().from(idempotencyRecords).where(where).limit(1);
  if (previous) {
    if (previous.requestHash !== requestHash) {
      throw new HttpError(422, 1000, 'This Idempotency-Key was already used for a different request.');
    }
    reply.header('idempotent-replay', 'true');
    reply.code(previous.statusCode);
    return previous.response;
  }
  let status = 200;
  let body: unknown;
  try {
    body = await run();
  } catch (err) {
    if (!(err instanceof HttpError) || err.status >= 500) throw err;
    status = err.status;
    body = { code: err.code, message: err.message, payload: null };
  }
  await deps.db
    .insert(idempotencyRecords)
    .values({
      scope,
      key,
      method: req.method,
      path,
      requestHash,
      statusCode: status,
      response: body,
      createdAt: deps.now(),
    })
    .onConflictDoNothing();
  reply.code(status);
  return body;
}
