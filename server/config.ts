import { resolve } from 'node:path';
import * as z from 'zod/mini';

const flag = z.pipe(
  z.optional(z.string()),
  z.transform((v) => (v === undefined ? undefined : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase()))),
);

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
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
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
  logLevel: string;
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
    logLevel: e.LOG_LEVEL,
    staticDir: resolve('dist'),
    uploadDir: resolve(dataDir, 'uploads'),
  };
}
