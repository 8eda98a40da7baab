import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { requestFrom } from '../../tests/support/from-address.ts';
import { signIn, startTestServer, TestClient, type TestServer } from '../../tests/support/server.ts';
import { PER_ADDRESS_REFUSAL } from './connection-limits.ts';

/**
 * Clients that stall or trickle are cut off by the server's timeouts, and connections past the cap are
 * refused. The limits are short here so the tests take a second or two; the production values are in
 * DEFAULT_CONNECTION_LIMITS.
 */
const LIMITS = { requestMs: 1500, headersMs: 800, idleMs: 500, keepAliveMs: 300, maxConnections: 8 };

let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await startTestServer({ limits: LIMITS });
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server?.close();
});

interface Raw {
  socket: Socket;
  /** Everything the server sent. */
  received: () => string;
  /** Resolves when the server closes the connection (or after `waitMs`, with false). */
  closed: (waitMs?: number) => Promise<boolean>;
}

/** A raw TCP connection to the server, open, from `localAddress` (another loopback address is another client). */
function raw(to = port, localAddress = '127.0.0.1'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port: to, host: '127.0.0.1', localAddress });
    let data = '';
    let ended = false;
    const ending = new Promise<void>((done) =>
      socket.once('close', () => {
        ended = true;
        done();
      }),
    );
    socket.on('data', (chunk) => {
      data += chunk;
    });
    socket.once('error', reject);
    socket.once('connect', () =>
      resolve({
        socket,
        received: () => data,
        closed: async (waitMs = 10_000) => {
          await Promise.race([ending, new Promise((r) => setTimeout(r, waitMs))]);
          return ended;
        },
      }),
    );
  });
}

const postHead = (length: number, headers = '') =>
  `POST /api/v1/staff/generateOtp HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${headers}\r\n`;

/** Writes `chunk` every `everyMs` until the connection closes. */
function trickle(socket: Socket, chunk: string, everyMs: number): void {
  const timer = setInterval(() => {
    if (socket.destroyed) clearInterval(timer);
    else socket.write(chunk);
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

/** Waits until `what` holds (or fails after 10 s). */
async function until(what: () => Promise<boolean>, why: string): Promise<void> {
  const deadline = performance.now() + 10_000;
  while (!(await what())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting: ${why}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('slow clients', () => {
  it('closes a connection whose body stops half-way', async () => {
    const c = await raw();
    c.socket.write(`${postHead(40)}{"phone":"55501`);
    expect(await c.closed()).toBe(true);
    expect(c.received()).toBe('');
  });

  it('closes it too when the stalled body is the second request of a kept-alive connection', async () => {
    const c = await raw();
    c.socket.write('GET /api/health HTTP/1.1\r\nHost: test\r\n\r\n');
    await new Promise((r) => setTimeout(r, 100));
    expect(c.received()).toMatch(/^HTTP\/1\.1 200/);
    c.socket.write(`${postHead(40)}{"phone":"55501`);
    expect(await c.closed()).toBe(true);
    expect(c.received()).not.toMatch(/HTTP\/1\.1 200[\s\S]*HTTP\/1\.1/);
  });

  it('answers 408 to a body that trickles in past the request timeout', async () => {
    const c = await raw();
    c.socket.write(postHead(10_000));
    trickle(c.socket, ' ', 100);
    expect(await c.closed()).toBe(true);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('answers 408 to headers that trickle in past the header timeout', async () => {
    const c = await raw();
    c.socket.write('GET /api/health HTTP/1.1\r\nHost: test\r\n');
    trickle(c.socket, 'X-Slow: yes\r\n', 100);
    expect(await c.closed()).toBe(true);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a kept-alive connection with no next request', async () => {
    const c = await raw();
    c.socket.write('GET /api/health HTTP/1.1\r\nHost: test\r\n\r\n');
    expect(await c.closed()).toBe(true);
    expect(c.received()).toMatch(/^HTTP\/1\.1 200/);
  });

  it('keeps an upgraded /ws connection open past the request and idle timeouts', async () => {
    const client = new TestClient(server.url);
    await signIn(client, '5550100002');
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws`, ['v12.stomp'], {
      headers: { cookie: `cs_session=${client.cookies.get('cs_session')}` },
    });
    const messages: string[] = [];
    ws.on('message', (m) => messages.push(String(m)));
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    ws.send('CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0');
    // Silent for longer than both timeouts: the broker's own idle limit is far longer.
    await new Promise((r) => setTimeout(r, LIMITS.requestMs + LIMITS.idleMs));
    expect(ws.readyState).toBe(WebSocket.OPEN);
    ws.send('DISCONNECT\nreceipt:bye\n\n\0');
    await new Promise((r) => ws.once('close', r));
    expect(messages.at(-1)).toMatch(/^RECEIPT\nreceipt-id:bye/);
  });
});

describe('the connection cap', () => {
  const MAX = 8;
  let capped: TestServer;
  beforeAll(async () => {
    // The default timeouts: the connections held below stay open.
    capped = await startTestServer({ seed: false, limits: { maxConnections: MAX } });
  });
  afterAll(async () => {
    await capped?.close();
  });

  const connections = () =>
    new Promise<number>((resolve, reject) =>
      capped.app.server.getConnections((err, n) => (err ? reject(err) : resolve(n))),
    );

  it(`refuses connections past ${MAX}, and takes new ones once others close`, async () => {
    const cappedPort = Number(new URL(capped.url).port);
    const held = await Promise.all(Array.from({ length: MAX }, () => raw(cappedPort)));
    await until(async () => (await connections()) === MAX, `${MAX} connections`);
    const extra = await raw(cappedPort);
    expect(await extra.closed()).toBe(true);
    expect(extra.received()).toBe('');
    expect(held.every((c) => !c.socket.destroyed)).toBe(true);

    for (const c of held) c.socket.destroy();
    await until(async () => (await connections()) === 0, 'no connections');
    const res = await fetch(`${capped.url}/api/health`);
    expect(res.status).toBe(200);
  });
});

describe('the connection cap per client address', () => {
  const PER_ADDRESS = 4;
  let capped: TestServer;
  let cappedPort: number;
  beforeAll(async () => {
    // Long timeouts: the connections held below stay open for the test.
    capped = await startTestServer({
      seed: false,
      limits: { perAddress: PER_ADDRESS, maxConnections: 50, requestMs: 60_000, bodyMs: 60_000 },
    });
    cappedPort = Number(new URL(capped.url).port);
  });
  afterAll(async () => {
    await capped?.close();
  });

  it(`lets one address hold ${PER_ADDRESS} connections, and serves another address meanwhile`, async () => {
    // What took the server off the air: connections that each send a body a byte at a time.
    const held = await Promise.all(Array.from({ length: PER_ADDRESS }, () => raw(cappedPort)));
    for (const c of held) c.socket.write(`${postHead(40)}{`);
    const extra = await raw(cappedPort);
    expect(await extra.closed()).toBe(true);
    expect(extra.received()).toBe('');

    const other = await requestFrom('127.0.0.2', `${capped.url}/api/health`, 'GET');
    expect(other.status).toBe(200);
    expect(held.every((c) => !c.socket.destroyed)).toBe(true);

    // A connection that closes gives its place back.
    held[0]?.socket.destroy();
    await until(async () => {
      const next = await raw(cappedPort);
      next.socket.write('GET /api/health HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n');
      await next.closed();
      return /^HTTP\/1\.1 200/.test(next.received());
    }, 'a place given back');
    for (const c of held) c.socket.destroy();
  });

  it('behind a trusted proxy counts the open requests of each client address instead', async () => {
    const proxied = await startTestServer({
      seed: false,
      trustProxy: ['127.0.0.1'],
      limits: { perAddress: PER_ADDRESS, maxConnections: 50, requestMs: 60_000, bodyMs: 60_000 },
    });
    try {
      const proxiedPort = Number(new URL(proxied.url).port);
      const forwardedFor = (client: string) => `X-Forwarded-For: ${client}\r\n`;
      // The proxy's connections are not capped by its own address: one client's requests are.
      const held = await Promise.all(Array.from({ length: PER_ADDRESS }, () => raw(proxiedPort)));
      for (const c of held) c.socket.write(`${postHead(40, forwardedFor('203.0.113.7'))}{`);
      const sameClient = await raw(proxiedPort);
      sameClient.socket.write(`${postHead(2, forwardedFor('203.0.113.7'))}{}`);
      expect(await sameClient.closed()).toBe(true);
      expect(sameClient.received()).toMatch(/^HTTP\/1\.1 429/);
      expect(sameClient.received()).toContain(PER_ADDRESS_REFUSAL);

      const otherClient = await raw(proxiedPort);
      otherClient.socket.write(
        `GET /api/health HTTP/1.1\r\nHost: test\r\nConnection: close\r\n${forwardedFor('203.0.113.8')}\r\n`,
      );
      expect(await otherClient.closed()).toBe(true);
      expect(otherClient.received()).toMatch(/^HTTP\/1\.1 200/);
      for (const c of held) c.socket.destroy();
    } finally {
      await proxied.close();
    }
  });
});

describe('the body timeout', () => {
  const BODY_MS = 500;
  let timed: TestServer;
  let timedPort: number;
  let cookie = '';
  beforeAll(async () => {
    // The whole request may take a minute (longer than any wait below); a JSON body has BODY_MS.
    timed = await startTestServer({
      limits: { bodyMs: BODY_MS, requestMs: 60_000, headersMs: 30_000, idleMs: 30_000 },
    });
    timedPort = Number(new URL(timed.url).port);
    const client = new TestClient(timed.url);
    const { staffId } = await signIn(client, '5550100002');
    cookie = `cs_session=${client.cookies.get('cs_session')}`;
    uploadPath = `/api/gallery/upload/${staffId}`;
  });
  afterAll(async () => {
    await timed?.close();
  });
  let uploadPath = '';

  it('answers 408 to a JSON body dribbled in slower than the body timeout, and closes the connection', async () => {
    const c = await raw(timedPort);
    c.socket.write(postHead(10_000));
    trickle(c.socket, ' ', 100);
    expect(await c.closed()).toBe(true);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('takes a JSON body that arrives in time, in pieces', async () => {
    const c = await raw(timedPort);
    const body = '{"phone":"5550100002","shopId":1}';
    c.socket.write(postHead(body.length, 'Connection: close\r\n'));
    for (const piece of [body.slice(0, 10), body.slice(10)]) {
      c.socket.write(piece);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await c.closed()).toBe(true);
    expect(c.received()).not.toMatch(/^HTTP\/1\.1 408/);
    expect(c.received()).toMatch(/^HTTP\/1\.1 (200|404)/);
  });

  it('gives an upload its long timeout: the same dribble goes on past the body timeout', async () => {
    const boundary = 'chairside-slow';
    const c = await raw(timedPort);
    c.socket.write(
      `POST ${uploadPath} HTTP/1.1\r\nHost: test\r\nCookie: ${cookie}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000\r\n\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    trickle(c.socket, 'x', 100);
    // Three body timeouts later the upload is still being received.
    expect(await c.closed(3 * BODY_MS)).toBe(false);
    expect(c.received()).toBe('');
    c.socket.destroy();
  });
});
