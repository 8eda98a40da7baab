import { at, SLOT, sum } from './base.ts';
import type { SeedContext } from './context.ts';
import type { Day } from './days.ts';
import { duration, visit, visitNotIn } from './menu.ts';
import type { ServiceM, StaffM } from './model.ts';

/** A visit placed on a day: its slot and, per technician, the services they do. */
export interface Plan {
  slot: number;
  groups: { staff: StaffM; services: ServiceM[] }[];
  /** Sum of all services' durations (an appointment's length). */
  sumDur: number;
  /** The longest technician's work (how long the ticket stays open: technicians work in parallel). */
  maxDur: number;
}

const byWorkload = (s: StaffM): number => s.def.workload;

/** A technician for walk-in work, favouring those who take more of it. */
export const busyTechnician = (ctx: SeedContext): StaffM => ctx.rng.weighted(ctx.technicians, byWorkload);

/**
 * Services for `nTechs` technicians, a 15-minute slot and free technicians for them (double-booked
 * when the day is full). With `book`, their cells are reserved. Null when nothing fits the day.
 */
export function planVisit(ctx: SeedContext, d: Day, nTechs: number, book: boolean): Plan | null {
  const { rng } = ctx;
  const pool = d.working.length ? d.working : ctx.shop.staff;
  let lists: ServiceM[][] = [visit(ctx)];
  for (let i = 1; i < Math.min(nTechs, pool.length); i++)
    lists.push(visitNotIn(ctx, at(at(lists, 0), 0).category));
  const fits = (): boolean => d.close - sum(lists.map(duration)) >= d.open;
  while (!fits() && lists.length > 1) lists.pop();
  if (!fits()) lists = [[at(at(lists, 0), 0)]];
  if (!fits()) return null;
  const durs = lists.map(duration);
  const sumDur = sum(durs);
  const lastSlot = Math.floor((d.close - sumDur - d.open) / SLOT);
  let slot = d.open;
  let chosen: StaffM[] = [];
  for (let attempt = 0; attempt < 8 && chosen.length < lists.length; attempt++) {
    slot = d.open + SLOT * rng.int(0, lastSlot);
    chosen = [];
    for (const dur of durs) {
      const cands = pool.filter((s) => !chosen.includes(s) && ctx.days.isFree(d, s, slot, dur));
      if (!cands.length) break;
      chosen.push(rng.weighted(cands, byWorkload));
    }
  }
  if (chosen.length < lists.length) {
    // A busy day: double-book rather than drop the visit.
    chosen = [];
    for (let i = 0; i < lists.length; i++) {
      chosen.push(
        rng.weighted(
          pool.filter((s) => !chosen.includes(s)),
          byWorkload,
        ),
      );
    }
  }
  const groups = lists.map((services, i) => ({ staff: at(chosen, i), services }));
  if (book) {
    groups.forEach((g, i) => {
      ctx.days.reserve(d, g.staff, slot, at(durs, i));
    });
  }
  return { slot, groups, sumDur, maxDur: Math.max(...durs) };
}
