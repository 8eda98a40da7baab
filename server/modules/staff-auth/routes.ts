import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { ErrorCode } from '../../../src/contract/envelope.ts';
import type { SignInRecord } from '../../../src/contract/staff.ts';
import { RateLimiter } from '../../auth/rate-limit.ts';
import {
  clearSessionCookie,
  deleteSessionByToken,
  readSessionToken,
  setSessionCookie,
} from '../../auth/sessions.ts';
import { VersionedCache } from '../../db/changes.ts';
import { tooMany } from '../../http/errors.ts';
import { type RouteDeps, route } from '../../http/route.ts';
import { issueOtp, signInRecords, switchSalon, verifyOtp } from './service.ts';

export interface StaffAuthDeps extends RouteDeps {
  demo: boolean;
  otpLimitPerPhone: number;
  otpLimitPerIp: number;
  otpWindowMs: number;
  /** Sends a code to a phone. Without an SMS provider the server can only log that it could not. */
  deliverOtp: (phone: string, code: string) => Promise<void>;
}

function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Sign-in calls write outside the request transaction and keep their writes when they fail (a wrong
 * code counts even though it is answered with 400), so their Idempotency-Key answers are recorded after
 * the handler rather than atomically with it.
 */
const signInRoute: typeof route = (app, deps, e, handler) =>
  route(app, deps, e, handler, { idempotency: 'record-after' });

export function staffAuthRoutes(app: FastifyInstance, deps: StaffAuthDeps): void {
  const perPhone = new RateLimiter(deps.otpLimitPerPhone, deps.otpWindowMs);
  const perIp = new RateLimiter(deps.otpLimitPerIp, deps.otpWindowMs);

  // The sign-in directory is reused until a staff or shop row changes.
  const directory = new VersionedCache<SignInRecord[]>(deps.changes, ['staff', 'shops'], 5000);
  route(app, deps, endpoints.signInByPhone, async ({ params }) =>
    directory.get(params.phone, () => signInRecords(deps.db, params.phone)),
  );

  signInRoute(app, deps, endpoints.generateOtp, async ({ body, req }) => {
    const wait = Math.max(perIp.hit(req.ip), perPhone.hit(body.phone));
    if (wait > 0) {
      throw tooMany(`Too many code requests. Try again in ${waitText(wait)}.`, ErrorCode.rateLimited);
    }
    const { staffId, code } = await issueOtp(deps.db, body.phone, body.shopId, deps.now());
    await deps.deliverOtp(body.phone, code);
    return deps.demo ? { staffId, demoCode: code } : { staffId };
  });

  signInRoute(app, deps, endpoints.verifyOtp, async ({ body, req, reply }) => {
    const { token, session } = await verifyOtp(deps.db, body, deps.now());
    const previous = readSessionToken(req);
    if (previous) await deleteSessionByToken(deps.db, previous);
    setSessionCookie(req, reply, token);
    return session;
  });

  signInRoute(app, deps, endpoints.switchSalon, async ({ body, req, reply }, session) => {
    const next = await switchSalon(deps.db, session.phone, body.shopId, deps.now());
    const previous = readSessionToken(req);
    if (previous) await deleteSessionByToken(deps.db, previous);
    setSessionCookie(req, reply, next.token);
    return next.session;
  });

  signInRoute(app, deps, endpoints.logout, async ({ req, reply }) => {
    const token = readSessionToken(req);
    if (token) await deleteSessionByToken(deps.db, token);
    clearSessionCookie(reply);
    return true;
  });
}
