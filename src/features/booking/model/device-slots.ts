/**
 * A technician's free times worked out on the phone (issue 21 "Offline"): their kept day and the salon's
 * kept weekly hours through the one slot engine (src/contract/slot-rules.ts), as the server would answer
 * `getAvailableTimeSlotByStaff` for them.
 */
import type { CalendarItem } from '../../../contract/appointment.ts';
import type { ScheduleDay } from '../../../contract/shop.ts';
import { availableSlots, type Interval } from '../../../contract/slot-rules.ts';
import { slotOf } from '../../../lib/slots.ts';
import { instantOfWallClock, intlWallClock } from '../../../lib/zone-clock.ts';

/** The instant of a day (YYYY-MM-DD) at HH:mm of the zone's wall clock, or NaN. */
function instantOn(day: string, time: string, zone: string): number {
  const [y, mo, d] = day.split('-');
  return instantOfWallClock(`${mo}-${d}-${y} ${time}`, zone);
}

export interface DeviceSlotsInput {
  /** YYYY-MM-DD, the salon's day. */
  day: string;
  zone: string;
  schedule: readonly ScheduleDay[];
  /** The technician's kept appointments (active ones) and block hours of that day. */
  items: readonly CalendarItem[];
  /** The services' total, in minutes. */
  duration: number;
  now: number;
}

/** The free starts of the day ("h:mm AM", salon time), earliest first; none on a closed day. */
export function slotsOnDevice({ day, zone, schedule, items, duration, now }: DeviceSlotsInput): string[] {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const hours = schedule.find((s) => s.weekday === weekday);
  if (!hours?.enable) return [];
  const open = instantOn(day, hours.startTime, zone);
  const close = instantOn(day, hours.endTime, zone);
  if (Number.isNaN(open) || Number.isNaN(close)) return [];
  const busy: Interval[] = items
    .map((i) => ({ start: instantOfWallClock(i.startTime, zone), end: instantOfWallClock(i.endTime, zone) }))
    .filter((i) => !Number.isNaN(i.start) && !Number.isNaN(i.end));
  return availableSlots({
    hours: { start: open, end: close },
    durationMinutes: duration,
    now,
    staff: [{ staffId: 0, busy }],
  }).map((slot) => slotOf(Math.round(intlWallClock(slot.start, zone).minutes)));
}
