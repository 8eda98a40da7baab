import { type LoadRequest, loadWith, percentile } from './support.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

export interface LoadCase {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** p99 budget in ms, or null to print figures only. */
  budgetMs: number | null;
  /** Gives each request its own path (defeats the server's caches). */
  path?: (i: number) => string;
  /** The 2 s warm-up at 4 connections first (default); false measures a server that was never asked. */
  warmUp?: boolean;
}

/**
 * 20 connections for BENCH_SECONDS (10 s) after a 2 s warm-up (unless `warmUp: false`), asked through
 * `loadWith` (bench/support.ts); prints one line; true when within budget.
 */
export async function measure(c: LoadCase): Promise<boolean> {
  const { origin, pathname, search } = new URL(c.url);
  let i = 0;
  const next = (): LoadRequest => ({
    kind: c.name,
    path: c.path ? c.path(i++) : `${pathname}${search}`,
    ...(c.headers ? { headers: c.headers } : {}),
  });
  if (c.warmUp !== false) await loadWith(origin, { connections: 4, seconds: 2, next });
  const { times, failures } = await loadWith(origin, { connections: 20, seconds: DURATION_S, next });
  const all = times.get(c.name) ?? [];
  const p50 = percentile(all, 50).toFixed(1);
  const p99 = percentile(all, 99);
  const clean = failures === 0;
  const ok = clean && (c.budgetMs === null || p99 <= c.budgetMs);
  const verdict =
    c.budgetMs === null
      ? clean
        ? '(no budget)'
        : 'ERRORS'
      : `(budget ${c.budgetMs} ms) ${ok ? 'ok' : 'OVER BUDGET'}`;
  console.log(
    `${c.name}: ${(all.length / DURATION_S).toFixed(0)} req/s, p50 ${p50} ms, p99 ${p99.toFixed(1)} ms, ${all.length} requests, ${failures} failed ${verdict}`,
  );
  return ok;
}
