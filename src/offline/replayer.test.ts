import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { freshScopes } from '../../tests/support/scopes.ts';
import type { OutboxEntry } from './db.ts';
import { enqueue, outboxEntries } from './outbox.ts';
import {
  defaultBackoff,
  MAX_SERVER_FAILURES,
  Replayer,
  type SendResult,
  serverFailureMessage,
} from './replayer.ts';

const scopes = freshScopes(1);
const freshDb = scopes.db;
afterEach(async () => {
  await scopes.cleanup();
});

const change = (entity: string, label: string) => ({
  kind: 'test',
  entity,
  body: { label },
  label,
});
const noop = async () => {};

describe('outbox', () => {
  it('keeps changes in the order they were made', async () => {
    const db = freshDb();
    for (const l of ['a', 'b', 'c']) await enqueue(db, change('e1', l), noop);
    expect((await outboxEntries(db)).map((e) => e.label)).toEqual(['a', 'b', 'c']);
  });

  it('writes the optimistic change and the outbox row together, or neither', async () => {
    const db = freshDb();
    await expect(
      enqueue(db, change('e1', 'x'), async () => {
        await db.records.put({ key: 'k', type: 't', group: '', sort: '', data: 1, syncedAt: 0 });
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(await db.records.get('k')).toBeUndefined();
    expect(await outboxEntries(db)).toEqual([]);
  });

  it('keeps scopes apart', async () => {
    const a = freshDb();
    const b = freshDb();
    await enqueue(a, change('e1', 'only in a'), noop);
    expect(await outboxEntries(b)).toEqual([]);
    expect(a.name).not.toBe(b.name);
  });
});

describe('replayer', () => {
  it('sends in order with the mutation id and removes each entry on acknowledgement', async () => {
    const db = freshDb();
    for (const l of ['a', 'b', 'c']) await enqueue(db, change(`e-${l}`, l), noop);
    const sent: OutboxEntry[] = [];
    const reconciled: string[] = [];
    const replayer = new Replayer(db, {
      transport: async (e) => {
        sent.push(e);
        return { kind: 'ack', payload: e.label.toUpperCase() };
      },
      reconcile: async (_db, e, payload) => {
        reconciled.push(`${e.label}:${String(payload)}`);
      },
    });
    await replayer.run();
    expect(sent.map((e) => e.label)).toEqual(['a', 'b', 'c']);
    expect(new Set(sent.map((e) => e.mutationId)).size).toBe(3);
    expect(reconciled).toEqual(['a:A', 'b:B', 'c:C']);
    expect(await outboxEntries(db)).toEqual([]);
  });

  it('backs off after a server error and holds later changes of the same entity', async () => {
    const db = freshDb();
    await enqueue(db, change('e1', 'first'), noop);
    await enqueue(db, change('e1', 'second'), noop);
    await enqueue(db, change('e2', 'other'), noop);
    let t = 1_000;
    const sent: string[] = [];
    const replayer = new Replayer(db, {
      now: () => t,
      backoff: (a) => a * 10_000,
      transport: async (e): Promise<SendResult> => {
        sent.push(e.label);
        return e.label === 'first' && sent.length === 1
          ? { kind: 'retry', status: 503, message: 'busy' }
          : { kind: 'ack', payload: null };
      },
    });
    await replayer.run();
    expect(sent).toEqual(['first', 'other']);
    const [head] = await outboxEntries(db);
    expect(head?.attempts).toBe(1);
    expect(head?.nextAttemptAt).toBe(11_000);
    await replayer.run();
    expect(sent).toEqual(['first', 'other']);
    t = 11_000;
    await replayer.run();
    expect(sent).toEqual(['first', 'other', 'first', 'second']);
    expect(await outboxEntries(db)).toEqual([]);
  });

  it('stops the pass when the network is down and resends after wake', async () => {
    const db = freshDb();
    await enqueue(db, change('e1', 'a'), noop);
    await enqueue(db, change('e2', 'b'), noop);
    let online = false;
    const sent: string[] = [];
    const replayer = new Replayer(db, {
      transport: async (e): Promise<SendResult> => {
        sent.push(e.label);
        return online ? { kind: 'ack', payload: null } : { kind: 'retry', status: 0, message: 'offline' };
      },
    });
    await replayer.run();
    expect(sent).toEqual(['a']);
    online = true;
    await replayer.wake();
    expect(sent).toEqual(['a', 'a', 'b']);
    expect(await outboxEntries(db)).toEqual([]);
  });

  it('puts a refused change in Needs attention with the server message; Retry and Discard', async () => {
    const db = freshDb();
    await enqueue(db, change('e1', 'refused'), noop);
    await enqueue(db, change('e1', 'after'), noop);
    await enqueue(db, change('e2', 'independent'), noop);
    let refuse = true;
    const sent: string[] = [];
    const told: string[] = [];
    const replayer = new Replayer(db, {
      refused: (e) => told.push(e.label),
      transport: async (e): Promise<SendResult> => {
        sent.push(e.label);
        return e.label === 'refused' && refuse
          ? { kind: 'rejected', status: 409, message: 'The appointment cannot be shorter than 15 minutes.' }
          : { kind: 'ack', payload: null };
      },
    });
    await replayer.run();
    expect(sent).toEqual(['refused', 'independent']);
    const [attention, waiting] = await outboxEntries(db);
    expect(attention?.state).toBe('attention');
    expect(attention?.error).toEqual({
      status: 409,
      message: 'The appointment cannot be shorter than 15 minutes.',
    });
    expect(waiting?.label).toBe('after');
    // Told once, so what showed the change shows the server's values again.
    expect(told).toEqual(['refused']);
    // Nothing leaves without the person's decision, however often it runs.
    await replayer.run();
    expect(await outboxEntries(db)).toHaveLength(2);

    refuse = false;
    await replayer.retry(attention?.seq ?? -1);
    expect(sent.slice(-2)).toEqual(['refused', 'after']);
    expect(await outboxEntries(db)).toEqual([]);

    await enqueue(db, change('e3', 'to discard'), noop);
    refuse = true;
    const replayer2 = new Replayer(db, {
      transport: async () => ({ kind: 'rejected', status: 404, message: 'Not found' }),
    });
    await replayer2.run();
    const [entry] = await outboxEntries(db);
    expect(await replayer2.discard(entry?.seq ?? -1)).toMatchObject({ label: 'to discard' });
    expect(await outboxEntries(db)).toEqual([]);
  });

  it('treats a thrown transport error as a network failure', async () => {
    const db = freshDb();
    await enqueue(db, change('e1', 'a'), noop);
    const replayer = new Replayer(db, {
      transport: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await replayer.run();
    const [entry] = await outboxEntries(db);
    expect(entry?.state).toBe('pending');
    expect(entry?.error).toEqual({ status: 0, message: 'Failed to fetch' });
  });

  it('shares one run between concurrent calls and runs again for a call made during a run', async () => {
    const db = freshDb();
    await enqueue(db, change('e1', 'a'), noop);
    let sends = 0;
    const replayer = new Replayer(db, {
      transport: async () => {
        sends++;
        if (sends === 1) await enqueue(db, change('e2', 'b'), noop);
        return { kind: 'ack', payload: null };
      },
    });
    await Promise.all([replayer.run(), replayer.run(), replayer.run()]);
    expect(sends).toBe(2);
    expect(await outboxEntries(db)).toEqual([]);
  });
});

describe('backoff', () => {
  it('doubles from about a second up to five minutes, with jitter', () => {
    expect(defaultBackoff(1, () => 1)).toBe(1000);
    expect(defaultBackoff(2, () => 1)).toBe(2000);
    expect(defaultBackoff(4, () => 0)).toBe(4000);
    expect(defaultBackoff(30, () => 1)).toBe(300_000);
  });
});

describe('a change the server keeps failing on', () => {
  it('goes to Needs attention after a bounded number of tries, and the other changes still go, once each', async () => {
    const db = freshDb();
    await enqueue(db, change('ticket:1', 'tip'), noop);
    await enqueue(db, change('ticket:1', 'tip again'), noop);
    await enqueue(db, change('appointment:2', 'confirm'), noop);
    let t = 1_000;
    // The server answers 500 to tip changes until it is mended; everything else goes.
    let mended = false;
    const applied: string[] = [];
    const replayer = new Replayer(db, {
      now: () => t,
      backoff: () => 10,
      lock: (_n, run) => run(),
      transport: async (e) => {
        if (e.entity === 'ticket:1' && !mended)
          return { kind: 'retry', status: 500, message: 'Out of range' };
        applied.push(e.label);
        return { kind: 'ack', payload: null };
      },
    });
    for (let pass = 0; pass < MAX_SERVER_FAILURES + 3; pass++) {
      await replayer.run();
      t += 100;
    }
    // The other record's change went at once, and only once.
    expect(applied).toEqual(['confirm']);
    const [stuck, behind] = await outboxEntries(db);
    expect(stuck).toMatchObject({ label: 'tip', state: 'attention', serverFailures: MAX_SERVER_FAILURES });
    expect(stuck?.error?.message).toBe(serverFailureMessage(500, 'Out of range'));
    // The later change of the same ticket waits behind it, not lost.
    expect(behind).toMatchObject({ label: 'tip again', state: 'pending' });

    // The server is mended; the person retries: both go, in order, each once.
    mended = true;
    await replayer.retry(stuck?.seq ?? 0);
    expect(applied).toEqual(['confirm', 'tip', 'tip again']);
    expect(await outboxEntries(db)).toEqual([]);
  });

  it('is tried without a bound while the network is down (offline says nothing of the change)', async () => {
    const db = freshDb();
    await enqueue(db, change('ticket:1', 'tip'), noop);
    let t = 1_000;
    const replayer = new Replayer(db, {
      now: () => t,
      backoff: () => 10,
      lock: (_n, run) => run(),
      transport: async () => ({ kind: 'retry', status: 0, message: 'Cannot reach the server.' }),
    });
    for (let pass = 0; pass < MAX_SERVER_FAILURES * 3; pass++) {
      await replayer.run();
      t += 100;
    }
    expect((await outboxEntries(db))[0]).toMatchObject({
      state: 'pending',
      attempts: MAX_SERVER_FAILURES * 3,
    });
  });
});
