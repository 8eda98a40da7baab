/**
 * A queued change shown over a phone that kept many answers (docs/decisions.md "A bounded phone"). Budget:
 * with 5,000 kept answers, a queued change is drawn (its outbox row and its effect on the kept answers,
 * in one IndexedDB transaction) within 50 ms, and the store stays within its bounds after the sweep.
 *
 * The real outbox and kept-answer code over fake-indexeddb (as the unit tests run it; an in-memory
 * IndexedDB, so the absolute times are a desktop's, not a phone's), for the change as the code draws it
 * now (reading only the answers under its effects' keys) and, in the same run, as it drew it before (reading the
 * whole table): the ratio is what this measures. Prints the median and the slowest of 30 changes each.
 */
import 'fake-indexeddb/auto';
import { partialMatchKey } from '@tanstack/react-query';
import { endpoint } from '../src/contract/endpoint.ts';
import { deleteScope, keyPath, type OutboxEntry, rootOf, type ScopeDb, scopeDb } from '../src/offline/db.ts';
import { defineOfflineChange, onQueries } from '../src/offline/define.ts';
import { bindChangeLookup } from '../src/offline/effects.ts';
import { boundKeptAnswers, KEPT_LIMITS } from '../src/offline/kept-bounds.ts';
import { enqueue, enqueueChange } from '../src/offline/outbox.ts';

const KEPT = 5_000;
const CHANGES = 30;
const BUDGET_MS = 50;

/** A tip edit: it shows in the kept ticket details (['tickets', 'detail', id]). */
const tip = defineOfflineChange<ReturnType<typeof endpoint>, void>({
  kind: 'bench.tip',
  endpoint: endpoint({
    method: 'PUT',
    base: 'v1',
    path: 'bench/tip',
    access: 'session',
    response: {} as never,
  }),
  entity: () => 'ticket:1',
  label: () => 'Tip',
  queries: [
    onQueries<{ billId: number; tip: number }, unknown>(['tickets', 'detail'], (d) =>
      d.billId === 7 ? { ...d, tip: d.tip + 1 } : d,
    ),
  ],
});
bindChangeLookup((kind) => (kind === tip.kind ? (tip as never) : undefined));

/** A long browse: days of tickets page after page, reports of many periods, appointment lists. */
async function fill(db: ScopeDb): Promise<void> {
  const rows = [];
  for (let i = 0; i < KEPT; i++) {
    const root = ['tickets', 'reports', 'income', 'appointments'][i % 4] ?? 'reports';
    const queryKey = i % 8 === 0 ? ['tickets', 'detail', i] : [root, 'page', i];
    const data = {
      billId: i,
      tip: 0,
      lines: Array.from({ length: 10 }, (_, j) => ({ j, name: `Line ${j}` })),
    };
    rows.push({
      key: `q-${i}`,
      value: { queryKey, state: { data, dataUpdatedAt: i } },
      root: rootOf(queryKey),
      path: keyPath(queryKey),
      usedAt: i,
    });
  }
  await db.queries.bulkPut(rows);
}

/** The change drawn as before: every kept answer read, the matching ones rewritten. */
async function drawnBefore(db: ScopeDb): Promise<void> {
  await enqueue(db, { kind: tip.kind, entity: 'ticket:1', label: 'Tip' }, async (_entry: OutboxEntry) => {
    for (const row of await db.queries.toArray()) {
      const value = row.value as { queryKey: unknown[]; state: { data: { billId: number; tip: number } } };
      for (const effect of tip.queries) {
        if (partialMatchKey(value.queryKey, effect.queryKey)) {
          const data = effect.apply(value.state.data, {} as never, value.queryKey, undefined);
          if (data !== value.state.data)
            await db.queries.put({ ...row, value: { ...value, state: { data } } });
        }
      }
    }
  });
}

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < CHANGES; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

const stats = (t: number[]) =>
  `median ${t[Math.floor(t.length / 2)]?.toFixed(1)} ms, slowest ${t.at(-1)?.toFixed(1)} ms`;

const scope = { shopId: 9_001, staffId: 9_001 };
const db = scopeDb(scope);
try {
  // Before: every answer of the browse kept, and a change reading them all.
  await fill(db);
  const before = await timed(() => drawnBefore(db));
  // Now: the same browse, bounded (the sweep runs once the page is idle after writes), and a change
  // reading only the answers under its roots.
  const swept = performance.now();
  const dropped = await boundKeptAnswers(db);
  const sweepMs = performance.now() - swept;
  const left = await db.queries.count();
  const touched = await db.queries
    .where('path')
    .startsWith(keyPath(['tickets', 'detail']))
    .count();
  const now = await timed(() => enqueueChange(db, tip, {} as never, undefined));
  console.log(`A browse that kept ${KEPT} answers:`);
  console.log(`  before, all ${KEPT} kept, a queued change reading them all: ${stats(before)}`);
  console.log(
    `  now, bounded to ${left} (${dropped} least recently used dropped in ${sweepMs.toFixed(0)} ms; at most ${KEPT_LIMITS.perRoot} a root, ${KEPT_LIMITS.total} in all), a queued change reading the ${touched} under its key: ${stats(now)}`,
  );
  const median = now[Math.floor(now.length / 2)] ?? Number.POSITIVE_INFINITY;
  console.log(median <= BUDGET_MS && left <= KEPT_LIMITS.total ? 'budget met' : 'BUDGET MISSED');
} finally {
  db.close();
  await deleteScope(scope);
}
