/**
 * Deterministic demo data: two salons with staff, catalogue, customers, four months of tickets,
 * appointments, block hours, gallery, reassignment requests and coupons.
 *
 * The data is built in memory first (generate.ts), then inserted table by table in batches inside
 * one transaction. Rows are inserted in a fixed order, so on an empty database two runs with the
 * same `now` produce identical rows, ids included. Call it on an empty database only (see isEmpty).
 */
import type { Db } from '../connect.ts';
import { shops } from '../schema.ts';
import { generateDemo } from './generate.ts';
import type { ShopM } from './model.ts';
import { persist } from './persist.ts';
import { DEMO_PHONES } from './salons.ts';

export interface DemoPhone {
  /** 10 digits */
  phone: string;
  name: string;
  salons: { shopId: number; companyName: string; positionName: string }[];
}

export interface SeedSummary {
  shops: number;
  staff: number;
  customers: number;
  services: number;
  tickets: number;
  appointments: number;
  blockHours: number;
  galleryItems: number;
  reassignmentRequests: number;
  reviews: number;
  demoPhones: DemoPhone[];
}

/** True when the database has no salon yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: shops.id }).from(shops).limit(1);
  return rows.length === 0;
}

/** `now` is the server clock's instant: the demo's "today" is its day in each salon's zone. */
export async function seedDemo(db: Db, opts: { now: Date }): Promise<SeedSummary> {
  const data = generateDemo(opts.now);
  await db.transaction(async (tx) => {
    await persist(tx, data.shops);
  });
  return summarize(data.shops);
}

function summarize(model: ShopM[]): SeedSummary {
  const count = (f: (s: ShopM) => number): number => model.reduce((n, s) => n + f(s), 0);
  const demoPhones: DemoPhone[] = Object.values(DEMO_PHONES).map((phone) => {
    const salons: DemoPhone['salons'] = [];
    let name = '';
    for (const s of model) {
      const m = s.staff.find((x) => x.def.phone === phone);
      if (!m) continue;
      name = `${m.def.firstName} ${m.def.lastName}`;
      salons.push({ shopId: s.id, companyName: s.def.companyName, positionName: m.def.positionName });
    }
    return { phone, name, salons };
  });
  return {
    shops: model.length,
    staff: count((s) => s.staff.length),
    customers: count((s) => s.customers.length),
    services: count((s) => s.services.length),
    tickets: count((s) => s.tickets.length),
    appointments: count((s) => s.appointments.length),
    blockHours: count((s) => s.blocks.length),
    galleryItems: count((s) => s.gallery.length),
    reassignmentRequests: count((s) => s.reassignments.length),
    reviews: count((s) => s.tickets.filter((t) => t.review).length),
    demoPhones,
  };
}
