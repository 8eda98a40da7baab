import type { SalonBase } from './base.ts';
import type { Roster } from './context.ts';
import { DEMO_PHONES } from './salons.ts';
import { addDays, wallClock } from './time.ts';

/** The salon's staff, in the order the salon lists them; joined on random days after the salon opened. */
export function addStaff(base: SalonBase): Roster {
  const { def, today, zone, rng, shop } = base;
  shop.staff = def.staff.map((person, i) => ({
    id: 0,
    def: person,
    sortOrder: i,
    isAdmin: person.positionName === 'Admin',
    createdAt: wallClock(
      addDays(today, -def.ageDays + (i === 0 ? 0 : rng.int(1, def.ageDays - 90))),
      10 * 60,
      zone,
    ),
  }));
  const technicians = shop.staff.filter((member) => !member.isAdmin);
  const admin = shop.staff.find((member) => member.isAdmin);
  if (!admin) throw new Error(`seed: ${def.companyName} has no Admin`);
  const demoPhone = base.index === 0 ? DEMO_PHONES.technician1 : DEMO_PHONES.technician2;
  const demoTech = shop.staff.find((member) => member.def.phone === demoPhone);
  if (!demoTech) throw new Error('seed: demo technician missing');
  return { admin, demoTech, technicians };
}
