import autocannon from 'autocannon';

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
 * 20 connections for BENCH_SECONDS (10 s) after a 2 s warm-up (unless `warmUp: false`); prints one line;
 * true when within budget.
 */
export async function measure(c: LoadCase): Promise<boolean> {
  let i = 0;
  const requests = c.path
    ? [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: c.path?.(i++) ?? '/' }) }]
    : undefined;
  const options = { url: c.url, headers: c.headers ?? {}, ...(requests ? { requests } : {}) };
  if (c.warmUp !== false) await autocannon({ ...options, connections: 4, duration: 2 });
  const result = await autocannon({ ...options, connections: 20, duration: DURATION_S });
  const { p50, p99 } = result.latency as unknown as { p50: number; p99: number };
  const clean = result.non2xx === 0 && result.errors === 0;
  const ok = clean && (c.budgetMs === null || p99 <= c.budgetMs);
  const verdict =
    c.budgetMs === null
      ? clean
        ? '(no budget)'
        : 'ERRORS'
      : `(budget ${c.budgetMs} ms) ${ok ? 'ok' : 'OVER BUDGET'}`;
  console.log(
    `${c.name}: ${result.requests.average.toFixed(0)} req/s, p50 ${p50} ms, p99 ${p99} ms, ${result.requests.total} requests, non-2xx ${result.non2xx}, errors ${result.errors} ${verdict}`,
  );
  return ok;
}
