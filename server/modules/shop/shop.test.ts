import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleDay, StaffListItem } from '../../../src/contract/shop.ts';
import { signIn, startTestServer, TestClient, type TestServer } from '../../../tests/support/server.ts';
import { shopSchedules, staff } from '../../db/schema.ts';
import { SALONS } from '../../db/seed/salons.ts';

const LUXE_TECH = '5550100002';
const POLISHED_ADMIN = '5550100003';
const SCHEDULE = '/api/v1/shop/schedule';
const STAFF_LIST = '/api/v1/staff/list';

let server: TestServer;
let luxe: TestClient;
let polished: TestClient;
let luxeShop: number;
let polishedShop: number;

beforeAll(async () => {
  server = await startTestServer({ otpLimitPerPhone: 100, otpLimitPerIp: 1000 });
  luxe = new TestClient(server.url);
  luxeShop = (await signIn(luxe, LUXE_TECH)).shopId;
  polished = new TestClient(server.url);
  polishedShop = (await signIn(polished, POLISHED_ADMIN)).shopId;
});
afterAll(async () => {
  await server?.close();
});

const seedSalon = (name: string) => {
  const salon = SALONS.find((s) => s.companyName === name);
  if (!salon) throw new Error(`no salon ${name} in the seed`);
  return salon;
};

describe('shop schedule', () => {
  it("answers the salon's seven weekdays, Sunday first", async () => {
    const res = await luxe.get<ScheduleDay[]>(SCHEDULE);
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual(
      seedSalon('Luxe Nails & Spa').schedule.map((d) => ({
        day: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][d.weekday],
        weekday: d.weekday,
        startTime: d.startTime,
        endTime: d.endTime,
        enable: d.enabled,
      })),
    );
  });

  it("shows the other salon's closed Monday to its own staff", async () => {
    const res = await polished.get<ScheduleDay[]>(SCHEDULE);
    expect(res.status).toBe(200);
    const days = res.body.payload;
    expect(days.map((d) => d.day)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(days.filter((d) => !d.enable).map((d) => d.day)).toEqual(['Mon']);
    expect(days[0]).toEqual({ day: 'Sun', weekday: 0, startTime: '11:00', endTime: '17:00', enable: true });
  });

  it('falls back to the default hours, 08:00 to 21:00 every day, when the salon has none', async () => {
    const saved = await server.database.db
      .select()
      .from(shopSchedules)
      .where(eq(shopSchedules.shopId, luxeShop));
    expect(saved).toHaveLength(7);
    await server.database.db.delete(shopSchedules).where(eq(shopSchedules.shopId, luxeShop));
    // On PostgreSQL a write made beside the server reaches its caches a moment after the commit.
    await server.changes.settled();
    try {
      const res = await luxe.get<ScheduleDay[]>(SCHEDULE);
      expect(res.status).toBe(200);
      expect(res.body.payload).toHaveLength(7);
      for (const [weekday, d] of res.body.payload.entries()) {
        expect(d).toEqual({
          day: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][weekday],
          weekday,
          startTime: '08:00',
          endTime: '21:00',
          enable: true,
        });
      }
      // A missing weekday alone also gets the default.
      await server.database.db.insert(shopSchedules).values(saved.filter((d) => d.weekday !== 2));
      await server.changes.settled();
      const partial = await luxe.get<ScheduleDay[]>(SCHEDULE);
      expect(partial.body.payload[2]).toEqual({
        day: 'Tue',
        weekday: 2,
        startTime: '08:00',
        endTime: '21:00',
        enable: true,
      });
      expect(partial.body.payload[1]?.startTime).toBe('09:30');
    } finally {
      await server.database.db.delete(shopSchedules).where(eq(shopSchedules.shopId, luxeShop));
      await server.database.db.insert(shopSchedules).values(saved);
      await server.changes.settled();
    }
    const restored = await luxe.get<ScheduleDay[]>(SCHEDULE);
    expect(restored.body.payload[1]?.startTime).toBe('09:30');
  });
});

describe('staff list', () => {
  it("lists the active staff of the caller's salon only, in the salon's order", async () => {
    const res = await luxe.get<StaffListItem[]>(STAFF_LIST);
    expect(res.status).toBe(200);
    const list = res.body.payload;
    const seeded = seedSalon('Luxe Nails & Spa').staff;
    expect(list.map((s) => s.name)).toEqual(seeded.map((s) => `${s.firstName} ${s.lastName}`));
    const rows = await server.database.db.select().from(staff).where(eq(staff.shopId, luxeShop));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const item of list) {
      const r = byId.get(item.id);
      expect(r, `staff ${item.id} is not in Luxe`).toBeDefined();
      expect(item).toEqual({
        id: item.id,
        name: `${r?.firstName} ${r?.lastName}`,
        firstName: r?.firstName,
        lastName: r?.lastName,
        avatar: r?.avatarUrl,
        urlImage: r?.avatarUrl,
        positionName: r?.positionName,
      });
    }
    expect(list[0]?.positionName).toBe('Admin');

    const other = await polished.get<StaffListItem[]>(STAFF_LIST);
    const polishedIds = new Set(other.body.payload.map((s) => s.id));
    expect(other.body.payload.map((s) => s.name)).toEqual(
      seedSalon('Polished Studio').staff.map((s) => `${s.firstName} ${s.lastName}`),
    );
    expect(list.some((s) => polishedIds.has(s.id))).toBe(false);
    const polishedRows = await server.database.db.select().from(staff).where(eq(staff.shopId, polishedShop));
    expect([...polishedIds].sort()).toEqual(polishedRows.map((r) => r.id).sort());
  });

  it('leaves out inactive staff at once', async () => {
    const [lily] = await server.database.db
      .select()
      .from(staff)
      .where(and(eq(staff.shopId, luxeShop), eq(staff.firstName, 'Lily')));
    expect(lily).toBeDefined();
    const before = await luxe.get<StaffListItem[]>(STAFF_LIST);
    expect(before.body.payload.some((s) => s.id === lily?.id)).toBe(true);
    await server.database.db
      .update(staff)
      .set({ active: false })
      .where(eq(staff.id, lily?.id ?? 0));
    // On PostgreSQL a write made beside the server reaches its caches a moment after the commit.
    await server.changes.settled();
    try {
      const after = await luxe.get<StaffListItem[]>(STAFF_LIST);
      expect(after.body.payload.some((s) => s.id === lily?.id)).toBe(false);
      expect(after.body.payload).toHaveLength(before.body.payload.length - 1);
    } finally {
      await server.database.db
        .update(staff)
        .set({ active: true })
        .where(eq(staff.id, lily?.id ?? 0));
      await server.changes.settled();
    }
  });

  it('answers 401 without a session', async () => {
    const anon = new TestClient(server.url);
    expect((await anon.get(STAFF_LIST)).status).toBe(401);
    expect((await anon.get(SCHEDULE)).status).toBe(401);
  });
});
