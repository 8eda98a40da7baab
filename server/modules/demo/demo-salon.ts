import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { serviceCategories, services, shopSchedules, shops, staff } from '../../db/schema.ts';
import { FIRST_NAMES, LAST_NAMES } from '../../db/seed/names.ts';

export interface DemoSalon {
  shopId: number;
  companyName: string;
  /** The phone its Admin signs in with (found in this salon alone). */
  managerPhone: string;
  /** Every staff member, the Admin first, in the staff list's order. */
  staffIds: number[];
}

/** The most staff members a fixture salon gets (a large salon, and a bound on the work of one call). */
export const DEMO_SALON_MAX_STAFF = 40;
/** Open every day for the calendar's whole day: nothing is closed, whatever day a test runs. */
const OPEN = { startTime: '09:00', endTime: '21:00' } as const;
const TIME_ZONE_FALLBACK = 'America/Los_Angeles';

/**
 * Makes a salon of its own for a test or a demo: `staffCount` staff members (the first its Admin, with
 * a phone no other salon has), open 9 AM to 9 PM every day, one service, in the first demo salon's
 * time zone. A test of a large salon (the owner calendar's many columns) makes its own instead of
 * changing the demo salons that other tests read.
 */
export async function makeDemoSalon(tx: Executor, staffCount: number, now: Date): Promise<DemoSalon> {
  const [first] = await tx.select({ timezone: shops.timezone }).from(shops).orderBy(asc(shops.id)).limit(1);
  const [shop] = await tx
    .insert(shops)
    .values({
      apiKey: randomUUID(),
      companyName: 'New Salon',
      timezone: first?.timezone ?? TIME_ZONE_FALLBACK,
      createdAt: now,
    })
    .returning({ id: shops.id });
  if (!shop) throw new Error('The salon was not created');
  const companyName = `Demo Salon ${shop.id}`;
  await tx.update(shops).set({ companyName }).where(eq(shops.id, shop.id));
  await tx
    .insert(shopSchedules)
    .values(Array.from({ length: 7 }, (_, weekday) => ({ shopId: shop.id, weekday, ...OPEN })));
  const [category] = await tx
    .insert(serviceCategories)
    .values({ shopId: shop.id, name: 'Manicure' })
    .returning({ id: serviceCategories.id });
  if (!category) throw new Error('The service category was not created');
  await tx.insert(services).values({
    shopId: shop.id,
    categoryId: category.id,
    name: 'Gel Manicure',
    priceCents: 3500,
    durationMin: 45,
  });

  // Phones: 555 9 and the salon's id for the Admin (one salon each); 555 8, the salon and the place for
  // the others (unique within the salon, as the staff table asks).
  const salonDigits = String(shop.id % 1_000_000).padStart(6, '0');
  const managerPhone = `5559${salonDigits}`;
  const rows = Array.from({ length: staffCount }, (_, i) => ({
    shopId: shop.id,
    phone: i === 0 ? managerPhone : `5558${salonDigits.slice(3)}${String(i).padStart(3, '0')}`,
    firstName: FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Staff',
    lastName: LAST_NAMES[(i * 7) % LAST_NAMES.length] ?? String(i),
    positionName: i === 0 ? 'Admin' : 'Technician',
    sortOrder: i,
    createdAt: now,
  }));
  const added = await tx.insert(staff).values(rows).returning({ id: staff.id });
  // Pictures as the demo salons' staff have them (served by the app).
  await tx
    .update(staff)
    .set({ avatarUrl: sql`'/media/avatar/' || ${staff.id} || '.svg'` })
    .where(eq(staff.shopId, shop.id));
  return { shopId: shop.id, companyName, managerPhone, staffIds: added.map((a) => a.id) };
}
