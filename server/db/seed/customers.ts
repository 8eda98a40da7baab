import { at, CUSTOMERS_PER_SHOP, type SalonBase } from './base.ts';
import type { SeedContext } from './context.ts';
import type { CustomerM } from './model.ts';
import { EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, STREETS } from './names.ts';
import { addDays, minDate, monthDay, wallClock } from './time.ts';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The salon's customers, sorted by creation so that ids grow with time. One in twenty has a birthday in
 * the next two weeks; one in ten joined in the last 30 days. Returns their creation times.
 */
export function addCustomers(base: SalonBase): { customerTimes: number[] } {
  const { def, today, zone, now, rng, shop } = base;
  const phones = new Set<string>();
  const customers: CustomerM[] = [];
  for (let i = 0; i < CUSTOMERS_PER_SHOP; i++) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    let phone = '';
    do {
      phone = `${rng.pick(def.areaCodes)}${rng.int(2, 9)}${rng.digits(6)}`;
    } while (phones.has(phone));
    phones.add(phone);
    const email = rng.chance(0.55)
      ? `${first.toLowerCase()}.${last.toLowerCase()}${rng.chance(0.5) ? rng.int(1, 99) : ''}@${rng.pick(EMAIL_DOMAINS)}`
      : '';
    let dob: string | null = null;
    if (i % 20 === 0) {
      // Birthdays within the next two weeks.
      dob = monthDay(addDays(today, (i / 20) % 14));
    } else if (rng.chance(0.8)) {
      const m = rng.int(1, 12);
      const d = rng.int(1, at(DAYS_IN_MONTH, m - 1));
      dob = `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}`;
    }
    const hasAddress = rng.chance(0.3);
    const daysAgo = i % 10 === 3 ? rng.int(0, 29) : rng.int(30, 730);
    const createdAt = minDate(now, wallClock(addDays(today, -daysAgo), rng.int(9 * 60, 19 * 60), zone));
    customers.push({
      id: 0,
      fullName: `${first} ${last}`,
      phone,
      email,
      dob,
      address: hasAddress ? `${rng.int(100, 9999)} ${rng.pick(STREETS)}` : '',
      city: hasAddress ? def.city : '',
      state: hasAddress ? def.state : '',
      zip: hasAddress ? rng.pick(def.zips) : '',
      points: 0,
      createdAt,
    });
  }
  customers.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  shop.customers = customers;
  return { customerTimes: customers.map((c) => c.createdAt.getTime()) };
}

/** A random customer who already existed at `t`, or null. */
export function pickCustomer(ctx: SeedContext, t: Date): CustomerM | null {
  const times = ctx.customerTimes;
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at(times, mid) < t.getTime()) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? null : at(ctx.shop.customers, ctx.rng.int(0, lo - 1));
}

/** Who a ticket is for: the name and phone it was saved with. */
export interface Identity {
  customer: CustomerM | null;
  name: string;
  phone: string;
}

export const identityOf = (customer: CustomerM): Identity => ({
  customer,
  name: customer.fullName,
  phone: customer.phone,
});

/** A ticket's customer at `t`: mostly a customer on record, otherwise a walk-in. */
export function ticketIdentity(ctx: SeedContext, t: Date): Identity {
  const r = ctx.rng.next();
  const customer = r < 0.8 ? pickCustomer(ctx, t) : null;
  if (customer) return identityOf(customer);
  // Walk-ins without a record; a few tickets were saved with no name at all.
  return { customer: null, name: r < 0.98 ? 'WALL-IN' : '', phone: '' };
}
