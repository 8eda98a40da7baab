import type { FastifyInstance } from 'fastify';

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

export function capConnections(app: FastifyInstance, limits: ConnectionLimits): void {
  app.server.maxConnections = limits.maxConnections;
}
