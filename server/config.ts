import { isIP } from 'node:net';
import { resolve } from 'node:path';
import * as z from 'zod/mini';
import { LIMIT_DEFAULTS, PUBLIC_LIMIT_DEFAULTS, type PublicLimits } from './auth/rate-limit.ts';
import { parseInstant } from './clock.ts';
import type { TrustProxy } from './http/connection-limits.ts';
import { type ConnectionLimits, DEFAULT_CONNECTION_LIMITS as LIMITS } from './http/connection-limits.ts';
import { DEFAULT_LIVE_LIMITS } from './realtime/broker.ts';

const flag = z.pipe(
  z.optional(z.string()),
  z.transform((v) => (v === undefined ? undefined : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase()))),
);

/** A positive whole number. */
const count = z.coerce.number().check(z.int(), z.positive());
/** A positive whole number, `fallback` when unset. */
const positiveInt = (fallback: number) => z._default(count, fallback);

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function proxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/** TRUST_PROXY's value as Fastify takes it, or null when it is not one. */
export type { TrustProxy };

export function trustProxyOf(text: string | undefined): TrustProxy | null {
  if (text === undefined || /^(|false|no|off)$/i.test(text.trim())) return false;
  if (/^(true|yes|on)$/i.test(text.trim())) return true;
  if (/^\d+$/.test(text.trim())) {
    const hops = Number(text);
    return hops === 0 ? false : (_address, hop) => hop < hops;
  }
  const entries = text.split(',').map((e) => e.trim());
  return entries.every(proxyAddress) ? entries : null;
}

const envSchema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 8080),
  HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  DATABASE_URL: z.optional(
    z.string().check(z.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')),
  ),
  DEMO: flag,
  /** One-time code requests allowed per phone, and per client address, in OTP_WINDOW_SECONDS. */
  OTP_LIMIT_PER_PHONE: z._default(z.coerce.number().check(z.int(), z.positive()), 5),
  OTP_LIMIT_PER_IP: z._default(z.coerce.number().check(z.int(), z.positive()), 30),
  OTP_WINDOW_SECONDS: z._default(z.coerce.number().check(z.int(), z.positive()), 600),
  /** Code requests per phone from all addresses together in OTP_PHONE_CAP_SECONDS (bounds a lock-out). */
  OTP_PHONE_CAP: z._default(count, LIMIT_DEFAULTS.otpPhoneCap),
  OTP_PHONE_CAP_SECONDS: z._default(count, LIMIT_DEFAULTS.otpPhoneCapWindowMs / 1000),
  /** verifyOtp calls per client address, and per staff member, in OTP_WINDOW_SECONDS. */
  VERIFY_LIMIT_PER_IP: z._default(count, LIMIT_DEFAULTS.verifyLimitPerIp),
  VERIFY_LIMIT_PER_STAFF: z._default(count, LIMIT_DEFAULTS.verifyLimitPerStaff),
  /** Sign-in lookups (staff/sign-in-by-phone) per client address in OTP_WINDOW_SECONDS. */
  LOOKUP_LIMIT_PER_IP: z._default(count, LIMIT_DEFAULTS.lookupLimitPerIp),
  /** Gallery uploads per staff member in an hour. */
  UPLOAD_LIMIT_PER_HOUR: z._default(count, LIMIT_DEFAULTS.uploadLimitPerHour),
  /** The public booking page: reads per client address and per salon in a minute, bookings in an hour. */
  PUBLIC_READS_PER_IP: z._default(count, PUBLIC_LIMIT_DEFAULTS.readsPerIp),
  PUBLIC_READS_PER_SALON: z._default(count, PUBLIC_LIMIT_DEFAULTS.readsPerSalon),
  PUBLIC_BOOKINGS_PER_IP: z._default(count, PUBLIC_LIMIT_DEFAULTS.bookingsPerIp),
  PUBLIC_BOOKINGS_PER_SALON: z._default(count, PUBLIC_LIMIT_DEFAULTS.bookingsPerSalon),
  /** Slow clients (server/http/connection-limits.ts): seconds a request, an idle connection, a keep-alive may take. */
  REQUEST_TIMEOUT_SECONDS: positiveInt(LIMITS.requestMs / 1000),
  IDLE_TIMEOUT_SECONDS: positiveInt(LIMITS.idleMs / 1000),
  KEEP_ALIVE_TIMEOUT_SECONDS: positiveInt(LIMITS.keepAliveMs / 1000),
  MAX_CONNECTIONS: positiveInt(LIMITS.maxConnections),
  /** Open connections per client address (behind TRUST_PROXY: open requests per client address). */
  MAX_CONNECTIONS_PER_ADDRESS: positiveInt(LIMITS.perAddress),
  /** Seconds a request body that is not an upload (JSON) may take to arrive after its headers. */
  BODY_TIMEOUT_SECONDS: positiveInt(LIMITS.bodyMs / 1000),
  TRUST_PROXY: z.optional(
    z
      .string()
      .check(
        z.refine(
          (v) => trustProxyOf(v) !== null,
          'must be true, false, a number of proxies, or addresses and ranges separated by commas (10.0.0.2, 10.0.0.0/8, loopback)',
        ),
      ),
  ),
  /** Open /ws connections per signed-in session. */
  LIVE_CONNECTIONS_PER_SESSION: positiveInt(DEFAULT_LIVE_LIMITS.perSession),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** Pins the server's clock (and the demo seed's "now") to this instant at start; time moves on from there. */
  CHAIRSIDE_NOW: z.optional(
    z
      .string()
      .check(
        z.refine(
          (v) => parseInstant(v) !== null,
          'must be an ISO 8601 instant with a zone, e.g. 2027-03-14T10:30:00-07:00',
        ),
      ),
  ),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demo: boolean;
  otpLimitPerPhone: number;
  otpLimitPerIp: number;
  otpWindowMs: number;
  otpPhoneCap: number;
  otpPhoneCapWindowMs: number;
  verifyLimitPerIp: number;
  verifyLimitPerStaff: number;
  lookupLimitPerIp: number;
  uploadLimitPerHour: number;
  publicLimits: PublicLimits;
  logLevel: string;
  /** Request, body, idle and keep-alive timeouts (ms) and the connection caps. */
  limits: Pick<
    ConnectionLimits,
    'requestMs' | 'idleMs' | 'keepAliveMs' | 'maxConnections' | 'perAddress' | 'bodyMs'
  >;
  /** Open /ws connections per session. */
  liveConnectionsPerSession: number;
  trustProxy: TrustProxy;
  /** The instant CHAIRSIDE_NOW pins the clock to at start, when it is set. */
  pinnedNow: Date | undefined;
  /** Folder of the built app, served when present. */
  staticDir: string;
  /** Folder for uploaded files. */
  uploadDir: string;
}

/** Reads every setting from the environment. Demo mode defaults to on when `demoByDefault` (npm start). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, demoByDefault = false): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    demo: e.DEMO ?? demoByDefault,
    otpLimitPerPhone: e.OTP_LIMIT_PER_PHONE,
    otpLimitPerIp: e.OTP_LIMIT_PER_IP,
    otpWindowMs: e.OTP_WINDOW_SECONDS * 1000,
    otpPhoneCap: e.OTP_PHONE_CAP,
    otpPhoneCapWindowMs: e.OTP_PHONE_CAP_SECONDS * 1000,
    verifyLimitPerIp: e.VERIFY_LIMIT_PER_IP,
    verifyLimitPerStaff: e.VERIFY_LIMIT_PER_STAFF,
    lookupLimitPerIp: e.LOOKUP_LIMIT_PER_IP,
    uploadLimitPerHour: e.UPLOAD_LIMIT_PER_HOUR,
    publicLimits: {
      readsPerIp: e.PUBLIC_READS_PER_IP,
      readsPerSalon: e.PUBLIC_READS_PER_SALON,
      bookingsPerIp: e.PUBLIC_BOOKINGS_PER_IP,
      bookingsPerSalon: e.PUBLIC_BOOKINGS_PER_SALON,
    },
    logLevel: e.LOG_LEVEL,
    limits: {
      requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      idleMs: e.IDLE_TIMEOUT_SECONDS * 1000,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      maxConnections: e.MAX_CONNECTIONS,
      perAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
      bodyMs: e.BODY_TIMEOUT_SECONDS * 1000,
    },
    liveConnectionsPerSession: e.LIVE_CONNECTIONS_PER_SESSION,
    trustProxy: trustProxyOf(e.TRUST_PROXY) ?? false,
    pinnedNow: e.CHAIRSIDE_NOW === undefined ? undefined : (parseInstant(e.CHAIRSIDE_NOW) ?? undefined),
    staticDir: resolve('dist'),
    uploadDir: resolve(dataDir, 'uploads'),
  };
}
