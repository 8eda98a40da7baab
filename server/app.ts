import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { endpoints } from '../src/contract/endpoints.ts';
import { ErrorCode } from '../src/contract/envelope.ts';
import {
  databaseRateLimits,
  LIMIT_DEFAULTS,
  PUBLIC_LIMIT_DEFAULTS,
  type PublicLimits,
  purgeRateLimitHits,
  RATE_LIMIT_SWEEP_MS,
  type RateLimitStore,
} from './auth/rate-limit.ts';
import { SESSION_COOKIE, SessionCache } from './auth/sessions.ts';
import { loadConfig, type TrustProxy } from './config.ts';
import type { ChangeFeed } from './db/changes.ts';
import type { Db } from './db/connect.ts';
import {
  type ConnectionLimits,
  capConnections,
  connectionOptions,
  DEFAULT_CONNECTION_LIMITS,
  limitBodyTime,
} from './http/connection-limits.ts';
import { answerRouterError, refusalOf } from './http/errors.ts';
import { sweepIdempotencyRecords, sweepWhileOpen } from './http/idempotency.ts';
import { route } from './http/route.ts';
import { securityHeaders } from './http/security-headers.ts';
import { appointmentRoutes, publicBookingRoutes } from './modules/appointments/index.ts';
import { customerRoutes } from './modules/customers/index.ts';
import { demoRoutes } from './modules/demo/index.ts';
import { type DrawStaffHome, loadStaffHomeDrawing, staffHomePage } from './modules/first-screen/index.ts';
import { galleryRoutes } from './modules/gallery/index.ts';
import { incomeRoutes } from './modules/income/index.ts';
import { marketingRoutes } from './modules/marketing/index.ts';
import { mediaRoutes } from './modules/media/index.ts';
import { reportRoutes } from './modules/reports/index.ts';
import { salaryRoutes } from './modules/salaries/index.ts';
import { shopRoutes } from './modules/shop/index.ts';
import { staffAuthRoutes } from './modules/staff-auth/index.ts';
import { ticketRoutes } from './modules/tickets/index.ts';
import { brokerRoutes, type LiveLimits, WEBSOCKET_OPTIONS } from './realtime/broker.ts';
import { EventBus } from './realtime/bus.ts';

export interface AppOptions {
  db: Db;
  /** The database's change notifications (ChangeFeed.start), which keep the server's caches exact. */
  changes: ChangeFeed;
  demo: boolean;
  otpLimitPerPhone?: number;
  otpLimitPerIp?: number;
  otpWindowMs?: number;
  /**
   * Where the sign-in and upload limits count requests: the database (the default: every instance on it
   * counts together) or this process's memory (`MemoryRateLimits`, for the embedded database).
   */
  rateLimits?: RateLimitStore;
  /** The other sign-in and upload limits (defaults: LIMIT_DEFAULTS in server/auth/rate-limit.ts). */
  otpPhoneCap?: number;
  otpPhoneCapWindowMs?: number;
  verifyLimitPerIp?: number;
  verifyLimitPerStaff?: number;
  lookupLimitPerIp?: number;
  uploadLimitPerHour?: number;
  /** The public booking page's limits per client address and per salon (default PUBLIC_LIMIT_DEFAULTS). */
  publicLimits?: Partial<PublicLimits>;
  /** Folder of the built app; served with an index.html fallback when it exists. */
  staticDir?: string | undefined;
  /**
   * The server's drawing of the staff home for a first visit (server/modules/first-screen/); by default
   * the built one beside `staticDir` (dist-ssr/), if built. `null`: none (the page as built).
   */
  drawStaffHome?: DrawStaffHome | null;
  /** The server's one clock (server/clock.ts): everything that asks for the time asks it. */
  now: () => Date;
  logger?: FastifyServerOptions['logger'];
  deliverOtp?: (phone: string, code: string) => Promise<void>;
  /** The live-update bus (one per app unless given); ticket changes are published on it. */
  bus?: EventBus;
  /** STOMP heart-beat period the server offers and asks for, in ms (default 10 000; tests use less). */
  stompHeartbeatMs?: number;
  /** Live connections per session, idle limit, session expiry check (defaults: DEFAULT_LIVE_LIMITS). */
  live?: Partial<LiveLimits>;
  /** Folder of uploaded gallery files (default: the config's, DATA_DIR/uploads). */
  uploadDir?: string;
  /** How often old Idempotency-Key answers are deleted, in ms (default hourly; tests use less). */
  idempotencySweepMs?: number;
  /** Request, header, idle and keep-alive timeouts and the connection cap (defaults: DEFAULT_CONNECTION_LIMITS). */
  limits?: Partial<ConnectionLimits>;
  /** Proxies in front whose X-Forwarded-* headers count (config.ts TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
}

/** JSON bodies of the API are small; uploads use their own, larger limit. */
const BODY_LIMIT = 64 * 1024;

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...opts.limits };
  const app = Fastify({
    ...connectionOptions(limits),
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // Errors are logged; one line per request would drown them.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors: answerRouterError,
    trustProxy: opts.trustProxy ?? false,
  });
  capConnections(app, limits, opts.trustProxy ?? false);
  limitBodyTime(app, limits);
  const now = opts.now;
  await app.register(fastifyCookie);
  // Before any route: it intercepts upgrades to routes (only /ws accepts one).
  await app.register(fastifyWebsocket, { options: WEBSOCKET_OPTIONS });

  securityHeaders(app);

  // Every refusal is mapped to its status and envelope here, once (services throw DomainError).
  app.setErrorHandler((err, req, reply) => {
    const refusal = refusalOf(err);
    if (refusal) return reply.code(refusal.status).send(refusal.body);
    // Fastify's own refusals (a body over the limit, malformed JSON, an unsupported content type).
    const status = typeof err === 'object' && err && 'statusCode' in err ? Number(err.statusCode) : 500;
    if (status >= 400 && status < 500) {
      const message = err instanceof Error ? err.message : 'Bad request';
      return reply.code(status).send({ code: ErrorCode.validation, message, payload: null });
    }
    req.log.error(err);
    return reply
      .code(500)
      .send({ code: ErrorCode.internal, message: 'Something went wrong on the server.', payload: null });
  });

  const deps = { db: opts.db, now, changes: opts.changes, sessions: new SessionCache(opts.db, opts.changes) };
  sweepIdempotencyRecords(app, opts.db, now, opts.idempotencySweepMs);
  const rateLimits = opts.rateLimits ?? databaseRateLimits;
  if (rateLimits.kind === 'database') {
    sweepWhileOpen(app, RATE_LIMIT_SWEEP_MS, () => purgeRateLimitHits(opts.db, now()));
  }
  const bus = opts.bus ?? new EventBus();
  staffAuthRoutes(app, {
    ...deps,
    rateLimits,
    demo: opts.demo,
    otpLimitPerPhone: opts.otpLimitPerPhone ?? 5,
    otpLimitPerIp: opts.otpLimitPerIp ?? 30,
    otpWindowMs: opts.otpWindowMs ?? 600_000,
    otpPhoneCap: opts.otpPhoneCap ?? LIMIT_DEFAULTS.otpPhoneCap,
    otpPhoneCapWindowMs: opts.otpPhoneCapWindowMs ?? LIMIT_DEFAULTS.otpPhoneCapWindowMs,
    verifyLimitPerIp: opts.verifyLimitPerIp ?? LIMIT_DEFAULTS.verifyLimitPerIp,
    verifyLimitPerStaff: opts.verifyLimitPerStaff ?? LIMIT_DEFAULTS.verifyLimitPerStaff,
    lookupLimitPerIp: opts.lookupLimitPerIp ?? LIMIT_DEFAULTS.lookupLimitPerIp,
    deliverOtp:
      opts.deliverOtp ??
      (async (phone, code) => {
        if (opts.demo) app.log.info({ phone }, `Demo sign-in code for ${phone}: ${code}`);
        else app.log.warn({ phone }, 'No SMS provider is configured: the sign-in code was not delivered.');
      }),
  });
  reportRoutes(app, deps);
  salaryRoutes(app, deps);
  incomeRoutes(app, deps);
  ticketRoutes(app, { ...deps, bus });
  appointmentRoutes(app, { ...deps, bus });
  publicBookingRoutes(app, {
    ...deps,
    bus,
    rateLimits,
    publicLimits: { ...PUBLIC_LIMIT_DEFAULTS, ...opts.publicLimits },
  });
  const uploadDir = opts.uploadDir ?? loadConfig().uploadDir;
  shopRoutes(app, { ...deps, uploadDir });
  customerRoutes(app, deps);
  marketingRoutes(app, deps);
  mediaRoutes(app, deps);
  galleryRoutes(app, {
    ...deps,
    rateLimits,
    bus,
    uploadDir,
    uploadLimitPerHour: opts.uploadLimitPerHour ?? LIMIT_DEFAULTS.uploadLimitPerHour,
  });
  brokerRoutes(app, {
    ...deps,
    bus,
    ...(opts.stompHeartbeatMs === undefined ? {} : { heartbeatMs: opts.stompHeartbeatMs }),
    live: opts.live ?? {},
  });
  if (opts.demo) demoRoutes(app, { ...deps, bus });
  // The server clock's time rides along, so a client (the end-to-end tests) can line its clock up with it.
  route(app, deps, endpoints.health, async () => ({ status: 'ok' as const, now: now().toISOString() }));

  const index = opts.staticDir ? readIndex(opts.staticDir) : undefined;
  if (opts.staticDir && index) {
    await app.register(fastifyStatic, {
      root: opts.staticDir,
      index: false,
      wildcard: false,
      // The build writes brotli and gzip copies of every text file (scripts/precompress.ts): they are
      // sent to browsers that take them, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(reply, path) {
        const immutable = path.includes(`${join(opts.staticDir ?? '', 'assets')}`);
        // Hashed files never change; index.html, the service worker and the manifest are checked each time.
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const draw =
    opts.drawStaffHome === null || !opts.staticDir
      ? undefined
      : (opts.drawStaffHome ?? (await loadStaffHomeDrawing(opts.staticDir)));
  const drawnHome =
    draw && index?.home && opts.staticDir
      ? staffHomePage({
          ...deps,
          draw,
          page: index.home.html,
          styles: index.home.styles,
          staticDir: opts.staticDir,
          log: (err) =>
            app.log.warn({ err }, 'The staff home was not drawn on the server: the page as built.'),
        })
      : undefined;

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const accepted = String(req.headers['accept-encoding'] ?? '');
    // A first visit's staff home, today's appointments drawn in: this staff member's own, never stored.
    const drawn = drawnHome && req.method === 'GET' && req.url === '/' ? await drawnHome(req) : undefined;
    if (drawn !== undefined)
      return sendPage(reply, accepted, 'private, no-store', {
        html: drawn,
        br: () => brotliCompressSync(drawn, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
        gz: () => gzipSync(drawn),
      });
    const isApi = path.startsWith('/api') || path.startsWith('/ws') || path.startsWith('/media');
    if (!isApi && !isFilePath(path) && index && (req.method === 'GET' || req.method === 'HEAD')) {
      // The app's pages: index.html, with the page's own scripts named for a first visit (a session
      // cookie tells which), compressed as the browser accepts.
      const variants = index.pages.get(path);
      const page =
        index.booking && PUBLIC_BOOKING_PAGE.test(path)
          ? index.booking
          : index.login && SIGN_IN_PAGE.test(path)
            ? index.login
            : variants
              ? req.cookies[SESSION_COOKIE]
                ? variants.signedIn
                : variants.signedOut
              : index.plain;
      return sendPage(reply, accepted, 'no-cache', { html: page.html, br: () => page.br, gz: () => page.gz });
    }
    return reply
      .code(404)
      .send({ code: ErrorCode.notFound, message: `No route for ${req.method} ${path}`, payload: null });
  });

  return app;
}

/**
 * A path that names a file rather than a page of the app: under the build's asset folder, or ending in
 * a file extension (`.js`, `.css`, `.png`, `.webmanifest`…; no page of the app has a dot in its path).
 * A missing one is 404: answered with index.html, a script that is gone after a release would load the
 * page as JavaScript and fail in a way the app cannot tell from a broken build, where a 404 lets it
 * reload (src/app/chunk-recovery.ts).
 */
const isFilePath = (path: string): boolean =>
  path.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf('/') + 1));

interface PageCopy {
  html: string;
  br: Buffer;
  gz: Buffer;
}

/**
 * The built app's index.html for the app's pages, compressed once at start: as built, and for the
 * pages a first visit opens (dist/preloads.json, scripts/route-preloads.ts) with links that let the
 * browser fetch that page's scripts alongside the entry, signed in or not. Undefined without a build.
 */
interface AppIndex {
  plain: PageCopy;
  /** The salon's public booking page (booking.html, its own build), when built. */
  booking: PageCopy | undefined;
  /** Sign-in (login.html, its own build), when built. */
  login: PageCopy | undefined;
  pages: Map<string, { signedIn: PageCopy; signedOut: PageCopy }>;
  /** The signed-in index.html of `/` and the style sheets of its first screen, when the build lists them. */
  home: { html: string; styles: string[] } | undefined;
}

function readIndex(dir: string): AppIndex | undefined {
  const file = join(dir, 'index.html');
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8');
  const copy = (text: string): PageCopy => ({
    html: text,
    br: brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
    gz: gzipSync(text, { level: 9 }),
  });
  const pages = new Map<string, { signedIn: PageCopy; signedOut: PageCopy }>();
  let home: AppIndex['home'];
  const list = join(dir, 'preloads.json');
  if (existsSync(list)) {
    type Links = { scripts: string[]; styles: string[] };
    const preloads = JSON.parse(readFileSync(list, 'utf8')) as Record<
      string,
      { signedIn: Links; signedOut: Links }
    >;
    const withLinks = (links: Links) =>
      copy(
        html.replace(
          '</head>',
          `${[
            ...links.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
            ...links.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
          ].join('')}</head>`,
        ),
      );
    for (const [page, p] of Object.entries(preloads)) {
      pages.set(page, { signedIn: withLinks(p.signedIn), signedOut: withLinks(p.signedOut) });
    }
    const homeCopy = pages.get('/')?.signedIn;
    if (homeCopy && preloads['/']) home = { html: homeCopy.html, styles: preloads['/'].signedIn.styles };
  }
  const bookingFile = join(dir, 'booking.html');
  const booking = existsSync(bookingFile) ? copy(readFileSync(bookingFile, 'utf8')) : undefined;
  const loginFile = join(dir, 'login.html');
  const login = existsSync(loginFile) ? copy(readFileSync(loginFile, 'utf8')) : undefined;
  return { plain: copy(html), pages, booking, login, home };
}

/**
 * Sends a page of the app compressed as the browser accepts (`accepted`, its Accept-Encoding): `br` and
 * `gz` give each encoding (compressed once at start, or for this answer).
 */
function sendPage(
  reply: FastifyReply,
  accepted: string,
  cacheControl: string,
  page: { html: string; br: () => Buffer; gz: () => Buffer },
): FastifyReply {
  reply.type('text/html').header('cache-control', cacheControl).header('vary', 'accept-encoding, cookie');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br());
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gz());
  return reply.send(page.html);
}

/** The salon's public booking page: `/{apiKey}/booking` (spec part 2 §1), a page of its own. */
export const PUBLIC_BOOKING_PAGE = /^\/[^/]+\/booking\/?$/;
/** Sign-in: `/login`, a page of its own (login.html). */
export const SIGN_IN_PAGE = /^\/login\/?$/;
