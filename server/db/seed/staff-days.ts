import { isPast, TICKET_DAYS_BACK } from './base.ts';
import type { SeedContext } from './context.ts';
import type { StaffM } from './model.ts';
import { addMinutes, maxDate, minDate } from './time.ts';

/** A staff member's work on a day, from their tickets. */
interface Work {
  turn: number;
  first: Date;
  last: Date | null;
}

/**
 * Clock-in, clock-out and turns: past days for whoever had tickets, clocked in before their first one
 * and out after their last; today for everyone, clocked in once the day has started for them.
 */
export function addStaffDays(ctx: SeedContext): void {
  const { rng, shop, now } = ctx;
  const work = new Map<string, Map<StaffM, Work>>();
  for (const t of shop.tickets) {
    let byStaff = work.get(t.businessDate);
    if (!byStaff) {
      byStaff = new Map();
      work.set(t.businessDate, byStaff);
    }
    const seen = new Set<StaffM>();
    for (const l of t.lines) {
      if (!l.staff || seen.has(l.staff)) continue;
      seen.add(l.staff);
      const w = byStaff.get(l.staff);
      if (!w) byStaff.set(l.staff, { turn: 1, first: t.checkinAt, last: t.closedAt });
      else {
        w.turn++;
        if (t.checkinAt < w.first) w.first = t.checkinAt;
        if (t.closedAt && (!w.last || t.closedAt > w.last)) w.last = t.closedAt;
      }
    }
  }
  for (let offset = -TICKET_DAYS_BACK; offset <= 0; offset++) {
    const d = ctx.days.day(offset);
    const byStaff = work.get(d.day.iso);
    for (const member of shop.staff) {
      const w = byStaff?.get(member);
      if (offset < 0) {
        if (!w) continue;
        const clockIn = minDate(d.at(d.open + rng.int(-10, 10)), addMinutes(w.first, -rng.int(1, 10)));
        const out = d.at(d.close + rng.int(-30, 10));
        const clockOut = w.last ? maxDate(out, addMinutes(w.last, rng.int(1, 10))) : out;
        shop.staffDays.push({
          staff: member,
          businessDate: d.day.iso,
          clockInAt: clockIn,
          clockOutAt: clockOut,
          turn: w.turn,
        });
        continue;
      }
      // Today everyone works: clocked in once the day has started for them.
      let clockIn: Date | null = d.at(d.open + rng.int(-10, 10));
      if (w) clockIn = minDate(clockIn, addMinutes(w.first, -rng.int(1, 5)));
      if (!isPast(ctx, clockIn)) clockIn = null;
      const out = d.at(d.close + rng.int(-15, 15));
      const clockOut =
        clockIn && now.getTime() >= d.at(d.close + 30).getTime() ? maxDate(out, w?.last ?? out) : null;
      shop.staffDays.push({
        staff: member,
        businessDate: d.day.iso,
        clockInAt: clockIn,
        clockOutAt: clockOut,
        turn: w?.turn ?? 0,
      });
    }
  }
}
