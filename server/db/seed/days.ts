import { at, type SalonBase, SLOT, SLOTS_PER_DAY } from './base.ts';
import type { StaffM } from './model.ts';
import { addDays, dayClock, type LocalDay, parseHm } from './time.ts';

/** A calendar day of the salon, relative to today. */
export interface Day {
  offset: number;
  day: LocalDay;
  enabled: boolean;
  /** Opening hours in minutes since local midnight. */
  open: number;
  close: number;
  /** Wall-clock minutes → instant (valid for business hours). */
  at: (minutes: number) => Date;
  /** Who works that day (today: everyone). */
  working: StaffM[];
  occupancy: Map<StaffM, Uint8Array>;
}

/**
 * The salon's days, made on first use, and each staff member's booked 15-minute cells on them. Today is
 * treated as open with that weekday's hours even when the weekday is disabled, and nobody is off today.
 */
export class DayBook {
  private readonly base: SalonBase;
  private readonly days = new Map<number, Day>();

  constructor(base: SalonBase) {
    this.base = base;
  }

  /** The day `offset` days from today. */
  day(offset: number): Day {
    const cached = this.days.get(offset);
    if (cached) return cached;
    const { def, today, zone, shop } = this.base;
    const day = addDays(today, offset);
    const hours = at(def.schedule, day.weekday);
    const d: Day = {
      offset,
      day,
      enabled: hours.enabled,
      open: parseHm(hours.startTime),
      close: parseHm(hours.endTime),
      at: dayClock(day, zone),
      working: offset === 0 ? shop.staff : shop.staff.filter((s) => s.def.dayOff !== day.weekday),
      occupancy: new Map(),
    };
    this.days.set(offset, d);
    return d;
  }

  /** True when none of the cells from `start` for `minutes` is booked for `member`. */
  isFree(d: Day, member: StaffM, start: number, minutes: number): boolean {
    const c = cellsOf(d, member);
    for (let k = Math.floor(start / SLOT); k < Math.ceil((start + minutes) / SLOT); k++)
      if (c[k]) return false;
    return true;
  }

  /** Books the cells from `start` for `minutes` (up to midnight). */
  reserve(d: Day, member: StaffM, start: number, minutes: number): void {
    const c = cellsOf(d, member);
    for (
      let k = Math.floor(start / SLOT);
      k < Math.min(SLOTS_PER_DAY, Math.ceil((start + minutes) / SLOT));
      k++
    ) {
      c[k] = 1;
    }
  }
}

function cellsOf(d: Day, member: StaffM): Uint8Array {
  let c = d.occupancy.get(member);
  if (!c) {
    c = new Uint8Array(SLOTS_PER_DAY);
    d.occupancy.set(member, c);
  }
  return c;
}
