import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deleteScope, type OutboxEntry, scopeDb } from './db.ts';
import { enqueue, outboxEntries } from './outbox.ts';
import { Replayer, type SendResult } from './replayer.ts';

/**
 * The server side of the model: each entity holds a duration in minutes, changed by ±15; a change that
 * would make it shorter than 15 minutes is refused (as the real server refuses −15 at 15). The server
 * honours Idempotency-Key: the first answer for a key is stored and replayed.
 */
class ModelServer {
  durations = new Map<string, number>();
  answers = new Map<string, SendResult>();
  applied = new Map<string, number>();

  receive(entry: OutboxEntry): SendResult {
    const seen = this.answers.get(entry.mutationId);
    if (seen) return seen;
    const { delta } = entry.body as { delta: number };
    const current = this.durations.get(entry.entity) ?? 30;
    let answer: SendResult;
    if (current + delta < 15) {
      answer = {
        kind: 'rejected',
        status: 409,
        message: 'The appointment cannot be shorter than 15 minutes.',
      };
    } else {
      this.durations.set(entry.entity, current + delta);
      this.applied.set(entry.mutationId, (this.applied.get(entry.mutationId) ?? 0) + 1);
      answer = { kind: 'ack', payload: current + delta };
    }
    this.answers.set(entry.mutationId, answer);
    return answer;
  }
}

/** What can happen to one send. */
type Fault =
  | 'ok'
  | 'server-error' // 5xx before anything is applied
  | 'drop-before' // the request never arrives
  | 'drop-after' // applied, but the answer is lost
  | 'duplicate' // delivered twice (a proxy retried)
  | 'reload-after'; // applied, then the page reloads before the answer is handled

type Command =
  | { op: 'enqueue'; entity: number; delta: 15 | -15 }
  | { op: 'online'; value: boolean }
  | { op: 'run'; faults: Fault[] }
  | { op: 'reload' };

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('enqueue' as const),
      entity: fc.integer({ min: 0, max: 2 }),
      delta: fc.constantFrom(15 as const, -15 as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('online' as const), value: fc.boolean() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('run' as const),
      faults: fc.array(
        fc.constantFrom<Fault>(
          'ok',
          'ok',
          'server-error',
          'drop-before',
          'drop-after',
          'duplicate',
          'reload-after',
        ),
        {
          maxLength: 6,
        },
      ),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ op: 'reload' as const }) },
);

class ReloadError extends Error {}

let caseNo = 0;

async function runCase(commands: Command[]): Promise<void> {
  const scope = { shopId: 9, staffId: ++caseNo };
  const db = scopeDb(scope);
  const server = new ModelServer();
  let online = true;
  let clock = 0;
  let faults: Fault[] = [];
  const made: { entity: string; delta: number; mutationId: string }[] = [];

  const transport = async (entry: OutboxEntry): Promise<SendResult> => {
    const fault = faults.shift() ?? 'ok';
    if (!online || fault === 'drop-before') return { kind: 'retry', status: 0, message: 'offline' };
    if (fault === 'server-error') return { kind: 'retry', status: 503, message: 'unavailable' };
    const answer = server.receive(entry);
    if (fault === 'duplicate') return server.receive(entry);
    if (fault === 'drop-after') return { kind: 'retry', status: 0, message: 'connection reset' };
    if (fault === 'reload-after') throw new ReloadError('reload');
    return answer;
  };
  const newReplayer = () =>
    new Replayer(db, { transport, now: () => clock, backoff: () => 1000, lock: (_n, run) => run() });
  let replayer = newReplayer();

  const run = async () => {
    clock += 10_000;
    try {
      await replayer.run();
    } catch (err) {
      if (!(err instanceof ReloadError)) throw err;
    }
  };

  for (const c of commands) {
    if (c.op === 'enqueue') {
      const entry = await enqueue(
        db,
        { kind: 'test', entity: `e${c.entity}`, body: { delta: c.delta }, label: 'x' },
        async () => {},
      );
      made.push({ entity: entry.entity, delta: c.delta, mutationId: entry.mutationId });
    } else if (c.op === 'online') {
      online = c.value;
    } else if (c.op === 'run') {
      faults = [...c.faults];
      await run();
    } else {
      replayer = newReplayer();
    }
  }

  // The network comes back for good; a person discards whatever the server refused.
  online = true;
  faults = [];
  for (let i = 0; i < 100; i++) {
    await run();
    const left = await outboxEntries(db);
    if (left.length === 0) break;
    for (const e of left) if (e.state === 'attention' && e.seq !== undefined) await replayer.discard(e.seq);
  }
  expect(await outboxEntries(db)).toEqual([]);

  // Expected: every change applied exactly once, in order per entity, refused ones skipped.
  const expected = new Map<string, number>();
  const expectApplied = new Set<string>();
  for (const m of made) {
    const current = expected.get(m.entity) ?? 30;
    if (current + m.delta >= 15) {
      expected.set(m.entity, current + m.delta);
      expectApplied.add(m.mutationId);
    }
  }
  for (const [entity, value] of expected) expect(server.durations.get(entity) ?? 30).toBe(value);
  for (const m of made)
    expect(server.applied.get(m.mutationId) ?? 0).toBe(expectApplied.has(m.mutationId) ? 1 : 0);
  await deleteScope(scope);
}

describe('outbox replay (property)', () => {
  it('applies each queued change exactly once, in order, whatever the network does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), (commands) => runCase(commands)),
      { numRuns: 500, seed: 20261122 },
    );
  }, 300_000);
});
