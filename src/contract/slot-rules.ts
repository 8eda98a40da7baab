/**
 * The one slot engine (appointments-admin and booking), shared by the server and the app (a technician's
 * offline booking works out its free times on the phone): pure rules, no schema, in the contract because
 * both sides must agree on them as on a field.
 *
 * Which start times of a salon day can take an appointment of a given length, and with whom. Pure: the caller reads the day's opening hours, the
 * staff's active appointments and block hours, and turns wall-clock times into instants
 * (`wallClockInstant`); everything here is in instants (epoch ms), so a daylight-saving day needs no
 * special case: slots step in real 15-minute steps from the opening, and a wall-clock hour that does not
 * exist is never offered.
 *
 * Rules (spec part 2 §7, appointments-admin issue):
 * - slots start at the opening and every 15 minutes after it, and the appointment ends by the closing;
 * - the appointment lasts the services' total duration (end = start + the sum); a total of 0 holds 15
 *   minutes, as a zero-length appointment is drawn and kept;
 * - a start before `now` is refused (a slot already under way is past);
 * - a staff member is free when the appointment overlaps none of their busy intervals (active
 *   appointments and block hours; a zero-length one holds 15 minutes); touching ends do not overlap;
 * - "anyone": a slot is offered when at least one staff member is free; `chooseAnyone` picks who.
 */

export const SLOT_STEP_MINUTES = 15;
const MINUTE = 60_000;

export interface Interval {
  /** Epoch ms. */
  start: number;
  end: number;
}

export interface StaffDay {
  staffId: number;
  /** Active appointments and block hours of the day, in any order. */
  busy: readonly Interval[];
}

export interface SlotRequest {
  /** The day's opening and closing instants; null on a closed day. */
  hours: Interval | null;
  /** The services' total duration in minutes (0 counts as 15). */
  durationMinutes: number;
  /** Now: slots starting earlier are not offered. */
  now: number;
  /** One staff member, or every staff member who may take it ("anyone"). */
  staff: readonly StaffDay[];
}

export interface Slot {
  /** Epoch ms. */
  start: number;
  end: number;
  /** Who is free for it, in the order of `staff`; never empty. */
  free: number[];
}

/** How long an appointment holds its staff member: its length, and at least one step. */
export const heldMinutes = (durationMinutes: number): number =>
  Math.max(SLOT_STEP_MINUTES, Math.ceil(Number.isFinite(durationMinutes) ? durationMinutes : 0));

/** A busy interval as it holds time: a zero-length (or reversed) one holds one step. */
const held = (i: Interval): Interval => ({
  start: i.start,
  end: Math.max(i.end, i.start + SLOT_STEP_MINUTES * MINUTE),
});

/** True when [a.start, a.end) and [b.start, b.end) share a moment (touching ends do not). */
export const overlaps = (a: Interval, b: Interval): boolean => a.start < b.end && b.start < a.end;

export function isFree(busy: readonly Interval[], wanted: Interval): boolean {
  return busy.every((b) => !overlaps(held(b), wanted));
}

/** Every slot of the day, earliest first. */
export function availableSlots(request: SlotRequest): Slot[] {
  const { hours } = request;
  if (!hours || !(hours.end > hours.start) || request.staff.length === 0) return [];
  const length = heldMinutes(request.durationMinutes) * MINUTE;
  const out: Slot[] = [];
  for (let start = hours.start; start + length <= hours.end; start += SLOT_STEP_MINUTES * MINUTE) {
    if (start < request.now) continue;
    const wanted = { start, end: start + length };
    const free = request.staff.filter((s) => isFree(s.busy, wanted)).map((s) => s.staffId);
    if (free.length > 0) out.push({ start, end: wanted.end, free });
  }
  return out;
}

/**
 * Who takes an "anyone" booking of a slot: of the staff free for it, the one with the least booked
 * time that day (spreading the work), then the lowest staff id (stable). docs/decisions.md, "Anyone".
 */
export function chooseAnyone(slot: Slot, staff: readonly StaffDay[]): number {
  const bookedMinutes = new Map(
    staff.map((s) => [s.staffId, s.busy.reduce((sum, b) => sum + (held(b).end - held(b).start) / MINUTE, 0)]),
  );
  const [chosen] = [...slot.free].sort(
    (a, b) => (bookedMinutes.get(a) ?? 0) - (bookedMinutes.get(b) ?? 0) || a - b,
  );
  if (chosen === undefined) throw new Error('A slot always has someone free');
  return chosen;
}
