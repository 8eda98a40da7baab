import { at, type SalonBase, sum } from './base.ts';
import { type CategoryDef, catalogue } from './catalogue.ts';
import type { Menu, SeedContext } from './context.ts';
import type { CategoryM, ServiceM } from './model.ts';

/** The salon's categories and services (its signature menu at its prices). */
export function addMenu(base: SalonBase): Menu {
  const { def, shop } = base;
  const menu: CategoryDef[] = catalogue(def.signature, def.priceFactor);
  menu.forEach((c, ci) => {
    const category = { id: 0, name: c.name, sortOrder: ci };
    shop.categories.push(category);
    c.services.forEach((sd, si) => {
      shop.services.push({ id: 0, category, def: sd, sortOrder: si });
    });
  });
  return {
    mains: shop.services.filter((s) => s.def.role === 'main'),
    addons: shop.services.filter((s) => s.def.role === 'addon'),
    solos: shop.services.filter((s) => s.def.role === 'solo'),
  };
}

export function serviceNamed(ctx: SeedContext, name: string): ServiceM {
  const found = ctx.shop.services.find((s) => s.def.name === name);
  if (!found) throw new Error(`seed: no service ${name}`);
  return found;
}

const byWeight = (s: ServiceM): number => s.def.weight;

/** Minutes the services take one after the other. */
export const duration = (list: readonly ServiceM[]): number => sum(list.map((s) => s.def.durationMin));

/** What one customer has done: a main service, maybe with add-ons; now and then one or two solo services. */
export function visit(ctx: SeedContext): ServiceM[] {
  const { rng } = ctx;
  if (rng.chance(0.05)) {
    const a = rng.weighted(ctx.solos, byWeight);
    const b = rng.weighted(ctx.solos, byWeight);
    return rng.chance(0.3) && a !== b ? [a, b] : [a];
  }
  const out = [rng.weighted(ctx.mains, byWeight)];
  if (rng.chance(0.35)) out.push(rng.weighted(ctx.addons, byWeight));
  if (rng.chance(0.08)) {
    const extra = rng.weighted(ctx.addons, byWeight);
    if (!out.includes(extra)) out.push(extra);
  }
  return out;
}

/** A visit that (after a few tries) starts in another category than `category`. */
export function visitNotIn(ctx: SeedContext, category: CategoryM): ServiceM[] {
  let v = visit(ctx);
  for (let k = 0; k < 5 && at(v, 0).category === category; k++) v = visit(ctx);
  return v;
}
