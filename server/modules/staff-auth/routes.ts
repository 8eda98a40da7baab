import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { ErrorCode } from '../../../src/contract/envelope.ts';
import { RateLimiter, type RateLimitStore, waitText } from '../../auth/rate-limit.ts';
import {
  clearSessionCookie,
  deleteSessionByToken,
  readSessionToken,
  setSessionCookie,
} from '../../auth/sessions.ts';
import { ALL_SALONS } from '../../db/changes.ts';
import { tooMany } from '../../errors.ts';
import { cachedRoute } from '../../http/cached-route.ts';
import { type RouteDeps, route } from '../../http/route.ts';
import { issueOtp, signInRecords, switchSalon, verifyOtp } from './service.ts';

export interface StaffAuthDeps extends RouteDeps {
  demo: boolean;
  otpLimitPerPhone: number;
  otpLimitPerIp: number;
  otpWindowMs: number;
  /** Code requests per phone from all addresses together, in `otpPhoneCapWindowMs`. */
  otpPhoneCap: number;
  otpPhoneCapWindowMs: number;
  /** verifyOtp calls per client address and per staff member, in `otpWindowMs`. */
  verifyLimitPerIp: number;
  verifyLimitPerStaff: number;
  /** Sign-in lookups per client address, in `otpWindowMs`. */
  lookupLimitPerIp: number;
  /** Where the limits above count requests. */
  rateLimits: RateLimitStore;
  /** Sends a code to a phone. Without an SMS provider the server can only log that it could not. */
  deliverOtp: (phone: string, code: string) => Promise<void>;
}

/**
 * Sign-in calls write outside the request transaction and keep their writes when they fail (a wrong
 * code counts even though it is answered with 400), so their Idempotency-Key answers are recorded after
 * the handler rather than atomically with it.
 */
const signInRoute: typeof route = (app, deps, e, handler) =>
  route(app, deps, e, handler, { idempotency: 'record-after' });

export function staffAuthRoutes(app: FastifyInstance, deps: StaffAuthDeps): void {
  // Code requests: per address, per phone at that address, and per phone from everywhere over a short
  // window (docs/decisions.md "Security": no address can spend another's budget for long).
  // Counted in the database, so every instance counts together, or in memory on the embedded database
  // (server/auth/rate-limit.ts).
  const perIp = new RateLimiter('otp-ip', deps.otpLimitPerIp, deps.otpWindowMs);
  const perPhoneAtIp = new RateLimiter('otp-phone-ip', deps.otpLimitPerPhone, deps.otpWindowMs);
  const perPhone = new RateLimiter('otp-phone', deps.otpPhoneCap, deps.otpPhoneCapWindowMs);
  const verifyPerIp = new RateLimiter('verify-ip', deps.verifyLimitPerIp, deps.otpWindowMs);
  const verifyPerStaff = new RateLimiter('verify-staff', deps.verifyLimitPerStaff, deps.otpWindowMs);
  const lookupPerIp = new RateLimiter('lookup-ip', deps.lookupLimitPerIp, deps.otpWindowMs);

  // The sign-in directory is reused until a staff or shop row changes; a phone may be in several salons.
  cachedRoute(
    app,
    deps,
    endpoints.signInByPhone,
    { tables: ['staff', 'shops'], maxEntries: 5000 },
    async ({ params, req, db }, _session, cached) => {
      const wait = await deps.rateLimits.admit(db, deps.now().getTime(), [[lookupPerIp, req.ip]]);
      if (wait > 0) throw tooMany(`Too many phone lookups. Try again in ${waitText(wait)}.`);
      return cached(ALL_SALONS, [params.phone], () => signInRecords(deps.db, params.phone));
    },
  );

  signInRoute(app, deps, endpoints.generateOtp, async ({ body, req, db }) => {
    const wait = await deps.rateLimits.admit(db, deps.now().getTime(), [
      [perIp, req.ip],
      [perPhoneAtIp, `${body.phone} ${req.ip}`],
      [perPhone, body.phone],
    ]);
    if (wait > 0) {
      throw tooMany(`Too many code requests. Try again in ${waitText(wait)}.`, ErrorCode.rateLimited);
    }
    const { staffId, code } = await issueOtp(deps.db, body.phone, body.shopId, deps.now());
    await deps.deliverOtp(body.phone, code);
    return deps.demo ? { staffId, demoCode: code } : { staffId };
  });

  signInRoute(app, deps, endpoints.verifyOtp, async ({ body, req, reply, db }) => {
    const wait = await deps.rateLimits.admit(db, deps.now().getTime(), [
      [verifyPerIp, req.ip],
      [verifyPerStaff, String(body.staffId)],
    ]);
    if (wait > 0) {
      throw tooMany(`Too many sign-in attempts. Try again in ${waitText(wait)}.`, ErrorCode.rateLimited);
    }
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
