import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_POSITION } from '../../src/contract/staff.ts';
import { ALL_SALONS, type ChangeFeed, type VersionedCache } from '../db/changes.ts';
import type { Db } from '../db/connect.ts';
import { prepared } from '../db/prepared.ts';
import { sessions, shops, staff } from '../db/schema.ts';
import { newToken, sha256 } from './tokens.ts';

export const SESSION_COOKIE = 'cs_session';
export const SESSION_DAYS = 7;
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

/** Who is calling, as the server knows it from the session (never from client cookies). */
export interface SessionContext {
  sessionId: number;
  staffId: number;
  shopId: number;
  phone: string;
  isManager: boolean;
  apiKey: string;
  timezone: string;
}

export async function createSession(db: Db, staffId: number, shopId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    staffId,
    shopId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MS),
  });
  return token;
}

const sessionQuery = (db: Db) =>
  db
    .select({
      sessionId: sessions.id,
      staffId: staff.id,
      shopId: shops.id,
      phone: staff.phone,
      positionName: staff.positionName,
      active: staff.active,
      expiresAt: sessions.expiresAt,
      apiKey: shops.apiKey,
      timezone: shops.timezone,
    })
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.staffId))
    .innerJoin(shops, eq(shops.id, sessions.shopId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('find_session');

/** The session of a token (expired ones included: the caller checks `expiresAt`). */
async function loadSession(
  db: Db,
  tokenHash: string,
): Promise<(SessionContext & { expiresAt: Date }) | null> {
  const rows = await prepared(db, 'find_session', sessionQuery).execute({ tokenHash });
  const row = rows[0];
  if (!row?.active) return null;
  return {
    expiresAt: row.expiresAt,
    sessionId: row.sessionId,
    staffId: row.staffId,
    shopId: row.shopId,
    phone: row.phone,
    isManager: row.positionName === ADMIN_POSITION,
    apiKey: row.apiKey,
    timezone: row.timezone,
  };
}

/** Sessions by token hash, reused until a session, staff or shop row changes (ChangeFeed). */
export class SessionCache {
  private readonly cache: VersionedCache<(SessionContext & { expiresAt: Date }) | null>;
  private readonly db: Db;

  constructor(db: Db, feed: ChangeFeed) {
    this.db = db;
    this.cache = feed.cache({ name: 'sessions', tables: ['sessions', 'staff', 'shops'], maxEntries: 5000 });
  }

  async find(token: string, now: Date): Promise<SessionContext | null> {
    const tokenHash = sha256(token);
    const found = await this.cache.get(ALL_SALONS, [tokenHash], () => loadSession(this.db, tokenHash));
    if (!found || found.expiresAt.getTime() <= now.getTime()) return null;
    const { expiresAt: _expiresAt, ...session } = found;
    return session;
  }
}

/**
 * Which of `sessionIds` are still live at `now`: the session exists, has not expired and its staff
 * member is active (the rule of `SessionCache.find`), in one query whatever their number.
 */
export async function liveSessionIds(db: Db, sessionIds: readonly number[], now: Date): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.staffId))
    .innerJoin(shops, eq(shops.id, sessions.shopId))
    .where(and(inArray(sessions.id, [...sessionIds]), eq(staff.active, true), gt(sessions.expiresAt, now)));
  return new Set(rows.map((r) => r.id));
}

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

export function readSessionToken(req: FastifyRequest): string | undefined {
  const value = req.cookies[SESSION_COOKIE];
  return value && value.length <= 200 ? value : undefined;
}

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    path: '/',
    maxAge: SESSION_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
