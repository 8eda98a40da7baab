import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { signIn, startTestServer, TestClient, type TestServer } from '../../tests/support/server.ts';

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

/** A raw TCP connection to the server, open. */
function raw(to = port): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = connect(to, '127.0.0.1');
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

const postHead = (length: number) =>
  `POST /api/v1/staff/generateOtp HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

/** Writes `chunk` every `everyMs` until the connection closes. */
function trickle(socket: Socket, chunk: string, everyMs: number): void {
  const timer = setInterval(() => {
    if (socket.destroyed) clearInterval(timer);
    else socket.write(chunk);
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
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
  async function until(what: () => Promise<boolean>): Promise<void> {
    const deadline = performance.now() + 10_000;
    while (!(await what())) {
      if (performance.now() > deadline) throw new Error(`timed out with ${await connections()} connections`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it(`refuses connections past ${MAX}, and takes new ones once others close`, async () => {
    const cappedPort = Number(new URL(capped.url).port);
    const held = await Promise.all(Array.from({ length: MAX }, () => raw(cappedPort)));
    await until(async () => (await connections()) === MAX);
    const extra = await raw(cappedPort);
    expect(await extra.closed()).toBe(true);
    expect(extra.received()).toBe('');
    expect(held.every((c) => !c.socket.destroyed)).toBe(true);

    for (const c of held) c.socket.destroy();
    await until(async () => (await connections()) === 0);
    const res = await fetch(`${capped.url}/api/health`);
    expect(res.status).toBe(200);
  });
});
