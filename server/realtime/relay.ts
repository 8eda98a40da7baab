import { randomBytes } from 'node:crypto';
import type { Database } from '../db/connect.ts';
import type { EventBus } from './bus.ts';

/**
 * Live messages across server instances (docs/decisions.md "Live messages across instances"): every
 * message published on one instance's bus is sent on PostgreSQL's `live_messages` channel, and every
 * other instance delivers it to its own subscribers. The publishing instance has already delivered it
 * to its own (at once, as with one instance), and skips its own notifications.
 *
 * A notification carries at most 8000 bytes: a message is sent as one or more parts of at most
 * PART_CHARS characters (6 000 bytes of UTF-8 at most), `<instance>:<message>:<part>:<parts>:<text>`,
 * put together again on arrival. One instance's notifications are sent one after the other, so they
 * arrive everywhere in the order they were published; parts of a message whose sender died are dropped
 * after PARTS_KEPT_MS.
 */
export const LIVE_CHANNEL = 'live_messages';
export const PART_CHARS = 2000;
const PARTS_KEPT_MS = 10_000;

/** The header and text of one notification; null for one this relay does not understand. */
function parsePart(payload: string) {
  const match = /^([0-9a-f]{1,32}):(\d{1,15}):(\d{1,6}):(\d{1,6}):/.exec(payload);
  if (!match) return null;
  return {
    instance: match[1] ?? '',
    message: match[2] ?? '',
    part: Number(match[3]),
    parts: Number(match[4]),
    text: payload.slice(match[0].length),
  };
}

/** `text` cut into parts of at most `size` characters, never between the two halves of a surrogate pair. */
export function cutIntoParts(text: string, size: number = PART_CHARS): string[] {
  const parts: string[] = [];
  let start = 0;
  while (start < text.length || parts.length === 0) {
    let end = Math.min(start + size, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
    parts.push(text.slice(start, end));
    start = end;
  }
  return parts;
}

export interface LiveRelay {
  /** This instance's name on the channel. */
  instance: string;
  /** Resolves once every message published so far has been sent (tests, shutdown). */
  flushed(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Relays `bus`'s messages to and from the other instances on `database`. `onError` hears of a message
 * that could not be sent (the database unreachable): it reached this instance's subscribers only.
 */
export async function relayLiveMessages(
  database: Pick<Database, 'listen' | 'notify'>,
  bus: EventBus,
  onError: (err: unknown) => void = () => {},
): Promise<LiveRelay> {
  const instance = randomBytes(6).toString('hex');
  const partial = new Map<string, { parts: string[]; got: number; since: number }>();
  let nextMessage = 0;
  let sending: Promise<void> = Promise.resolve();

  const receive = (payload: string) => {
    const part = parsePart(payload);
    if (!part || part.instance === instance) return;
    if (part.parts === 1) return deliver(part.text);
    const now = performance.now();
    for (const [key, held] of partial) if (now - held.since > PARTS_KEPT_MS) partial.delete(key);
    const key = `${part.instance}:${part.message}`;
    const held = partial.get(key) ?? { parts: new Array<string>(part.parts).fill(''), got: 0, since: now };
    partial.set(key, held);
    if (part.part >= held.parts.length) return;
    held.parts[part.part] = part.text;
    held.got++;
    if (held.got === held.parts.length) {
      partial.delete(key);
      deliver(held.parts.join(''));
    }
  };
  const deliver = (text: string) => {
    try {
      const [topic, body] = JSON.parse(text) as [unknown, unknown];
      if (typeof topic === 'string' && typeof body === 'string') bus.deliver(topic, body);
    } catch {
      // Not a message of this relay.
    }
  };

  const stopListening = await database.listen(LIVE_CHANNEL, receive);
  bus.relayTo((topic, body) => {
    const message = nextMessage++;
    const parts = cutIntoParts(JSON.stringify([topic, body]));
    sending = sending.then(async () => {
      try {
        for (const [i, text] of parts.entries()) {
          await database.notify(LIVE_CHANNEL, `${instance}:${message}:${i}:${parts.length}:${text}`);
        }
      } catch (err) {
        onError(err);
      }
    });
  });
  return {
    instance,
    flushed: () => sending,
    stop: async () => {
      bus.relayTo(undefined);
      await sending;
      await stopListening();
    },
  };
}
