import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../tests/support/database.ts';
import type { Database } from '../db/connect.ts';
import { EventBus } from './bus.ts';
import { cutIntoParts, LIVE_CHANNEL, type LiveRelay, relayLiveMessages } from './relay.ts';

/**
 * Two buses relayed over one database stand for two server instances (the cross-process run is
 * tests/cluster.test.ts).
 */
let database: Database;
const relays: LiveRelay[] = [];
const a = new EventBus();
const b = new EventBus();
beforeAll(async () => {
  database = await openTestDatabase();
  relays.push(await relayLiveMessages(database, a), await relayLiveMessages(database, b));
});
afterAll(async () => {
  for (const relay of relays) await relay.stop();
  await database.close();
});

/** The next `count` messages `bus` delivers on `topic`. */
function next(bus: EventBus, topic: string, count = 1): Promise<string[]> {
  return new Promise((resolve) => {
    const got: string[] = [];
    const stop = bus.subscribe(topic, (body) => {
      got.push(body);
      if (got.length === count) {
        stop();
        resolve(got);
      }
    });
  });
}

describe(`live messages across instances (${testDatabaseKind})`, () => {
  it('delivers a message published on one bus to the other, once on each', async () => {
    const heardHere: string[] = [];
    const stopHere = a.subscribe('/topic/x', (body) => heardHere.push(body));
    const there = next(b, '/topic/x');
    expect(a.publish('/topic/x', { n: 1 })).toBe(1);
    expect(await there).toEqual(['{"n":1}']);
    await relays[0]?.flushed();
    stopHere();
    expect(heardHere).toEqual(['{"n":1}']);
  });

  it('puts a message over the notification size together again, in publishing order', async () => {
    const big = `${'é'.repeat(5000)}😀${'x'.repeat(9000)}`;
    const there = next(b, '/topic/big', 3);
    a.publish('/topic/big', 'first');
    a.publish('/topic/big', big);
    a.publish('/topic/big', 'last');
    expect(await there).toEqual(['first', big, 'last']);
  });

  it('ignores notifications it does not understand', async () => {
    const there = next(b, '/topic/y');
    await database.notify(LIVE_CHANNEL, 'not a message');
    await database.notify(LIVE_CHANNEL, 'abc:1:0:1:not json');
    a.publish('/topic/y', 'after');
    expect(await there).toEqual(['after']);
  });

  it('cuts text into parts without splitting a character', () => {
    const parts = cutIntoParts(`a${'😀'.repeat(3)}`, 2);
    expect(parts.join('')).toBe(`a${'😀'.repeat(3)}`);
    expect(parts.every((p) => !/[\uD800-\uDBFF]$/.test(p))).toBe(true);
    expect(cutIntoParts('')).toEqual(['']);
  });
});
