import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export interface RunningServer {
  url: string;
  /** Milliseconds from spawn to the first healthy answer. */
  startMs: number;
  /** CPU time the server's process has used so far (user and system, all its threads), in ms (Linux). */
  cpuMs: () => number;
  stop: () => Promise<void>;
}

/**
 * Starts `node server/main.ts` on a fresh embedded database in demo mode and waits until it answers.
 * It serves `<cwd>/dist`.
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  cwd: string = process.cwd(),
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chairside-bench-'));
  const started = performance.now();
  // BENCH_SERVER_NODE_FLAGS: Node flags for the server's process only, e.g. "--cpu-prof
  // --cpu-prof-dir=/tmp/prof" to see where a benchmark's server time goes (NODE_OPTIONS refuses them).
  const flags = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...flags, 'server/main.ts'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      LOG_LEVEL: 'warn',
      // Benchmarks sign in often from one address; the sign-in limits are not what they measure.
      OTP_LIMIT_PER_PHONE: '1000',
      OTP_LIMIT_PER_IP: '100000',
      OTP_PHONE_CAP: '100000',
      VERIFY_LIMIT_PER_IP: '100000',
      VERIFY_LIMIT_PER_STAFF: '100000',
      LOOKUP_LIMIT_PER_IP: '100000',
      UPLOAD_LIMIT_PER_HOUR: '100000',
      // Nor is the cap of connections per address: every client of a benchmark is on loopback.
      MAX_CONNECTIONS_PER_ADDRESS: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  const startMs = performance.now() - started;
  return {
    url,
    startMs,
    cpuMs: () => {
      // /proc/<pid>/stat: utime and stime are the 14th and 15th fields, in clock ticks (100 a second).
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API with the demo code; returns the Cookie header value. */
export async function signInCookie(url: string, phone: string, wantAdmin: boolean): Promise<string> {
  const lookup = (await (await fetch(`${url}/api/v1/staff/sign-in-by-phone/${phone}`)).json()) as {
    payload: { shopId: number; positionName: string }[];
  };
  const record = lookup.payload.find((r) => (r.positionName === 'Admin') === wantAdmin);
  if (!record) throw new Error(`No ${wantAdmin ? 'Admin' : 'staff'} salon for ${phone}`);
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const otp = (await (await post('/api/v1/staff/generateOtp', { phone, shopId: record.shopId })).json()) as {
    payload: { staffId: number; demoCode: string };
  };
  const verified = await post('/api/v1/staff/verifyOtp', {
    staffId: otp.payload.staffId,
    verifyCode: otp.payload.demoCode,
    shopId: record.shopId,
  });
  const cookie = verified.headers.getSetCookie().find((c) => c.startsWith('cs_session='));
  if (!cookie) throw new Error('No session cookie');
  return cookie.split(';')[0] ?? '';
}

/** Draws from a random source in [0, 1): an item of a list, an integer in [min, max]. */
export function drawsOf(random: () => number) {
  return {
    pick: <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T,
    int: (min: number, max: number) => min + Math.floor(random() * (max - min + 1)),
  };
}

/** Days `offset` days from `today`, as YYYY-MM-DD and as the API's MM-DD-YYYY. */
export function daysFrom(today: Date) {
  const isoDay = (offset: number) =>
    new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const mdyDay = (offset: number) => {
    const [y, m, d] = isoDay(offset).split('-');
    return `${m}-${d}-${y}`;
  };
  return { isoDay, mdyDay };
}

/** The value under which `p` % of `values` lie (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/**
 * Adds one request's time to its kind's list, in place (`loadWith`'s). (A list copied at every answer
 * makes the client's own work and garbage grow with the square of the run: a 20-second run of 30,000
 * answers allocated gigabytes, and the client's pauses showed as the server's latency.)
 */
function record(times: Map<string, number[]>, kind: string, ms: number): void {
  const ofKind = times.get(kind);
  if (ofKind) ofKind.push(ms);
  else times.set(kind, [ms]);
}

/** One request of a load: its kind (for the figures), path, JSON body when it is a POST, own headers. */
export interface LoadRequest {
  kind: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

/**
 * `connections` connections for `seconds`, each with one request in flight, asking again as soon as it
 * is answered, `next()` drawing each request; every request timed from its setup to its answer, by
 * kind. autocannon is the client: light, so that on a 2-core machine the figures are the server's
 * (with fetch, the client's own work on one core held the server 30 % idle and showed as latency).
 */
export async function loadWith(
  url: string,
  {
    connections,
    seconds,
    headers,
    next,
  }: { connections: number; seconds: number; headers?: Record<string, string>; next: () => LoadRequest },
): Promise<{ times: Map<string, number[]>; bytes: Map<string, number>; failures: number; firstMs: number }> {
  const times = new Map<string, number[]>();
  const bytes = new Map<string, number>();
  let firstMs = Number.NaN;
  const began = performance.now();
  type Context = { kind?: string; started?: number };
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: headers ?? {},
    requests: [
      {
        setupRequest: (req: autocannon.Request, context: Context) => {
          const { kind, path, body, headers: own } = next();
          context.kind = kind;
          context.started = performance.now();
          const headers = { ...req.headers, ...own };
          return body
            ? {
                ...req,
                method: 'POST',
                path,
                body,
                headers: { ...headers, 'content-type': 'application/json' },
              }
            : { ...req, method: 'GET', path, body: undefined, headers };
        },
        onResponse: (_status: number, body: string, context: Context) => {
          const done = performance.now();
          if (Number.isNaN(firstMs)) firstMs = done - began;
          const kind = context.kind ?? '?';
          record(times, kind, done - (context.started ?? done));
          bytes.set(kind, (bytes.get(kind) ?? 0) + Buffer.byteLength(body));
        },
      },
    ],
  });
  return { times, bytes, failures: result.non2xx + result.errors, firstMs };
}

/**
 * One line per kind of request, the most asked first: how many, p50 and p99, and with `bytes` (the
 * answers' bodies by kind, from `loadWith`) an answer's mean size.
 */
export function printByKind(
  times: ReadonlyMap<string, readonly number[]>,
  width = 16,
  bytes?: ReadonlyMap<string, number>,
): void {
  for (const [kind, values] of [...times].sort((a, b) => b[1].length - a[1].length)) {
    const size = bytes?.get(kind);
    console.log(
      `  ${kind.padEnd(width)} ${String(values.length).padStart(6)} requests, p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms${size === undefined ? '' : `, ${(size / values.length / 1024).toFixed(1)} KB an answer`}`,
    );
  }
}

/**
 * A seeded random source (mulberry32, in 32-bit integer steps), so two runs ask the same requests. The
 * linear congruential one of bench/mixed-load.ts multiplies past 2^53 in doubles and falls into a short
 * cycle, which would repeat the periods.
 */
export function mulberry32(start: number): () => number {
  let seed = start;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A technician signed in, with some of their closed tickets (last 30 days) and appointments (± 7 days). */
export interface SignedInMember {
  id: number;
  cookie: string;
  bills: number[];
  appointments: number[];
}

/** Signs in each technician's phone and gathers the ids a benchmark's requests ask about. */
export async function signInMembers(
  url: string,
  phones: readonly string[],
  today: Date,
): Promise<SignedInMember[]> {
  const { isoDay } = daysFrom(today);
  const get = async <T>(path: string, cookie: string) =>
    ((await (await fetch(`${url}${path}`, { headers: { cookie } })).json()) as { payload: T }).payload;
  const members: SignedInMember[] = [];
  for (const phone of phones) {
    const cookie = await signInCookie(url, phone, false);
    const [record] = await get<{ id: number }[]>(`/api/v1/staff/sign-in-by-phone/${phone}`, '');
    const id = record?.id ?? 0;
    const income = await get<{ tickets: { id: number }[] }>(
      `/api/v1/report/getBillByStaff?type=RANGE&staffId=${id}&startDate=${isoDay(-30)}&endDate=${isoDay(0)}`,
      cookie,
    );
    const day = await get<{ id: number; type: string }[]>(
      `/api/v1/appointment/staff-day?start_time=${isoDay(-7)}&end_time=${isoDay(7)}&staffId=${id}`,
      cookie,
    );
    members.push({
      id,
      cookie,
      bills: income.tickets.map((t) => t.id),
      appointments: day.filter((i) => i.type === 'apt').map((i) => i.id),
    });
  }
  return members;
}

/**
 * Every request different: wraps `draw` (a request and the key that tells it apart) so that each call
 * answers one never drawn before; refuses with a sentence once the mix seems used up, rather than
 * drawing for ever.
 */
export function neverDrawn<T>(draw: () => { key: string; value: T }, maxTries = 10_000): () => T {
  const drawn = new Set<string>();
  return () => {
    for (let tries = 0; tries <= maxTries; tries++) {
      const { key, value } = draw();
      if (drawn.has(key)) continue;
      drawn.add(key);
      return value;
    }
    throw new Error('every request of the mix has been asked: lengthen the span');
  };
}
