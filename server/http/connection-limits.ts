import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooMany } from '../errors.ts';

/**
 * Proxies in front whose X-Forwarded-For, -Proto and -Host count: none, all, the nearest n, or those at
 * these addresses and ranges (what Fastify's `trustProxy` takes).
 */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * How long a client may take and how many may be connected, so that clients that stall or trickle
 * cannot hold the server's sockets (values and reasons: docs/decisions.md, "Slow clients").
 */
export interface ConnectionLimits {
  /** The whole request, headers and body, must arrive within this (ms); 408 after it. */
  requestMs: number;
  /** The headers must arrive within this (ms; at most `requestMs`); 408 after it. */
  headersMs: number;
  /** A connection that sends and receives nothing for this long while a request is open is closed (ms). */
  idleMs: number;
  /** A keep-alive connection with no request for this long is closed (ms). */
  keepAliveMs: number;
  /** Open connections at most, WebSockets included; more are closed as they arrive. */
  maxConnections: number;
  /**
   * Open connections of one client address at most; more are closed as they arrive. Behind a trusted
   * proxy (TRUST_PROXY), whose connections carry many clients, it is the client's open requests instead.
   */
  perAddress: number;
  /**
   * A request body that is not an upload form (JSON, at most 64 KB) must have arrived within this after
   * its headers (ms); 408 after it. Uploads keep `requestMs`.
   */
  bodyMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  // An 8 MB upload at about 215 kbit/s (the app itself gives up after 120 s).
  requestMs: 300_000,
  headersMs: 30_000,
  // Longer than the gaps of TCP's retransmissions on a lossy Wi-Fi link.
  idleMs: 60_000,
  // Longer than the idle timeout of the proxies that usually sit in front (60 s), as Fastify's default.
  keepAliveMs: 72_000,
  maxConnections: 2000,
  // A salon's devices behind one router share an address: a few dozen phones and tablets with a few
  // connections each, far below this; one address alone can no longer hold all 2000.
  perAddress: 100,
  // 64 KB at 52 kbit/s, a poor mobile link; the app's bodies are a few hundred bytes.
  bodyMs: 10_000,
};

/** Fastify's options for `limits` (the connection cap is set on the server: `capConnections`). */
export function connectionOptions(limits: ConnectionLimits) {
  const headersTimeout = Math.min(limits.headersMs, limits.requestMs);
  return {
    connectionTimeout: limits.idleMs,
    requestTimeout: limits.requestMs,
    keepAliveTimeout: limits.keepAliveMs,
    http: {
      headersTimeout,
      // Node checks the header and request deadlines on this period (30 s by default).
      connectionsCheckingInterval: Math.max(10, Math.min(5_000, Math.floor(headersTimeout / 4))),
    },
  };
}

/** Whether a connection from `address` comes from a proxy whose X-Forwarded-For counts (as Fastify reads it). */
function proxyTest(trust: TrustProxy): (address: string) => boolean {
  if (typeof trust === 'boolean') return () => trust;
  const trusted = typeof trust === 'function' ? trust : proxyAddr.compile(trust);
  return (address) => trusted(address, 0);
}

/** Open connections (or, behind a proxy, requests) by client address. */
class OpenByAddress {
  readonly #open = new Map<string, number>();
  readonly #cap: number;
  constructor(cap: number) {
    this.#cap = cap;
  }
  /** Counts one more for `address`, or answers false when it holds its cap already. */
  take(address: string): boolean {
    const n = this.#open.get(address) ?? 0;
    if (n >= this.#cap) return false;
    this.#open.set(address, n + 1);
    return true;
  }
  give(address: string): void {
    const n = (this.#open.get(address) ?? 0) - 1;
    if (n > 0) this.#open.set(address, n);
    else this.#open.delete(address);
  }
}

export const PER_ADDRESS_REFUSAL =
  'Too many requests from your address are open at once. Try again when they have finished.';

/**
 * At most `maxConnections` open connections, and at most `perAddress` of them from one client address
 * (more are closed as they arrive), so one address that holds connections open cannot take every slot
 * from the others. A connection from a trusted proxy carries many clients: there each client address
 * (the request's `ip`, after TRUST_PROXY) may have `perAddress` open requests, and one more is answered
 * 429 and its connection closed.
 */
export function capConnections(app: FastifyInstance, limits: ConnectionLimits, trust: TrustProxy): void {
  app.server.maxConnections = limits.maxConnections;
  const fromProxy = proxyTest(trust);
  const open = new OpenByAddress(limits.perAddress);
  app.server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    if (fromProxy(address)) return;
    if (!open.take(address)) {
      socket.destroy();
      return;
    }
    socket.once('close', () => open.give(address));
  });
  app.addHook('onRequest', async (req, reply) => {
    if (!fromProxy(req.raw.socket.remoteAddress ?? '')) return;
    const client = `client ${req.ip}`;
    if (!open.take(client)) {
      reply.header('connection', 'close');
      throw tooMany(PER_ADDRESS_REFUSAL);
    }
    reply.raw.once('close', () => open.give(client));
  });
}

/** What Node answers when a request's time is up, before it closes the connection. */
const REQUEST_TIMEOUT_RESPONSE = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';

/** A body is coming, and it is not an upload form (the upload route reads that as it streams in). */
const hasShortBody = (req: FastifyRequest) =>
  (req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0) &&
  !/^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '');

/**
 * A body that is not an upload form must arrive within `bodyMs` of its headers: past it the server
 * answers 408, as Node does for `requestTimeout`, and closes the connection. A JSON body is at most 64 KB,
 * so a client that sends it a byte at a time holds a connection seconds rather than the minutes an
 * upload may take.
 */
export function limitBodyTime(app: FastifyInstance, limits: ConnectionLimits): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!hasShortBody(req)) return;
    const timer = setTimeout(() => {
      if (req.raw.complete) return;
      const socket = req.raw.socket;
      if (reply.raw.headersSent) socket.destroy();
      else socket.end(REQUEST_TIMEOUT_RESPONSE);
    }, limits.bodyMs);
    const stop = () => clearTimeout(timer);
    req.raw.once('end', stop);
    reply.raw.once('close', stop);
  });
}
