import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { testDatabaseKind } from '../../tests/support/database.ts';
import { signIn, startTestServer, TestClient, type TestServer } from '../../tests/support/server.ts';
import { DayCache, type KeptValues, type WatchedTable } from '../db/changes.ts';
import * as schema from '../db/schema.ts';
import { DEMO_PHONES } from '../db/seed/salons.ts';
import { formatIn } from '../time/calendar-day.ts';

/**
 * Every cache of the server (the cached routes, sessions and the live broker's) is checked against its
 * declaration: a write to each declared table makes the next request compute again, and a computation
 * reads no table it did not declare (so a table left out of a declaration fails here, not in production
 * as a stale answer). Reads are counted by the database itself (pg_stat_user_tables).
 */

let server: TestServer;
let manager: TestClient;
let tech: TestClient;
let anonymous: TestClient;
/** The salon's public booking page: no session, the salon's key. */
let page: TestClient;
let techId: number;
/** An appointment of the technician's. */
let appointmentId: number;
let zone: string;
/** The salon the probes read, and another salon of the demo data. */
let salon: number;
let otherSalon: number;
let stomp: StompProbe;

beforeAll(async () => {
  server = await startTestServer({ otpLimitPerPhone: 100, otpLimitPerIp: 1000 });
  tech = new TestClient(server.url);
  const signedIn = await signIn(tech, DEMO_PHONES.technician1);
  techId = signedIn.staffId;
  manager = new TestClient(server.url);
  await signIn(manager, DEMO_PHONES.twoSalons, (r) => r.shopId === signedIn.shopId);
  anonymous = new TestClient(server.url);
  page = new TestClient(server.url);
  page.apiKey = manager.apiKey;
  const result = await server.database.db.execute(
    sql`select timezone from shops where id = ${signedIn.shopId}`,
  );
  zone = String(result.rows[0]?.timezone);
  salon = signedIn.shopId;
  const own = await server.database.db.execute(
    sql`select id from appointments where staff_id = ${techId} and shop_id = ${salon} order by id limit 1`,
  );
  appointmentId = Number(own.rows[0]?.id);
  const others = await server.database.db.execute(sql`select id from shops where id <> ${salon} limit 1`);
  otherSalon = Number(others.rows[0]?.id);
  stomp = await openStomp(`${server.url.replace('http', 'ws')}/ws`, manager);
});

afterAll(async () => {
  stomp?.close();
  await server?.close();
});

async function ok(answer: Promise<{ status: number; body: { message: string } }>): Promise<void> {
  const { status, body } = await answer;
  expect(status, body?.message).toBe(200);
}

/** The last 30 days of the salon, in a format. */
function lastDays(pattern: string): { from: string; to: string } {
  const now = server.clock.now();
  return {
    from: formatIn(new Date(now.getTime() - 30 * 86_400_000), zone, pattern),
    to: formatIn(now, zone, pattern),
  };
}

/** Caches whose answers are kept for the minute of the day it is (a new minute computes again). */
const PER_MINUTE = new Set(['GET /api/v1/admin/overview so far']);

/** One request per cache that answers from it (and from nothing else that reads the database). */
const probes: Record<string, () => Promise<void>> = {
  'GET /api/v1/admin/overview': () => {
    const { from, to } = lastDays('MM-dd-yyyy');
    return ok(manager.get(`/api/v1/admin/overview?type=FROM-TO&startDate=${from}&endDate=${to}`));
  },
  // A period that runs today compares the same days before it up to this minute of the day.
  'GET /api/v1/admin/overview so far': () => probes['GET /api/v1/admin/overview']?.() ?? Promise.resolve(),
  'GET /api/v1/report/getBillByStaff': () => {
    const { from, to } = lastDays('yyyy-MM-dd');
    return ok(
      tech.get(`/api/v1/report/getBillByStaff?type=RANGE&staffId=${techId}&startDate=${from}&endDate=${to}`),
    );
  },
  // The income report asks for the staff member's commission rate too.
  'commission rates (income)': () => probes['GET /api/v1/report/getBillByStaff']?.() ?? Promise.resolve(),
  'GET /api/v1/appointment/staff-day': () => {
    const { from, to } = lastDays('yyyy-MM-dd');
    return ok(tech.get(`/api/v1/appointment/staff-day?start_time=${from}&end_time=${to}&staffId=${techId}`));
  },
  'GET /api/v1/appointment/getAppointmentById/:id': () =>
    ok(tech.get(`/api/v1/appointment/getAppointmentById/${appointmentId}`)),
  'GET /api/v1/report/getBillV2': () => {
    const { to } = lastDays('yyyy-MM-dd');
    return ok(manager.get(`/api/v1/report/getBillV2?startTime=${to}&type=CLOSE&page=1&limit=10`));
  },
  'GET /api/v1/appointment/getAvailableTimeSlotByStaff': () => {
    const { to } = lastDays('yyyy-MM-dd');
    return ok(
      manager.get(
        `/api/v1/appointment/getAvailableTimeSlotByStaff?currentDate=${to}&staffId=${techId}&duration=30`,
      ),
    );
  },
  'GET /api/v1/report/reportShop': () => {
    const { from, to } = lastDays('yyyy-MM-dd');
    return ok(manager.get(`/api/v1/report/reportShop?from=${from}&to=${to}`));
  },
  'GET /api/v1/report/shop-day': () => {
    const { from, to } = lastDays('MM-dd-yyyy');
    return ok(manager.get(`/api/v1/report/shop-day?type=FROM-TO&startDate=${from}&endDate=${to}`));
  },
  'POST /api/v1/staff/staffSalaryV2': () => {
    const { from, to } = lastDays('yyyy-MM-dd');
    return ok(manager.post('/api/v1/staff/staffSalaryV2', { startDate: from, endDate: to, sort: 'desc' }));
  },
  'staff pay settings (salaries)': () => probes['POST /api/v1/staff/staffSalaryV2']?.() ?? Promise.resolve(),
  'GET /api/report/reportStaffDaily': () => {
    const { to } = lastDays('yyyy-MM-dd');
    return ok(manager.get(`/api/report/reportStaffDaily?date=${to}`));
  },
  'GET /api/v1/admin/ticket-by-staff': () => {
    const { from, to } = lastDays('MM-dd-yyyy');
    return ok(
      manager.get(
        `/api/v1/admin/ticket-by-staff?shopId=${salon}&staffId=${techId}&type=FROM-TO&startDate=${from}&endDate=${to}`,
      ),
    );
  },
  // Tickets by staff keeps the staff member's open tickets apart from their days.
  'open tickets of a staff member (tickets by staff)': () =>
    probes['GET /api/v1/admin/ticket-by-staff']?.() ?? Promise.resolve(),
  // The staff list, its daily figures and tickets by staff read the salon's staff from it.
  'staff of the salon (reports)': () => ok(manager.get('/api/admin/staff')),
  'GET /api/v1/shop/schedule': () => ok(manager.get('/api/v1/shop/schedule')),
  // The customer summary, groups and search read the salon's customer book.
  'customer book (customers)': () => ok(manager.get('/api/customer/summary')),
  'GET /api/v1/staff/list': () => ok(manager.get('/api/v1/staff/list')),
  'GET /api/v1/staff/sign-in-by-phone/:phone': () =>
    ok(anonymous.get(`/api/v1/staff/sign-in-by-phone/${DEMO_PHONES.twoSalons}`)),
  // A session call whose own answer is kept (the schedule does not depend on sessions, staff or shops).
  sessions: () => ok(tech.get('/api/v1/shop/schedule')),
  // A manager subscribing to a technician's income asks which salon the technician is in.
  'salon of a staff member (live updates)': () => stomp.subscribe(`/topic/staff/income/${techId}`),
  // Every call of the public page names its salon by the key; its staff list reads the kept staff.
  'salon of an api key (public page)': () => ok(page.get('/api/v1/public/staff/list')),
  'staff of a salon (public page)': () => ok(page.get('/api/v1/public/staff/list')),
  // A day gone by: its hours are read, and nothing else (no free starts are looked for).
  'weekly hours of a salon (public page)': () => {
    const day = formatIn(new Date(server.clock.now().getTime() - 86_400_000), zone, 'yyyy-MM-dd');
    return ok(page.get(`/api/v1/public/appointment/time-slots?currentDate=${day}`));
  },
};

const caches = (): readonly KeptValues[] => server.changes.caches();

function cacheNamed(name: string): KeptValues {
  const found = caches().find((c) => c.name === name);
  if (!found) throw new Error(`no cache ${name}`);
  return found;
}

function probeOf(cache: KeptValues): () => Promise<void> {
  const probe = probes[cache.name];
  if (!probe) throw new Error(`no probe for ${cache.name}`);
  return probe;
}

const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));

/**
 * A harmless write: the rows of `table` (of one salon, or of every salon) set to what they are. The
 * table's change trigger still fires, for the salons of the rows written.
 */
async function touch(table: WatchedTable, salon?: number): Promise<void> {
  const found = tables.find((t) => getTableConfig(t).name === table);
  const column = found && getTableConfig(found).columns[0]?.name;
  if (!column) throw new Error(`no table ${table}`);
  const [t, c] = [sql.identifier(table), sql.identifier(column)];
  const ofSalon = salon === undefined ? sql`true` : sql`shop_id = ${salon}`;
  await server.database.db.execute(sql`update ${t} set ${c} = ${c} where ${ofSalon}`);
  // On PostgreSQL a write made beside the server reaches its caches a moment after the commit.
  await server.changes.settled();
}

/** Scans (sequential and index) of every table so far, as the database counts them. */
async function scans(): Promise<Map<string, number>> {
  const db = server.database.db;
  await db.execute(sql`select pg_stat_force_next_flush()`);
  await db.execute(sql`select pg_stat_clear_snapshot()`);
  const result = await db.execute(
    sql`select relname, coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as n from pg_stat_user_tables`,
  );
  return new Map(result.rows.map((r) => [String(r.relname), Number(r.n)]));
}

describe('server caches', () => {
  it('have one probe each, and distinct names', () => {
    const names = caches().map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(probes).sort());
  });

  it('compute again after a write to each table they declare, and only then', async () => {
    const minute = () => Math.floor(server.clock.now().getTime() / 60_000);
    for (const cache of caches()) {
      const probe = probeOf(cache);
      const perMinute = PER_MINUTE.has(cache.name);
      await probe();
      for (const table of cache.tables) {
        // A cache kept per minute of the day computes again when the minute turns: its checks start
        // with a request in the minute they are made in, and a check the minute turned during is made
        // again (it turns at most once in a few seconds).
        for (let attempt = 1; ; attempt++) {
          const at = minute();
          if (perMinute) await probe();
          const before = cache.computations;
          await probe();
          const kept = cache.computations;
          await touch(table);
          await probe();
          const after = cache.computations;
          if (perMinute && minute() !== at && attempt < 3) continue;
          expect(kept, `${cache.name}: kept while nothing changed`).toBe(before);
          expect(after, `${cache.name}: computed again after a write to ${table}`).toBeGreaterThan(before);
          break;
        }
      }
    }
  });

  it("keep a salon's answers through another salon's writes, and ask again after its own", async () => {
    const overview = cacheNamed('GET /api/v1/admin/overview');
    const probe = probeOf(overview);
    await probe();
    const before = overview.computations;
    await touch('tickets', otherSalon);
    await probe();
    expect(overview.computations, "another salon's ticket").toBe(before);
    await touch('tickets', salon);
    await probe();
    const after = overview.computations;
    expect(after, "the salon's own ticket").toBeGreaterThan(before);

    // A child row finds its salon through its parent: another salon's ticket lines leave it too.
    await server.database.db.execute(
      sql`update ticket_lines set id = id where ticket_id in (select id from tickets where shop_id = ${otherSalon})`,
    );
    await server.changes.settled();
    await probe();
    expect(overview.computations, "another salon's ticket lines").toBe(after);
  });

  it('keep the days a write did not touch, and compute again the days it did', async () => {
    const overview = cacheNamed('GET /api/v1/admin/overview');
    if (!(overview instanceof DayCache)) throw new Error('the overview is kept by day');
    const probe = probeOf(overview);
    await probe();
    const before = { computations: overview.computations, days: overview.daysComputed };
    // A ticket closed two days ago: one UTC day, so one or two of the salon's business days.
    const closedAt = new Date(server.clock.now().getTime() - 2 * 86_400_000);
    const [added] = await server.database.db
      .insert(schema.tickets)
      .values({
        shopId: salon,
        billNumber: 999_999,
        status: 'CLOSED',
        checkinAt: closedAt,
        closedAt,
        createdAt: closedAt,
      })
      .returning({ id: schema.tickets.id });
    await server.changes.settled();
    try {
      await probe();
      expect(overview.computations).toBe(before.computations + 1);
      const days = overview.daysComputed - before.days;
      expect(days).toBeGreaterThanOrEqual(1);
      expect(days).toBeLessThanOrEqual(2);
    } finally {
      await server.database.db.delete(schema.tickets).where(eq(schema.tickets.id, added?.id ?? 0));
      await server.changes.settled();
    }
  });

  // On the embedded database only: PostgreSQL counts another connection's reads when that connection
  // flushes its statistics (up to 10 s later), so a count cannot be pinned to one request there. What a
  // computation reads is the same SQL on both databases.
  it.skipIf(testDatabaseKind === 'postgres')('read no table they do not declare', async () => {
    for (const cache of caches()) {
      const probe = probeOf(cache);
      await probe(); // the session and every other cache on the way are warm now
      cacheNamed(cache.name).clear();
      const before = await scans();
      const computations = cache.computations;
      await probe();
      const after = await scans();
      expect(cache.computations, `${cache.name}: computed`).toBeGreaterThan(computations);
      // The rate limits count a request whether its answer is kept or not: not part of the computation.
      const read = [...after]
        .filter(([table, n]) => n > (before.get(table) ?? 0) && table !== 'rate_limit_hits')
        .map(([table]) => table);
      expect(read.length, `${cache.name}: reads something`).toBeGreaterThan(0);
      expect(read.filter((t) => !(cache.tables as readonly string[]).includes(t)).sort(), cache.name).toEqual(
        [],
      );
    }
  });
});

interface StompProbe {
  /** Subscribes (the server checks who may), waits for the receipt, then unsubscribes. */
  subscribe(destination: string): Promise<void>;
  close(): void;
}

/** A bare STOMP 1.2 connection with the client's session cookie. */
async function openStomp(url: string, client: TestClient): Promise<StompProbe> {
  const ws = new WebSocket(url, ['v12.stomp'], {
    headers: { cookie: `cs_session=${client.cookies.get('cs_session')}` },
  });
  const waiting = new Map<string, (frame: string) => void>();
  ws.on('message', (data) => {
    const frame = data.toString();
    const command = frame.split('\n', 1)[0] ?? '';
    const receipt = /\nreceipt-id:([^\n]*)/.exec(frame)?.[1];
    const wait = waiting.get(command === 'RECEIPT' && receipt ? receipt : command);
    if (wait) wait(frame);
    else if (command === 'ERROR') for (const w of waiting.values()) w(frame);
  });
  const next = (key: string) =>
    new Promise<string>((resolve) => {
      waiting.set(key, (frame) => {
        waiting.delete(key);
        resolve(frame);
      });
    });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const connected = next('CONNECTED');
  ws.send('CONNECT\naccept-version:1.2\nhost:localhost\nheart-beat:0,0\n\n\0');
  expect((await connected).startsWith('CONNECTED')).toBe(true);
  let n = 0;
  return {
    async subscribe(destination) {
      n++;
      const receipt = next(`r${n}`);
      ws.send(`SUBSCRIBE\nid:s${n}\ndestination:${destination}\nreceipt:r${n}\n\n\0`);
      expect((await receipt).startsWith('RECEIPT'), destination).toBe(true);
      ws.send(`UNSUBSCRIBE\nid:s${n}\n\n\0`);
    },
    close: () => ws.close(),
  };
}
