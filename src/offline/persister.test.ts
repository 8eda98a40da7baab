import 'fake-indexeddb/auto';
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshScopes } from '../../tests/support/scopes.ts';
import { createScopePersister, PERSIST_MAX_AGE_MS } from './persister.ts';

const scopes = freshScopes(9);
const freshDb = scopes.db;
afterEach(async () => {
  vi.useRealTimers();
  await scopes.cleanup();
});

const offline = () => Promise.reject(new Error('Cannot reach the server. Check the connection.'));
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
/** Waits until the persister's scheduled writes have landed: `db` keeps `rows` answers. */
const kept = (db: ReturnType<typeof freshDb>, rows = 1) =>
  vi.waitFor(async () => expect(await db.queries.count()).toBe(rows), { timeout: 10_000 });

describe('the persister', () => {
  it('answers from the device after a reload, with the time of the answer', async () => {
    const db = freshDb();
    const { persisterFn } = createScopePersister(() => db);
    const first = newClient();
    await first.fetchQuery(
      queryOptions({
        queryKey: ['report', 1],
        queryFn: async () => ({ gross: 12 }),
        persister: persisterFn,
      }),
    );
    const answeredAt = first.getQueryState(['report', 1])?.dataUpdatedAt;
    await kept(db);

    // A new page, offline: the query is answered from IndexedDB and says when the answer is from.
    const reloaded = newClient();
    const data = await reloaded.fetchQuery(
      queryOptions({
        queryKey: ['report', 1],
        queryFn: offline,
        persister: persisterFn,
      }),
    );
    expect(data).toEqual({ gross: 12 });
    await kept(db);
    expect(reloaded.getQueryState(['report', 1])?.dataUpdatedAt).toBe(answeredAt);
  });

  it('asks again in the background after answering from the device', async () => {
    const db = freshDb();
    const { persisterFn } = createScopePersister(() => db);
    await newClient().fetchQuery(
      queryOptions({ queryKey: ['report', 2], queryFn: async () => ({ gross: 12 }), persister: persisterFn }),
    );
    await kept(db);
    const reloaded = newClient();
    const queryFn = vi.fn(async () => ({ gross: 30 }));
    const first = await reloaded.fetchQuery(
      queryOptions({ queryKey: ['report', 2], queryFn, persister: persisterFn }),
    );
    expect(first).toEqual({ gross: 12 });
    await vi.waitFor(() => expect(reloaded.getQueryData(['report', 2])).toEqual({ gross: 30 }));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('keeps answers 7 days, then forgets them', async () => {
    const db = freshDb();
    const { persisterFn, gc } = createScopePersister(() => db);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
    await newClient().fetchQuery(
      queryOptions({ queryKey: ['list'], queryFn: async () => [1, 2], persister: persisterFn }),
    );
    vi.useRealTimers();
    await kept(db);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse('2026-11-20T10:00:00Z') + PERSIST_MAX_AGE_MS - 60_000));
    await expect(
      newClient().fetchQuery(queryOptions({ queryKey: ['list'], queryFn: offline, persister: persisterFn })),
    ).resolves.toEqual([1, 2]);
    vi.setSystemTime(new Date(Date.parse('2026-11-20T10:00:00Z') + PERSIST_MAX_AGE_MS + 60_000));
    await gc();
    expect(await db.queries.count()).toBe(0);
    await expect(
      newClient().fetchQuery(queryOptions({ queryKey: ['list'], queryFn: offline, persister: persisterFn })),
    ).rejects.toThrow('Cannot reach the server');
  });

  it('drops answers kept by another version of the contract', async () => {
    const db = freshDb();
    await newClient().fetchQuery(
      queryOptions({
        queryKey: ['list'],
        queryFn: async () => ['old shape'],
        persister: createScopePersister(() => db, { buster: 'v1' }).persisterFn,
      }),
    );
    await kept(db);
    const next = createScopePersister(() => db, { buster: 'v2' }).persisterFn;
    await expect(
      newClient().fetchQuery(queryOptions({ queryKey: ['list'], queryFn: offline, persister: next })),
    ).rejects.toThrow();
  });

  it('keeps nothing when nobody is signed in, and each scope apart', async () => {
    const a = freshDb();
    const b = freshDb();
    await newClient().fetchQuery(
      queryOptions({
        queryKey: ['r'],
        queryFn: async () => 'a',
        persister: createScopePersister(() => a).persisterFn,
      }),
    );
    await newClient().fetchQuery(
      queryOptions({
        queryKey: ['r'],
        queryFn: async () => 'nobody',
        persister: createScopePersister(() => undefined).persisterFn,
      }),
    );
    await kept(a);
    expect(await a.queries.count()).toBe(1);
    expect(await b.queries.count()).toBe(0);
  });
});
