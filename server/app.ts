import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { ErrorCode } from '../src/contract/envelope.ts';
import { SessionCache } from './auth/sessions.ts';
import { loadConfig } from './config.ts';
import type { ChangeFeed } from './db/changes.ts';
import type { Db } from './db/connect.ts';
import { HttpError } from './http/errors.ts';
import { appointmentRoutes } from './modules/appointments/routes.ts';
import { demoRoutes } from './modules/demo/routes.ts';
import { galleryRoutes } from './modules/gallery/routes.ts';
import { incomeRoutes } from './modules/income/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { shopRoutes } from './modules/shop/routes.ts';
import { staffAuthRoutes } from './modules/staff-auth/routes.ts';
import { brokerRoutes, WEBSOCKET_OPTIONS } from './realtime/broker.ts';
import { EventBus } from './realtime/bus.ts';

export interface AppOptions {
  db: Db;
  /** The database's change notifications (ChangeFeed.start), which keep the server's caches exact. */
  changes: ChangeFeed;
  demo: boolean;
  otpLimitPerPhone?: number;
  otpLimitPerIp?: number;
  otpWindowMs?: number;
  /** Folder of the built app; served with an index.html fallback when it exists. */
  staticDir?: string | undefined;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  deliverOtp?: (phone: string, code: string) => Promise<void>;
  /** The live-update bus (one per app unless given); ticket changes are published on it. */
  bus?: EventBus;
  /** STOMP heart-beat period the server offers and asks for, in ms (default 10 000; tests use less). */
  stompHeartbeatMs?: number;
  /** Folder of uploaded gallery files (default: the config's, DATA_DIR/uploads). */
  uploadDir?: string;
}

/** JSON bodies of the API are small; uploads use their own, larger limit. */
const BODY_LIMIT = 64 * 1024;

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // Errors are logged; one line per request would drown them.
    logController: new LogController({ disableRequestLogging: true }),
  });
  const now = opts.now ?? (() => new Date());
  await app.register(fastifyCookie);
  // Before any route: it intercepts upgrades to routes (only /ws accepts one).
  await app.register(fastifyWebsocket, { options: WEBSOCKET_OPTIONS });

  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
  });

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.status).send({ code: err.code, message: err.message, payload: null });
    }
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
  const bus = opts.bus ?? new EventBus();
  staffAuthRoutes(app, {
    ...deps,
    demo: opts.demo,
    otpLimitPerPhone: opts.otpLimitPerPhone ?? 5,
    otpLimitPerIp: opts.otpLimitPerIp ?? 30,
    otpWindowMs: opts.otpWindowMs ?? 600_000,
    deliverOtp:
      opts.deliverOtp ??
      (async (phone, code) => {
        if (opts.demo) app.log.info({ phone }, `Demo sign-in code for ${phone}: ${code}`);
        else app.log.warn({ phone }, 'No SMS provider is configured: the sign-in code was not delivered.');
      }),
  });
  reportRoutes(app, deps);
  incomeRoutes(app, deps);
  appointmentRoutes(app, deps);
  shopRoutes(app, deps);
  mediaRoutes(app, deps);
  galleryRoutes(app, { ...deps, uploadDir: opts.uploadDir ?? loadConfig().uploadDir });
  brokerRoutes(app, {
    ...deps,
    bus,
    ...(opts.stompHeartbeatMs === undefined ? {} : { heartbeatMs: opts.stompHeartbeatMs }),
  });
  if (opts.demo) demoRoutes(app, { ...deps, bus });
  app.get('/api/health', async () => ({ code: 0, message: 'OK', payload: { status: 'ok' } }));

  const indexFile = opts.staticDir ? join(opts.staticDir, 'index.html') : undefined;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (opts.staticDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: opts.staticDir,
      index: false,
      wildcard: false,
      setHeaders(reply, path) {
        const immutable = path.includes(`${join(opts.staticDir ?? '', 'assets')}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api') || path.startsWith('/ws') || path.startsWith('/media');
    if (!isApi && indexHtml && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply
      .code(404)
      .send({ code: ErrorCode.notFound, message: `No route for ${req.method} ${path}`, payload: null });
  });

  return app;
}
