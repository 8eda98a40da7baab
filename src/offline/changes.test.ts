import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { keptAnswer } from '../../tests/support/kept.ts';
import { freshScopes } from '../../tests/support/scopes.ts';
import { endpoint } from '../contract/endpoint.ts';
import { appointmentEndpoints } from '../contract/endpoints/appointments.ts';
import { bookingEndpoints } from '../contract/endpoints/booking.ts';
import { ticketEndpoints } from '../contract/endpoints/tickets.ts';
import { ScopeDb, scopeDb, scopeName } from './db.ts';
import { type AnyOfflineChange, defineOfflineChange, onQueries, onRecord } from './define.ts';
import { bindChangeLookup, pendingEntries, withQueryEffects } from './effects.ts';
import { reconcileChange } from './http-transport.ts';
import { enqueueChange, outboxEntries } from './outbox.ts';
import { defineRecordStore, readRange, readRecord, writeRecords } from './records.ts';
import { registeredChanges } from './registry.ts';

/** A test kind of record and change: a counter that a change adds to. */
interface Counter {
  id: number;
  owner: number;
  day: string;
  value: number;
}
const counters = defineRecordStore<Counter, number>({
  type: 'test-counter',
  id: (c) => c.id,
  group: (c) => String(c.owner),
  sort: (c) => c.day,
});
const addEndpoint = endpoint({
  method: 'POST',
  base: 'v1',
  path: '/test/add',
  access: 'session',
  body: z.strictObject({ counterId: z.number(), amount: z.number() }),
  response: z.object({ id: z.number(), owner: z.number(), day: z.string(), value: z.number() }),
});
const addToCounter = defineOfflineChange<typeof addEndpoint, { name: string }>({
  kind: 'test.add',
  endpoint: addEndpoint,
  entity: ({ body }) => `counter:${body.counterId}`,
  label: ({ body }, { name }) => `+${body.amount} on ${name}`,
  records: [
    onRecord(
      counters,
      ({ body }) => body.counterId,
      (c, { body }) => ({ ...c, value: c.value + body.amount }),
    ),
  ],
  queries: [
    onQueries<{ total: number }, { body: { counterId: number; amount: number } }>(
      ['test-totals'],
      (data, { body }) => ({
        total: data.total + body.amount,
      }),
    ),
  ],
  reconcile: async (db, _input, answer) => writeRecords(db, counters, [answer]),
});

beforeAll(() => {
  // The registry's definitions, plus the test kind.
  const known = new Map<string, AnyOfflineChange>(registeredChanges().map((c) => [c.kind, c]));
  known.set(addToCounter.kind, addToCounter as unknown as AnyOfflineChange);
  bindChangeLookup((kind) => known.get(kind));
});

const scopes = freshScopes(7);
const freshDb = scopes.db;
afterEach(async () => {
  await scopes.cleanup();
});

describe('offline changes', () => {
  it('show at once in the cached record, in one transaction with their outbox row', async () => {
    const db = freshDb();
    await writeRecords(db, counters, [{ id: 1, owner: 9, day: '2026-11-20', value: 10 }]);
    const entry = await enqueueChange(
      db,
      addToCounter,
      { body: { counterId: 1, amount: 5 } },
      { name: 'the till' },
    );
    expect(entry).toMatchObject({
      kind: 'test.add',
      entity: 'counter:1',
      label: '+5 on the till',
      state: 'pending',
    });
    expect((await readRecord(db, counters, 1))?.data.value).toBe(15);
    expect(await outboxEntries(db)).toHaveLength(1);
  });

  it('stay on top of a fresh server copy until the server has them; a refused one no longer shows', async () => {
    const db = freshDb();
    await writeRecords(db, counters, [{ id: 1, owner: 9, day: '2026-11-20', value: 10 }]);
    await enqueueChange(db, addToCounter, { body: { counterId: 1, amount: 5 } }, { name: 'a' });
    await enqueueChange(db, addToCounter, { body: { counterId: 1, amount: 1 } }, { name: 'a' });
    // The server still says 10: the two queued changes are applied again on top, in order.
    await writeRecords(db, counters, [{ id: 1, owner: 9, day: '2026-11-20', value: 10 }]);
    expect((await readRecord(db, counters, 1))?.data.value).toBe(16);
    // The first is refused: a fresh copy shows only the second.
    const [first] = await outboxEntries(db);
    await db.outbox.update(first?.seq ?? 0, { state: 'attention' });
    await writeRecords(db, counters, [{ id: 1, owner: 9, day: '2026-11-20', value: 10 }]);
    expect((await readRecord(db, counters, 1))?.data.value).toBe(11);
  });

  it('write the server answer back through their definition', async () => {
    const db = freshDb();
    await writeRecords(db, counters, [{ id: 3, owner: 9, day: '2026-11-21', value: 1 }]);
    const entry = await enqueueChange(db, addToCounter, { body: { counterId: 3, amount: 2 } }, { name: 'b' });
    await db.outbox.delete(entry.seq ?? 0);
    await reconcileChange(db, entry, { id: 3, owner: 9, day: '2026-11-21', value: 42 });
    expect((await readRecord(db, counters, 3))?.data.value).toBe(42);
  });

  it('show in kept query answers (persisted and fresh) whose key they name', async () => {
    const db = freshDb();
    await db.queries.bulkPut([
      keptAnswer('q-a', ['test-totals', 9], { total: 100 }),
      keptAnswer('q-b', ['other', 9], { total: 100 }),
    ]);
    await enqueueChange(db, addToCounter, { body: { counterId: 1, amount: 5 } }, { name: 'c' });
    const rows = await db.queries.toArray();
    const totalOf = (key: string) =>
      (rows.find((r) => r.key === key)?.value as { state: { data: { total: number } } } | undefined)?.state
        .data.total;
    expect(totalOf('q-a')).toBe(105);
    expect(totalOf('q-b')).toBe(100);
    expect(withQueryEffects(['test-totals', 9, 'day'], { total: 1 }, await pendingEntries(db))).toEqual({
      total: 6,
    });
  });

  it('are read from the outbox once, and again after each write to it', async () => {
    // A salon of its own: Dexie tells every context of a write, the other test files' too.
    const scope = { shopId: 7_321, staffId: 1 };
    scopes.track(scope);
    const db = scopeDb(scope);
    await db.open();
    const empty = pendingEntries(db);
    expect(await empty).toEqual([]);
    // Kept: every fresh answer of a list is shown without a database read in between.
    expect(pendingEntries(db)).toBe(empty);
    const made = await enqueueChange(db, addToCounter, { body: { counterId: 1, amount: 2 } }, { name: 'd' });
    // Right after the change is queued, answers show it.
    const queued = await pendingEntries(db);
    expect(queued.map((e) => e.mutationId)).toEqual([made.mutationId]);
    expect(pendingEntries(db)).toBe(pendingEntries(db));
    // A change the server refused, or one sent, no longer shows.
    await db.outbox.update(made.seq ?? 0, { state: 'attention' });
    expect(await pendingEntries(db)).toEqual([]);
    await db.outbox.update(made.seq ?? 0, { state: 'pending' });
    expect(await pendingEntries(db)).toHaveLength(1);
    await db.outbox.delete(made.seq ?? 0);
    expect(await pendingEntries(db)).toEqual([]);
    // Another scope's outbox is its own.
    const otherScope = { shopId: 7_321, staffId: 2 };
    scopes.track(otherScope);
    const other = scopeDb(otherScope);
    await enqueueChange(other, addToCounter, { body: { counterId: 1, amount: 1 } }, { name: 'e' });
    expect(await pendingEntries(db)).toEqual([]);
    expect(await pendingEntries(other)).toHaveLength(1);
  });

  it('are read inside a transaction that needs them, not taken from a read in flight outside it', async () => {
    // Writing records reads the queued changes in its transaction; waiting there for the kept read
    // (still in flight) left the transaction with nothing to do, and IndexedDB ended it before the write.
    const scope = { shopId: 7_322, staffId: 1 };
    scopes.track(scope);
    const db = scopeDb(scope);
    await db.open();
    for (let round = 0; round < 5; round++) {
      void pendingEntries(db);
      await writeRecords(db, counters, [{ id: 40 + round, owner: 9, day: '2026-11-22', value: round }]);
      expect((await readRecord(db, counters, 40 + round))?.data.value).toBe(round);
    }
    // A transaction reads its own, and leaves the kept read as it was.
    const outside = pendingEntries(db);
    await db.transaction('rw', [db.records, db.outbox], async () => {
      const inside = pendingEntries(db);
      expect(inside).not.toBe(outside);
      expect(await inside).toEqual([]);
    });
    expect(pendingEntries(db)).toBe(outside);
  });

  it('read records by group and order range', async () => {
    const db = freshDb();
    await writeRecords(db, counters, [
      { id: 1, owner: 2, day: '2026-11-20', value: 1 },
      { id: 2, owner: 2, day: '2026-11-21', value: 1 },
      { id: 3, owner: 20, day: '2026-11-20', value: 1 },
    ]);
    expect((await readRange(db, counters, '2', '2026-11-20', '2026-11-20')).map((c) => c.id)).toEqual([1]);
    expect((await readRange(db, counters, '2', '2026-11-01', '2026-11-30')).map((c) => c.id)).toEqual([1, 2]);
    // Replacing a range deletes what the server no longer has there.
    await writeRecords(db, counters, [{ id: 2, owner: 2, day: '2026-11-21', value: 5 }], {
      replace: { group: '2', from: '2026-11-20', to: '2026-11-21' },
    });
    expect((await readRange(db, counters, '2', '2026-11-01', '2026-11-30')).map((c) => c.value)).toEqual([5]);
    expect(await readRange(db, counters, '20', '2026-11-20', '2026-11-20')).toHaveLength(1);
  });
});

describe('the registry', () => {
  it('holds every feature definition once, each a mutating call of the contract', () => {
    const changes = registeredChanges();
    expect(changes.map((c) => c.kind).sort()).toEqual([
      'appointment.assign',
      'appointment.book',
      'appointment.delete',
      'appointment.prolong',
      'appointment.status',
      'appointment.update',
      'ticket.tip',
    ]);
    for (const c of changes) expect(c.endpoint.method).not.toBe('GET');
    expect(changes.find((c) => c.kind === 'appointment.prolong')?.endpoint).toBe(
      appointmentEndpoints.prolongAppointment,
    );
    expect(changes.find((c) => c.kind === 'ticket.tip')?.endpoint).toBe(ticketEndpoints.updateTip);
    expect(changes.find((c) => c.kind === 'appointment.book')?.endpoint).toBe(
      bookingEndpoints.bookAppointment,
    );
    expect(changes.find((c) => c.kind === 'appointment.status')?.endpoint).toBe(
      appointmentEndpoints.updateAppointmentStatus,
    );
    expect(changes.find((c) => c.kind === 'appointment.delete')?.endpoint).toBe(
      appointmentEndpoints.deleteAppointment,
    );
    expect(changes.find((c) => c.kind === 'appointment.update')?.endpoint).toBe(
      appointmentEndpoints.updateAppointment,
    );
  });
});

describe('the database of a scope', () => {
  it('keeps the day on the phone and the unsent changes across the update to feature-neutral tables', async () => {
    const scope = { shopId: 8, staffId: 1 };
    scopes.track(scope);
    // A database as the previous version of the app left it.
    const old = new Dexie(scopeName(scope));
    old.version(1).stores({
      calendarItems: 'key, day, [staffId+day]',
      appointments: 'id',
      syncMarks: 'key',
      snapshots: 'key',
      outbox: '++seq, &mutationId, state, entity',
    });
    await old.open();
    await old.table('calendarItems').put({ key: 'apt:5', day: '2026-11-20', id: 5, staffId: 3, type: 'apt' });
    await old.table('appointments').put({ id: 5, customerName: 'Ann', syncedAt: 123 });
    await old.table('snapshots').put({ key: 'schedule', value: [{ day: 'Mon' }], syncedAt: 456 });
    await old
      .table('outbox')
      .add({ mutationId: 'm1', kind: 'appointment.prolong', entity: 'appointment:5', state: 'pending' });
    old.close();

    const db = new ScopeDb(scope);
    const records = await db.records.toArray();
    expect(records.map((r) => [r.key, r.group, r.sort])).toEqual(
      expect.arrayContaining([
        ['calendar-item|apt:5', '3', '2026-11-20'],
        ['appointment|5', '', ''],
        ['shop-schedule|current', '', ''],
      ]),
    );
    expect(records.find((r) => r.key === 'appointment|5')?.syncedAt).toBe(123);
    expect((await db.outbox.toArray()).map((e) => e.mutationId)).toEqual(['m1']);
    db.close();
  });
});
