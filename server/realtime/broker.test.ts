import { Client, type IFrame, type IMessage, type IStompSocket } from '@stomp/stompjs';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { shopAppointmentsTopic, staffAppointmentsTopic } from '../../src/contract/appointment.ts';
import { staffGalleryTopic } from '../../src/contract/gallery.ts';
import { PNG_1PX } from '../../tests/support/images.ts';
import {
  signIn,
  startTestServer,
  TestClient,
  type TestServer,
  testClock,
} from '../../tests/support/server.ts';
import { buildApp } from '../app.ts';
import { SESSION_DAYS } from '../auth/sessions.ts';
import { staff } from '../db/schema.ts';
import { BOOK_APPOINTMENT_PATH, CLOSE_TICKET_PATH } from '../modules/demo/index.ts';
import type { LiveLimits } from './broker.ts';
import { staffIncomeTopic } from './bus.ts';

/** Short heart-beats so the heart-beat tests take well under a second. */
const HEARTBEAT_MS = 300;
const LUXE_TECH = '5550100002';
const TWO_SALONS = '5550100001';
const OTHER_TECH = '5550100004';

let server: TestServer;
let wsUrl: string;
let origin: string;
let tech: { client: TestClient; staffId: number; cookie: string };
let manager: { client: TestClient; staffId: number; shopId: number; cookie: string };
let otherSalonTechId: number;

const cookieOf = (client: TestClient) => `cs_session=${client.cookies.get('cs_session')}`;

beforeAll(async () => {
  server = await startTestServer({
    stompHeartbeatMs: HEARTBEAT_MS,
    otpLimitPerPhone: 100,
    otpLimitPerIp: 1000,
  });
  wsUrl = `${server.url.replace('http', 'ws')}/ws`;
  origin = server.url;
  const techClient = new TestClient(server.url);
  const t = await signIn(techClient, LUXE_TECH);
  tech = { client: techClient, staffId: t.staffId, cookie: cookieOf(techClient) };
  const managerClient = new TestClient(server.url);
  const m = await signIn(managerClient, TWO_SALONS, (r) => r.positionName === 'Admin');
  manager = { client: managerClient, staffId: m.staffId, shopId: m.shopId, cookie: cookieOf(managerClient) };
  const [other] = await server.database.db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.phone, OTHER_TECH), ne(staff.shopId, m.shopId)))
    .limit(1);
  if (!other) throw new Error('no technician in the other salon');
  otherSalonTechId = other.id;
});

const open: Client[] = [];
const rawOpen: WebSocket[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.deactivate()));
  for (const ws of rawOpen.splice(0)) ws.terminate();
});
afterAll(async () => {
  await server?.close();
});

interface Stomp {
  client: Client;
  connected: IFrame;
  errors: IFrame[];
  debug: string[];
  closed: Promise<number>;
}

/** A real @stomp/stompjs client over `ws`, connected; rejects when the server refuses. */
function stomp(
  cookie: string,
  options: { heartbeatIncoming?: number; heartbeatOutgoing?: number; origin?: string; url?: string } = {},
): Promise<Stomp> {
  const errors: IFrame[] = [];
  const debug: string[] = [];
  let closedWith: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => {
    closedWith = resolve;
  });
  return new Promise((resolve, reject) => {
    const client = new Client({
      webSocketFactory: () =>
        new WebSocket(options.url ?? wsUrl, ['v12.stomp'], {
          headers: { cookie, origin: options.origin ?? origin },
        }) as unknown as IStompSocket,
      reconnectDelay: 0,
      heartbeatIncoming: options.heartbeatIncoming ?? 0,
      heartbeatOutgoing: options.heartbeatOutgoing ?? 0,
      debug: (line) => debug.push(line),
      onConnect: (frame) => resolve({ client, connected: frame, errors, debug, closed }),
      onStompError: (frame) => errors.push(frame),
      onWebSocketClose: (event) => {
        closedWith(event.code);
        reject(new Error(`closed before CONNECTED (${event.code})`));
      },
    });
    open.push(client);
    client.activate();
  });
}

/** Subscribes and waits for the server's RECEIPT, so a publish right after is seen. */
function subscribed(s: Stomp, destination: string, onMessage: (m: IMessage) => void): Promise<void> {
  return new Promise((resolve) => {
    const receipt = `r-${Math.random()}`;
    s.client.watchForReceipt(receipt, () => resolve());
    s.client.subscribe(destination, onMessage, { receipt });
  });
}

const nextMessage = (s: Stomp, destination: string) => {
  const messages: IMessage[] = [];
  let wake: () => void = () => {};
  const ready = subscribed(s, destination, (m) => {
    messages.push(m);
    wake();
  });
  return {
    ready,
    next: (ms = 3000) =>
      new Promise<IMessage>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no MESSAGE on ${destination} in ${ms} ms`)), ms);
        const check = () => {
          const m = messages.shift();
          if (m) {
            clearTimeout(timer);
            resolve(m);
          } else wake = check;
        };
        check();
      }),
  };
};

const closeTicket = async (staffId: number) => {
  const res = await new TestClient(server.url).post<{ billId: number; billNumber: number; total: number }>(
    CLOSE_TICKET_PATH,
    { staffId },
  );
  expect(res.status).toBe(200);
  return res.body.payload;
};

/** A raw `ws` client: the handshake answer, then every message as text. */
function raw(
  headers: Record<string, string>,
  url = wsUrl,
): Promise<{ ws: WebSocket; messages: string[]; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, ['v12.stomp'], { headers });
    rawOpen.push(ws);
    const messages: string[] = [];
    const closed = new Promise<number>((r) => ws.once('close', (code) => r(code)));
    ws.on('message', (data) => messages.push(String(data)));
    ws.once('open', () => resolve({ ws, messages, closed }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

const until = async (what: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!what()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('STOMP handshake', () => {
  it('answers CONNECT with CONNECTED 1.2 and the heart-beat header', async () => {
    const s = await stomp(tech.cookie);
    expect(s.connected.headers.version).toBe('1.2');
    expect(s.connected.headers['heart-beat']).toBe(`${HEARTBEAT_MS},${HEARTBEAT_MS}`);
  });

  it('offers 10000,10000 by default', async () => {
    const { buildApp } = await import('../app.ts');
    const { ChangeFeed } = await import('../db/changes.ts');
    const app = await buildApp({
      db: server.database.db,
      changes: new ChangeFeed(),
      // The session was made by the test server's clock: this server must keep the same time.
      now: server.clock.now,
      demo: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, ['v12.stomp'], {
        headers: { cookie: tech.cookie },
      });
      const first = await new Promise<string>((resolve, reject) => {
        ws.once('open', () => ws.send('CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0'));
        ws.once('message', (data) => resolve(String(data)));
        ws.once('error', reject);
      });
      expect(first).toMatch(/^CONNECTED\n/);
      expect(first).toContain('heart-beat:10000,10000\n');
      expect(ws.protocol).toBe('v12.stomp');
      ws.terminate();
    } finally {
      await app.close();
    }
  });

  it('refuses a handshake without a session cookie (401)', async () => {
    await expect(raw({ origin })).rejects.toThrow('HTTP 401');
    await expect(raw({ origin, cookie: 'cs_session=not-a-session' })).rejects.toThrow('HTTP 401');
    await expect(stomp('')).rejects.toThrow(/closed before CONNECTED/);
  });

  it("refuses another site's Origin (403), accepts its own and none", async () => {
    await expect(raw({ cookie: tech.cookie, origin: 'http://evil.example' })).rejects.toThrow('HTTP 403');
    await expect(raw({ cookie: tech.cookie, origin: 'null' })).rejects.toThrow('HTTP 403');
    await expect(stomp(tech.cookie, { origin: 'https://evil.example' })).rejects.toThrow(/closed before/);
    const none = await raw({ cookie: tech.cookie });
    none.ws.close();
  });
});

describe('income topic', () => {
  it('delivers a MESSAGE to the staff member when one of their tickets closes', async () => {
    const s = await stomp(tech.cookie);
    const topic = staffIncomeTopic(tech.staffId);
    const inbox = nextMessage(s, topic);
    await inbox.ready;
    const closed = await closeTicket(tech.staffId);
    const message = await inbox.next();
    expect(message.headers.destination).toBe(topic);
    expect(message.headers['content-type']).toBe('application/json');
    expect(message.headers['message-id']).toBeTruthy();
    expect(message.headers.subscription).toBeTruthy();
    const body = JSON.parse(message.body) as { type: string; billId: number; at: string };
    expect(body).toEqual({ type: 'ticket-closed', billId: closed.billId, at: expect.any(String) });
    expect(Number.isNaN(Date.parse(body.at))).toBe(false);
  });

  it("refuses a staff member another staff's topic: ERROR, then the connection closes", async () => {
    const s = await stomp(tech.cookie);
    s.client.subscribe(staffIncomeTopic(manager.staffId), () => {}, { receipt: 'want-receipt' });
    expect(await s.closed).toBe(1008);
    expect(s.errors).toHaveLength(1);
    expect(s.errors[0]?.headers.message).toMatch(/may not subscribe/);
    expect(s.errors[0]?.headers['receipt-id']).toBe('want-receipt');
  });

  it('refuses unknown destinations', async () => {
    const s = await stomp(tech.cookie);
    s.client.subscribe('/topic/everything', () => {});
    expect(await s.closed).toBe(1008);
    expect(s.errors[0]?.headers.message).toMatch(/Unknown destination/);
  });

  it("lets a manager follow a technician of their salon, not another salon's", async () => {
    const s = await stomp(manager.cookie);
    const inbox = nextMessage(s, staffIncomeTopic(tech.staffId));
    await inbox.ready;
    await closeTicket(tech.staffId);
    expect(JSON.parse((await inbox.next()).body).type).toBe('ticket-closed');

    s.client.subscribe(staffIncomeTopic(otherSalonTechId), () => {});
    expect(await s.closed).toBe(1008);
    expect(s.errors[0]?.headers.message).toMatch(/may not subscribe/);
  });

  it('stops delivering after UNSUBSCRIBE and answers DISCONNECT with a RECEIPT', async () => {
    const s = await stomp(tech.cookie);
    const got: IMessage[] = [];
    const receipt = new Promise<void>((resolve) => s.client.watchForReceipt('sub', () => resolve()));
    const sub = s.client.subscribe(staffIncomeTopic(tech.staffId), (m) => got.push(m), { receipt: 'sub' });
    await receipt;
    const unsubscribed = new Promise<void>((resolve) => s.client.watchForReceipt('unsub', () => resolve()));
    sub.unsubscribe({ receipt: 'unsub' });
    await unsubscribed;
    await closeTicket(tech.staffId);
    await new Promise((r) => setTimeout(r, 100));
    expect(got).toHaveLength(0);
    await s.client.deactivate();
    expect(s.debug.some((line) => line.includes('RECEIPT'))).toBe(true);
  });

  it('refuses SEND: the broker is read-only', async () => {
    const s = await stomp(tech.cookie);
    s.client.publish({ destination: staffIncomeTopic(tech.staffId), body: '{}' });
    expect(await s.closed).toBe(1008);
    expect(s.errors[0]?.headers.message).toMatch(/read-only/);
  });
});

describe('appointment topics', () => {
  /** A NEW appointment of the staff member on a coming open day (the demo fixture), its id. */
  const book = async (staffId: number): Promise<number> => {
    const res = await new TestClient(server.url).post<{ id: number }>(BOOK_APPOINTMENT_PATH, { staffId });
    if (res.status !== 200) throw new Error(`book-appointment answered ${res.status}`);
    return res.body.payload.id;
  };

  it("tells the technician and the salon's managers when a manager changes the technician's appointment", async () => {
    const techSocket = await stomp(tech.cookie);
    const managerSocket = await stomp(manager.cookie);
    const own = nextMessage(techSocket, staffAppointmentsTopic(tech.staffId));
    const salon = nextMessage(managerSocket, shopAppointmentsTopic(manager.shopId));
    await Promise.all([own.ready, salon.ready]);
    const id = await book(tech.staffId);
    // The booking itself is told…
    expect(JSON.parse((await own.next()).body)).toMatchObject({ type: 'created', appointmentId: id });
    expect(JSON.parse((await salon.next()).body)).toMatchObject({ type: 'created', appointmentId: id });
    // …and so is the manager's confirmation.
    const confirmed = await manager.client.request('PUT', '/api/v1/appointment/update-status', {
      json: { appointmentId: id, status: 1 },
    });
    expect(confirmed.status).toBe(200);
    expect(JSON.parse((await own.next()).body)).toEqual({
      type: 'status-changed',
      appointmentId: id,
      at: expect.any(String),
    });
    expect(JSON.parse((await salon.next()).body)).toMatchObject({
      type: 'status-changed',
      appointmentId: id,
    });
  });

  it("tells the salon's managers when a technician's +15 lands", async () => {
    const id = await book(tech.staffId);
    const managerSocket = await stomp(manager.cookie);
    const salon = nextMessage(managerSocket, shopAppointmentsTopic(manager.shopId));
    await salon.ready;
    const longer = await tech.client.post('/api/v1/appointment/prolongedTime', {
      appointmentId: id,
      status: 'ADD',
    });
    expect(longer.status).toBe(200);
    expect(JSON.parse((await salon.next()).body)).toMatchObject({ type: 'changed', appointmentId: id });
  });

  it("keeps a salon's topic to its managers", async () => {
    const s = await stomp(tech.cookie);
    s.client.subscribe(shopAppointmentsTopic(manager.shopId), () => {});
    expect(await s.closed).toBe(1008);
    expect(s.errors[0]?.headers.message).toMatch(/may not subscribe/);

    const m = await stomp(manager.cookie);
    m.client.subscribe(shopAppointmentsTopic(manager.shopId + 1000), () => {});
    expect(await m.closed).toBe(1008);
  });

  it("keeps a staff member's appointments to them and their salon's managers", async () => {
    const s = await stomp(tech.cookie);
    s.client.subscribe(staffAppointmentsTopic(manager.staffId), () => {});
    expect(await s.closed).toBe(1008);
    const m = await stomp(manager.cookie);
    m.client.subscribe(staffAppointmentsTopic(otherSalonTechId), () => {});
    expect(await m.closed).toBe(1008);
  });
});

describe('gallery topic', () => {
  const upload = async (): Promise<number> => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), 'a.png');
    const res = await fetch(`${server.url}/api/gallery/upload/${tech.staffId}`, {
      method: 'POST',
      body: form,
      headers: { cookie: tech.cookie },
    });
    return ((await res.json()) as { payload: { galleryId: number } }).payload.galleryId;
  };

  it('tells the technician when a manager publishes or deletes their items, and keeps it to them and their managers', async () => {
    const s = await stomp(tech.cookie);
    const inbox = nextMessage(s, staffGalleryTopic(tech.staffId));
    await inbox.ready;
    const id = await upload();
    expect((await manager.client.post('/api/gallery/approved', { ids: [id] })).status).toBe(200);
    expect(JSON.parse((await inbox.next()).body)).toEqual({
      type: 'approved',
      ids: [id],
      at: expect.any(String),
    });
    expect((await manager.client.post('/api/gallery/delete', { ids: [id] })).status).toBe(200);
    expect(JSON.parse((await inbox.next()).body)).toMatchObject({ type: 'deleted', ids: [id] });

    s.client.subscribe(staffGalleryTopic(manager.staffId), () => {});
    expect(await s.closed).toBe(1008);
    const m = await stomp(manager.cookie);
    m.client.subscribe(staffGalleryTopic(otherSalonTechId), () => {});
    expect(await m.closed).toBe(1008);
  });
});

describe('heart-beats', () => {
  it('sends heart-beats at the agreed period', async () => {
    const s = await stomp(tech.cookie, { heartbeatIncoming: HEARTBEAT_MS, heartbeatOutgoing: HEARTBEAT_MS });
    await new Promise((r) => setTimeout(r, HEARTBEAT_MS * 3.5));
    const pongs = s.debug.filter((line) => line.includes('<<< PONG')).length;
    expect(pongs).toBeGreaterThanOrEqual(2);
    expect(s.client.connected).toBe(true);
  });

  it('closes a connection silent for twice the agreed period', async () => {
    const c = await raw({ cookie: tech.cookie, origin });
    c.ws.send('CONNECT\naccept-version:1.2\nheart-beat:100,0\n\n\0');
    const started = Date.now();
    const code = await c.closed;
    const silentFor = Date.now() - started;
    expect(c.messages[0]).toMatch(/^CONNECTED\n/);
    expect(code).toBe(1006);
    expect(silentFor).toBeGreaterThanOrEqual(2 * HEARTBEAT_MS);
    expect(silentFor).toBeLessThan(4 * HEARTBEAT_MS);
  });
});

describe('broken frames', () => {
  it('answers a broken frame with ERROR and closes that socket only', async () => {
    const other = await stomp(tech.cookie);
    const inbox = nextMessage(other, staffIncomeTopic(tech.staffId));
    await inbox.ready;

    for (const junk of ['HELLO\n\n\0', 'SUBSCRIBE\nid:1\ndestination:/x', 'SEND\nbad-header\n\n\0']) {
      const c = await raw({ cookie: tech.cookie, origin });
      c.ws.send('CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0');
      await until(() => c.messages.length === 1);
      c.ws.send(junk);
      expect(await c.closed).toBe(1002);
      expect(c.messages[1]).toMatch(/^ERROR\n/);
    }
    const big = await raw({ cookie: tech.cookie, origin });
    big.ws.send(`CONNECT\naccept-version:1.2\n\n${'x'.repeat(70_000)}\0`);
    expect(await big.closed).toBe(1002);
    expect(big.messages[0]).toMatch(/^ERROR\nmessage:Frame too large/);

    const early = await raw({ cookie: tech.cookie, origin });
    early.ws.send('SUBSCRIBE\nid:1\ndestination:/topic/staff/income/1\n\n\0');
    expect(await early.closed).toBe(1002);
    expect(early.messages[0]).toMatch(/Expected CONNECT/);

    const closed = await closeTicket(tech.staffId);
    expect(JSON.parse((await inbox.next()).body).billId).toBe(closed.billId);
    expect(other.client.connected).toBe(true);
  });

  it('refuses clients that do not speak STOMP 1.2', async () => {
    const c = await raw({ cookie: tech.cookie, origin });
    c.ws.send('CONNECT\naccept-version:1.0,1.1\n\n\0');
    expect(await c.closed).toBe(1002);
    expect(c.messages[0]).toMatch(/^ERROR\n/);
    expect(c.messages[0]).toContain('version:1.2');
  });
});

/** Signs in a new client (its own session) and returns its cookie. */
async function newSession(phone: string, pick?: (r: { positionName: string }) => boolean) {
  const client = new TestClient(server.url);
  const signedIn = await signIn(client, phone, pick);
  return { client, cookie: cookieOf(client), ...signedIn };
}

/** Another app on the test server's database and change feed, with its own live limits and clock. */
async function liveApp(options: { live: Partial<LiveLimits>; stompHeartbeatMs?: number }) {
  const clock = testClock(server.clock.now());
  const app = await buildApp({
    db: server.database.db,
    changes: server.changes,
    now: clock.now,
    demo: false,
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, clock, url: `ws://127.0.0.1:${port}/ws`, origin: `http://127.0.0.1:${port}` };
}

describe('sockets follow the session', () => {
  it('closes the sockets of a session at logout, and only those', async () => {
    const leaving = await newSession(LUXE_TECH);
    const s = await stomp(leaving.cookie);
    const other = await stomp(tech.cookie);
    const inbox = nextMessage(other, staffIncomeTopic(tech.staffId));
    await inbox.ready;
    await subscribed(s, staffIncomeTopic(leaving.staffId), () => {});

    expect((await leaving.client.post('/api/v1/staff/logout')).status).toBe(200);
    expect(await s.closed).toBe(1008);
    expect(s.errors[0]?.headers.message).toMatch(/session has ended/);
    const closed = await closeTicket(tech.staffId);
    expect(JSON.parse((await inbox.next()).body).billId).toBe(closed.billId);
    expect(other.client.connected).toBe(true);
  });

  it('closes them at a salon switch', async () => {
    const switching = await newSession(TWO_SALONS, (r) => r.positionName === 'Admin');
    const s = await stomp(switching.cookie);
    const salons = await switching.client.get<{ shopId: number }[]>(
      `/api/v1/staff/sign-in-by-phone/${TWO_SALONS}`,
    );
    const elsewhere = salons.body.payload.find((r) => r.shopId !== switching.shopId);
    if (!elsewhere) throw new Error('no other salon');
    const res = await switching.client.post('/api/v1/staff/switchSalon', { shopId: elsewhere.shopId });
    expect(res.status).toBe(200);
    expect(await s.closed).toBe(1008);
    expect(s.errors[0]?.headers.message).toMatch(/session has ended/);
    // The new session opens its own.
    const again = await stomp(cookieOf(switching.client));
    expect(again.client.connected).toBe(true);
  });

  it('closes them when the session expires', async () => {
    const live = await liveApp({ live: { sessionCheckMs: 50 } });
    try {
      const expiring = await newSession(LUXE_TECH);
      const s = await stomp(expiring.cookie, { url: live.url, origin: live.origin });
      await new Promise((r) => setTimeout(r, 200));
      expect(s.client.connected).toBe(true);
      live.clock.advance(SESSION_DAYS * 86_400_000);
      expect(await s.closed).toBe(1008);
      expect(s.errors[0]?.headers.message).toMatch(/session has ended/);
    } finally {
      await live.app.close();
    }
  });

  it('takes at most the set number of sockets per session, and another once one closes', async () => {
    const live = await liveApp({ live: { perSession: 2 } });
    try {
      const many = await newSession(LUXE_TECH);
      const at = { url: live.url, origin: live.origin };
      const first = await stomp(many.cookie, at);
      await stomp(many.cookie, at);
      await expect(raw({ cookie: many.cookie, origin: live.origin }, live.url)).rejects.toThrow('HTTP 429');
      // Another session of the same staff member has its own count.
      const elsewhere = await newSession(LUXE_TECH);
      expect((await stomp(elsewhere.cookie, at)).client.connected).toBe(true);

      await first.client.deactivate();
      let third: Stomp | undefined;
      for (let i = 0; i < 50 && !third; i++) {
        third = await stomp(many.cookie, at).catch(() => undefined);
        if (!third) await new Promise((r) => setTimeout(r, 20));
      }
      expect(third?.client.connected).toBe(true);
    } finally {
      await live.app.close();
    }
  });
});

describe('clients must be heard from', () => {
  /**
   * Long enough that a busy test machine (the whole suite on two cores) never delays a beat past the
   * two-missed-beats limit: beats of 500 ms are cut off after 1 s of silence, so a beat may come half a
   * second late (100 ms beats were once cut off while the suite ran beside a browser benchmark).
   */
  const IDLE_MS = 2000;
  const BEAT_MS = 500;

  it('closes a client that asked for no heart-beats once it has been silent for the idle limit', async () => {
    const live = await liveApp({ live: { idleMs: IDLE_MS }, stompHeartbeatMs: BEAT_MS });
    try {
      const c = await raw({ cookie: tech.cookie, origin: live.origin }, live.url);
      c.ws.send('CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0');
      expect(await c.closed).toBe(1008);
      expect(c.messages[0]).toMatch(/^CONNECTED\n/);
      expect(c.messages[1]).toMatch(/^ERROR\nmessage:Nothing heard for 2 s. Send heart-beats./);
    } finally {
      await live.app.close();
    }
  });

  it('keeps a client that sends heart-beats well past the idle limit', async () => {
    const live = await liveApp({ live: { idleMs: IDLE_MS }, stompHeartbeatMs: BEAT_MS });
    try {
      const s = await stomp(tech.cookie, { url: live.url, origin: live.origin, heartbeatOutgoing: BEAT_MS });
      await new Promise((r) => setTimeout(r, 2 * IDLE_MS));
      expect(s.client.connected).toBe(true);
      expect(s.errors).toEqual([]);
    } finally {
      await live.app.close();
    }
  });
});
