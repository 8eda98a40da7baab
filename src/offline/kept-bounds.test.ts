import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { keptAnswer } from '../../tests/support/kept.ts';
import { freshScopes } from '../../tests/support/scopes.ts';
import { endpoint } from '../contract/endpoint.ts';
import type { ScopeDb } from './db.ts';
import { defineOfflineChange, onQueries } from './define.ts';
import { bindChangeLookup } from './effects.ts';
import { boundKeptAnswers, KEPT_LIMITS } from './kept-bounds.ts';
import { enqueueChange } from './outbox.ts';

const scopes = freshScopes(31);
afterEach(async () => {
  await scopes.cleanup();
});

/** A change shown in the kept answers under ['tickets', 'detail']. */
const addTip = defineOfflineChange<ReturnType<typeof endpoint>, void>({
  kind: 'test.tip',
  endpoint: endpoint({
    method: 'PUT',
    base: 'v1',
    path: 'test/tip',
    access: 'session',
    response: {} as never,
  }),
  entity: () => 'ticket:1',
  label: () => 'Tip',
  queries: [onQueries<{ tip: number }, unknown>(['tickets', 'detail'], (d) => ({ ...d, tip: d.tip + 1 }))],
});
bindChangeLookup((kind) => (kind === addTip.kind ? (addTip as never) : undefined));

/** 5,000 answers kept over a long browse: mostly reports and other roots, a few tickets, oldest first. */
async function longBrowse(db: ScopeDb, tickets = 10): Promise<void> {
  const rows = [];
  for (let i = 0; i < 5000; i++) {
    const root = i < tickets ? 'tickets' : (['reports', 'income', 'appointments'][i % 3] ?? 'reports');
    const queryKey = root === 'tickets' ? ['tickets', 'detail', i] : [root, 'period', i];
    rows.push(keptAnswer(`q-${i}`, queryKey, { tip: 0, n: i }, 1000 + i));
  }
  await db.queries.bulkPut(rows);
}

describe('a bounded phone', () => {
  it('keeps at most the limits, per root and in all, the least recently used out first', async () => {
    const db = scopes.db();
    await longBrowse(db, 3000);
    const dropped = await boundKeptAnswers(db);
    const rows = await db.queries.toArray();
    expect(dropped).toBe(5000 - rows.length);
    expect(rows.length).toBeLessThanOrEqual(KEPT_LIMITS.total);
    const perRoot = new Map<string, number[]>();
    for (const r of rows) perRoot.set(r.root ?? '', [...(perRoot.get(r.root ?? '') ?? []), r.usedAt ?? 0]);
    for (const [, used] of perRoot) expect(used.length).toBeLessThanOrEqual(KEPT_LIMITS.perRoot);
    // The kept tickets are the most recently used ones.
    const tickets = (perRoot.get('tickets') ?? []).sort((a, b) => a - b);
    expect(tickets[0]).toBe(1000 + 3000 - KEPT_LIMITS.perRoot);
    // Nothing to drop the second time.
    expect(await boundKeptAnswers(db)).toBe(0);
  });

  it('an answer used again is kept over older ones', async () => {
    const db = scopes.db();
    await longBrowse(db, 300);
    // The oldest ticket answer is read again now.
    await db.queries.update('q-0', { usedAt: 999_999 });
    await boundKeptAnswers(db, { perRoot: 100, total: 800 });
    expect(await db.queries.get('q-0')).toBeDefined();
    expect(await db.queries.get('q-1')).toBeUndefined();
  });

  it('shows a queued change reading only the answers under its key, however many are kept', async () => {
    const db = scopes.db();
    await longBrowse(db, 10);
    let read = 0;
    const count = (row: unknown) => {
      read++;
      return row;
    };
    db.queries.hook('reading', count);
    try {
      await enqueueChange(db, addTip, {} as never, undefined);
    } finally {
      db.queries.hook('reading').unsubscribe(count);
    }
    expect(read).toBe(10);
    const shown = (await db.queries.get('q-3'))?.value as { state: { data: { tip: number } } };
    expect(shown.state.data.tip).toBe(1);
    // Its root and last use stay with the answer it changed.
    expect(await db.queries.get('q-3')).toMatchObject({ root: 'tickets', usedAt: 1003 });
  });
});
