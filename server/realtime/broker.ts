/**
 * The STOMP 1.2 broker on `GET /ws` (ARCHITECTURE.md "Server" and "Security").
 *
 * - Handshake: the `cs_session` cookie must name a live session (401 otherwise) and a browser's Origin
 *   must be this server's own (`http(s)://<Host>`, 403 otherwise). A client without Origin is not a
 *   browser (browsers always send it on a WebSocket handshake) and is let in on its cookie alone.
 * - Frames: CONNECT/STOMP → CONNECTED (1.2, heart-beats), SUBSCRIBE, UNSUBSCRIBE, DISCONNECT, RECEIPT
 *   for any frame with a `receipt` header. The broker is read-only: SEND and transactions are refused.
 *   Any ERROR closes that connection only.
 * - Topics: `/topic/staff/income/{staffId}` and `/topic/staff/appointments/{staffId}`: a staff member
 *   their own; a manager any staff of the salon of their session. `/topic/shop/appointments/{shopId}`:
 *   the managers of that salon.
 * - Sockets follow their session: at most `perSession` per session (the next handshake is refused with
 *   429); when the session ends (logout, salon switch, expiry, staff deactivated) its sockets get ERROR
 *   and are closed. Session rows are watched through the database's change feed, expiry by a timer.
 * - A client must be heard from: one that agreed to no heart-beats (or slow ones) is closed after
 *   `idleMs` of silence.
 * - Cost: a subscription is one listener in the bus's topic map; a connection is a few fields and at
 *   most two timers.
 */

import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { ErrorCode } from '../../src/contract/envelope.ts';
import {
  liveSessionIds,
  readSessionToken,
  type SessionCache,
  type SessionContext,
} from '../auth/sessions.ts';
import { ALL_SALONS, type ChangeFeed, type WatchedTable } from '../db/changes.ts';
import type { Db } from '../db/connect.ts';
import { staff } from '../db/schema.ts';
import { type EventBus, ownerOfTopic } from './bus.ts';
import {
  type Frame,
  HEARTBEAT,
  MAX_MESSAGE_BYTES,
  negotiateHeartbeat,
  parseMessage,
  serializeFrame,
} from './frames.ts';

export const WS_PATH = '/ws';
/** The server's heart-beat wish, both ways, unless the app says otherwise. */
export const DEFAULT_HEARTBEAT_MS = 10_000;
/** A connection must send CONNECT this soon after the upgrade. */
const CONNECT_TIMEOUT_MS = 10_000;
const MAX_SUBSCRIPTIONS = 32;
/** Frames waiting to be handled on one connection (a flood is refused). */
const MAX_PENDING = 64;
/** A reader this far behind is cut off rather than buffered for. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** A write to one of these tables may end sessions: the open sockets' sessions are checked again. */
const SESSION_TABLES: ReadonlySet<WatchedTable> = new Set(['sessions', 'staff', 'shops']);
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** How a session's live connections are bounded. */
export interface LiveLimits {
  /** Open `/ws` connections per session; the next handshake is refused (429). */
  perSession: number;
  /**
   * A connection heard nothing from for this long is closed (ms): a client that agreed to no
   * heart-beats, or to slower ones. Agreed heart-beats close a silent client after twice their period.
   */
  idleMs: number;
  /** How often the open sockets' sessions are checked for expiry (ms); logout and switch are seen at once. */
  sessionCheckMs: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = { perSession: 5, idleMs: 60_000, sessionCheckMs: 60_000 };

/** Options for @fastify/websocket's `ws` server: room above the frame limit so the broker can answer. */
export const WEBSOCKET_OPTIONS = {
  maxPayload: 4 * MAX_MESSAGE_BYTES,
  /** Agrees on `v12.stomp` when the client offers it (the only version spoken here). */
  handleProtocols: (protocols: Set<string>): string | false =>
    protocols.has('v12.stomp') ? 'v12.stomp' : false,
};

export interface BrokerDeps {
  db: Db;
  now: () => Date;
  sessions: SessionCache;
  changes: ChangeFeed;
  bus: EventBus;
  /** Heart-beat period the server offers and asks for, in ms (0 = none). */
  heartbeatMs?: number;
  live?: Partial<LiveLimits>;
}

export interface Broker {
  /** Open STOMP connections (handshake done). */
  connectionCount(): number;
}

/** True when a WebSocket handshake's Origin may open a connection to `host`. */
export function originAllowed(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  if (!host) return false;
  const o = origin.toLowerCase();
  const h = host.toLowerCase();
  return o === `http://${h}` || o === `https://${h}`;
}

const envelope = (code: number, message: string) => ({ code, message, payload: null });
const TOO_MANY_SOCKETS = (max: number) =>
  `At most ${max} live connections per sign-in: close another tab or window of the app.`;

export function brokerRoutes(app: FastifyInstance, deps: BrokerDeps): Broker {
  const heartbeatMs = deps.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const limits = { ...DEFAULT_LIVE_LIMITS, ...deps.live };
  const shopOfStaff = deps.changes.cache<number | null>({
    name: 'salon of a staff member (live updates)',
    tables: ['staff'],
    maxEntries: 5000,
  });
  const sessionsOfRequests = new WeakMap<FastifyRequest, { token: string; session: SessionContext }>();
  const connections = new Set<StompConnection>();
  /** Open connections by session id. */
  const bySession = new Map<number, Set<StompConnection>>();
  const countOf = (sessionId: number) => bySession.get(sessionId)?.size ?? 0;
  let nextConnectionId = 1;

  const context: ConnectionContext = {
    bus: deps.bus,
    heartbeat: { send: heartbeatMs, receive: heartbeatMs },
    idleMs: limits.idleMs,
    recheckSession: (token) => deps.sessions.find(token, deps.now()),
    now: () => deps.now().getTime(),
    shopOf: (staffId) =>
      shopOfStaff.get(ALL_SALONS, [staffId], async () => {
        const [row] = await deps.db
          .select({ shopId: staff.shopId })
          .from(staff)
          .where(eq(staff.id, staffId))
          .limit(1);
        return row?.shopId ?? null;
      }),
    log: app.log,
  };

  app.get(
    WS_PATH,
    {
      websocket: true,
      preValidation: async (req, reply) => {
        if (!req.ws) return;
        const token = readSessionToken(req);
        const session = token ? await deps.sessions.find(token, deps.now()) : null;
        if (!token || !session) {
          return reply.code(401).send(envelope(1401, 'Sign in to receive live updates.'));
        }
        if (!originAllowed(req.headers.origin, req.headers.host)) {
          return reply.code(403).send(envelope(1403, 'This page may not open live updates.'));
        }
        if (countOf(session.sessionId) >= limits.perSession) {
          return reply.code(429).send(envelope(ErrorCode.rateLimited, TOO_MANY_SOCKETS(limits.perSession)));
        }
        sessionsOfRequests.set(req, { token, session });
      },
    },
    (socket, req) => {
      const auth = sessionsOfRequests.get(req);
      if (!auth) {
        socket.close(1008, 'Not signed in');
        return;
      }
      // Handshakes of one session that were let in together: the cap holds here.
      const sessionId = auth.session.sessionId;
      if (countOf(sessionId) >= limits.perSession) {
        socket.close(1008, TOO_MANY_SOCKETS(limits.perSession));
        return;
      }
      const connection = new StompConnection(nextConnectionId++, socket, auth.token, auth.session, context);
      connections.add(connection);
      const ofSession = bySession.get(sessionId) ?? new Set();
      bySession.set(sessionId, ofSession.add(connection));
      socket.once('close', () => {
        connection.dispose();
        connections.delete(connection);
        ofSession.delete(connection);
        if (ofSession.size === 0 && bySession.get(sessionId) === ofSession) bySession.delete(sessionId);
      });
    },
  );

  /**
   * Ends the connections of sessions that are no longer live, in one query for all of them. Checks
   * asked for while one runs are folded into one more run after it.
   */
  let checking = false;
  let checkAgain = false;
  const checkSessions = async (): Promise<void> => {
    if (checking) {
      checkAgain = true;
      return;
    }
    checking = true;
    try {
      do {
        checkAgain = false;
        const open = [...bySession.keys()];
        const live = await liveSessionIds(deps.db, open, deps.now());
        for (const sessionId of open) {
          if (live.has(sessionId)) continue;
          for (const connection of bySession.get(sessionId) ?? []) connection.end(SESSION_ENDED);
        }
      } while (checkAgain);
    } catch (err) {
      app.log.error({ err }, 'Checking the sessions of live connections failed');
    } finally {
      checking = false;
    }
  };
  const stopWatching = deps.changes.onChange((table) => {
    if (SESSION_TABLES.has(table as WatchedTable) && bySession.size > 0) void checkSessions();
  });
  const expiryTimer = setInterval(() => {
    if (bySession.size > 0) void checkSessions();
  }, limits.sessionCheckMs);
  expiryTimer.unref();

  app.addHook('preClose', async () => {
    stopWatching();
    clearInterval(expiryTimer);
    for (const connection of connections) connection.goAway();
  });

  return { connectionCount: () => connections.size };
}

interface ConnectionContext {
  bus: EventBus;
  heartbeat: { send: number; receive: number };
  /** Silence (ms) after which a connection is closed, whatever its heart-beats. */
  idleMs: number;
  recheckSession: (token: string) => Promise<SessionContext | null>;
  shopOf: (staffId: number) => Promise<number | null>;
  /** The server clock's now, in ms (heart-beat silence is measured with it). */
  now: () => number;
  log: FastifyInstance['log'];
}

type State = 'waiting' | 'connected' | 'closed';

let messageSequence = 0;

/** One STOMP session over one WebSocket. */
class StompConnection {
  private readonly id: number;
  private readonly socket: WebSocket;
  private readonly token: string;
  private readonly session: SessionContext;
  private readonly ctx: ConnectionContext;
  private state: State = 'waiting';
  /** Subscription id → the function that removes its bus listener. */
  private readonly subscriptions = new Map<string, () => void>();
  /** Frames are handled one after the other (SUBSCRIBE waits for the database). */
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;
  private lastHeard: number;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(id: number, socket: WebSocket, token: string, session: SessionContext, ctx: ConnectionContext) {
    this.id = id;
    this.socket = socket;
    this.token = token;
    this.session = session;
    this.ctx = ctx;
    this.lastHeard = ctx.now();
    socket.on('message', (data) => this.onMessage(data));
    this.every(CONNECT_TIMEOUT_MS, () => {
      if (this.state === 'waiting') this.fail('No CONNECT frame in time', 1008);
    });
  }

  private isClosed(): boolean {
    return this.state === 'closed';
  }

  private every(ms: number, fn: () => void): void {
    const timer = setInterval(fn, ms);
    timer.unref();
    this.timers.push(timer);
  }

  private onMessage(data: RawData): void {
    this.lastHeard = this.ctx.now();
    if (this.state === 'closed') return;
    if (this.pending >= MAX_PENDING) {
      this.fail('Too many frames at once', 1008);
      return;
    }
    this.pending++;
    this.queue = this.queue
      .then(() => this.handleMessage(data))
      .catch((err: unknown) => {
        this.ctx.log.error({ err }, 'STOMP frame handling failed');
        this.fail('Server error', 1011);
      })
      .finally(() => {
        this.pending--;
      });
  }

  private async handleMessage(data: RawData): Promise<void> {
    const parsed = parseMessage(toBytes(data));
    if (!parsed.ok) {
      this.fail(parsed.error, 1002);
      return;
    }
    for (const frame of parsed.frames) {
      // An earlier frame of this message may have closed the connection.
      if (this.isClosed()) return;
      await this.handleFrame(frame);
    }
  }

  private async handleFrame(frame: Frame): Promise<void> {
    const receipt = frame.headers.get('receipt');
    if (this.state === 'waiting' && frame.command !== 'CONNECT' && frame.command !== 'STOMP') {
      this.fail(`Expected CONNECT, got ${frame.command}`, 1002, receipt);
      return;
    }
    switch (frame.command) {
      case 'CONNECT':
      case 'STOMP':
        this.connect(frame);
        return;
      case 'SUBSCRIBE':
        await this.subscribe(frame, receipt);
        return;
      case 'UNSUBSCRIBE': {
        const id = frame.headers.get('id');
        if (id === undefined) {
          this.fail('UNSUBSCRIBE needs an id header', 1002, receipt);
          return;
        }
        this.subscriptions.get(id)?.();
        this.subscriptions.delete(id);
        this.receipt(receipt);
        return;
      }
      case 'ACK':
      case 'NACK':
        // Every subscription is ack:auto; an acknowledgement changes nothing.
        this.receipt(receipt);
        return;
      case 'DISCONNECT':
        this.receipt(receipt);
        this.close(1000, 'Bye');
        return;
      case 'SEND':
        this.fail('This broker is read-only: clients cannot SEND', 1008, receipt);
        return;
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        this.fail('Transactions are not supported', 1008, receipt);
        return;
      default:
        this.fail(`${frame.command} is not a client frame`, 1002, receipt);
    }
  }

  private connect(frame: Frame): void {
    if (this.state !== 'waiting') {
      this.fail('Already connected', 1002, frame.headers.get('receipt'));
      return;
    }
    const versions = (frame.headers.get('accept-version') ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) {
      this.fail('Supported protocol versions are 1.2', 1002, undefined, { version: '1.2' });
      return;
    }
    const agreed = negotiateHeartbeat(frame.headers.get('heart-beat'), this.ctx.heartbeat);
    if (!agreed) {
      this.fail('Bad heart-beat header', 1002);
      return;
    }
    this.clearTimers();
    this.state = 'connected';
    this.send(
      serializeFrame('CONNECTED', {
        version: '1.2',
        'heart-beat': `${this.ctx.heartbeat.send},${this.ctx.heartbeat.receive}`,
        server: 'Chairside',
        session: String(this.id),
      }),
    );
    if (agreed.send > 0) this.every(agreed.send, () => this.send(HEARTBEAT));
    // A client that beats is cut off after two missed beats (a dead peer); one that agreed to no beats
    // (or to slower ones than the idle limit) is told why and closed.
    const beats = agreed.receive > 0 && 2 * agreed.receive <= this.ctx.idleMs;
    const limit = beats ? 2 * agreed.receive : this.ctx.idleMs;
    this.every(Math.max(1, Math.floor(limit / 4)), () => {
      if (this.ctx.now() - this.lastHeard <= limit) return;
      this.ctx.log.debug({ connection: this.id }, 'STOMP client silent: closing');
      if (beats) this.terminate();
      else this.fail(`Nothing heard for ${limit / 1000} s. Send heart-beats.`, 1008);
    });
  }

  private async subscribe(frame: Frame, receipt: string | undefined): Promise<void> {
    const id = frame.headers.get('id');
    const destination = frame.headers.get('destination');
    if (id === undefined || destination === undefined) {
      this.fail('SUBSCRIBE needs id and destination headers', 1002, receipt);
      return;
    }
    if (this.subscriptions.has(id)) {
      this.fail(`Subscription id ${id} is already in use`, 1002, receipt);
      return;
    }
    if (this.subscriptions.size >= MAX_SUBSCRIPTIONS) {
      this.fail(`At most ${MAX_SUBSCRIPTIONS} subscriptions per connection`, 1008, receipt);
      return;
    }
    const ack = frame.headers.get('ack');
    if (ack !== undefined && ack !== 'auto') {
      this.fail('Only ack:auto subscriptions are supported', 1002, receipt);
      return;
    }
    const owner = ownerOfTopic(destination);
    if (owner === null) {
      this.fail(`Unknown destination: ${destination}`, 1008, receipt);
      return;
    }
    // The session may have ended (sign-out, staff deactivated) since the handshake.
    const session = await this.ctx.recheckSession(this.token);
    if (!session || session.sessionId !== this.session.sessionId) {
      this.fail('Your session has expired. Please sign in again.', 1008, receipt);
      return;
    }
    const allowed =
      owner.kind === 'shop'
        ? session.isManager && owner.shopId === session.shopId
        : owner.staffId === session.staffId ||
          (session.isManager && (await this.ctx.shopOf(owner.staffId)) === session.shopId);
    if (this.state !== 'connected') return;
    if (!allowed) {
      this.fail(`You may not subscribe to ${destination}`, 1008, receipt);
      return;
    }
    const unsubscribe = this.ctx.bus.subscribe(destination, (body) => this.deliver(id, destination, body));
    this.subscriptions.set(id, unsubscribe);
    this.receipt(receipt);
  }

  private deliver(subscription: string, destination: string, body: string): void {
    if (this.state !== 'connected') return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ctx.log.warn({ connection: this.id }, 'STOMP client too slow: closing');
      this.terminate();
      return;
    }
    messageSequence++;
    this.send(
      serializeFrame(
        'MESSAGE',
        {
          subscription,
          'message-id': `${this.id}-${messageSequence}`,
          destination,
          'content-type': 'application/json',
        },
        body,
      ),
    );
  }

  private receipt(receipt: string | undefined): void {
    if (receipt !== undefined) this.send(serializeFrame('RECEIPT', { 'receipt-id': receipt }));
  }

  /** Sends ERROR (with `receipt-id` when the bad frame asked for a receipt) and closes this connection. */
  private fail(
    message: string,
    closeCode: number,
    receipt?: string,
    extra: Record<string, string> = {},
  ): void {
    if (this.state === 'closed') return;
    this.send(
      serializeFrame(
        'ERROR',
        { ...extra, message, 'receipt-id': receipt, 'content-type': 'text/plain' },
        `${message}\n`,
      ),
    );
    this.close(closeCode, message);
  }

  private send(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(text, (err) => {
      if (err) this.terminate();
    });
  }

  private close(code: number, reason: string): void {
    this.dispose();
    // A close reason is at most 123 bytes.
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(code, reason.slice(0, 100));
  }

  private terminate(): void {
    this.dispose();
    this.socket.terminate();
  }

  /** The session ended: ERROR, then close. */
  end(message: string): void {
    this.fail(message, 1008);
  }

  /** The server is stopping: close politely, cut off whoever has not answered within 2 s. */
  goAway(): void {
    this.close(1001, 'Server stopping');
    setTimeout(() => this.socket.terminate(), 2000).unref();
  }

  private clearTimers(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.length = 0;
  }

  /** Drops every subscription and timer (idempotent). */
  dispose(): void {
    this.state = 'closed';
    this.clearTimers();
    for (const unsubscribe of this.subscriptions.values()) unsubscribe();
    this.subscriptions.clear();
  }
}

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return data;
}
