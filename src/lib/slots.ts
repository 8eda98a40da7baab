/**
 * Time slots and booking times (spec part 2 §3 "Time slots", §9): slots are "h:mm AM" strings of the
 * salon's wall clock, grouped by their AM/PM suffix; bookings cross the wire as MM/DD/YYYY HH:mm;
 * calendar times are MM-DD-YYYY HH:mm:ss and the detail's start MM-DD-YYYY hh:mm A.
 */
import { wallClockMinutes } from './wall-clock.ts';

const SLOT = /^(\d{1,2}):(\d{2}) ?(AM|PM)$/i;
const CALENDAR = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;
const BOOKING = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes after midnight of a slot ("1:15 PM" → 795), or NaN when it is not a slot. */
export function slotMinutes(slot: string): number {
  const m = SLOT.exec(slot.trim());
  if (!m) return Number.NaN;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h < 1 || h > 12 || min > 59) return Number.NaN;
  const pm = m[3]?.toUpperCase() === 'PM';
  return ((h % 12) + (pm ? 12 : 0)) * 60 + min;
}

/** Minutes after midnight as a slot: 795 → "1:15 PM" (the server's own way of writing them). */
export function slotOf(minutes: number): string {
  const h24 = Math.floor(minutes / 60) % 24;
  const h = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h}:${pad(minutes % 60)} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** Spec: "Time slots are grouped by AM and PM suffix": Morning (AM) and Afternoon (PM), order kept. */
export function splitSlots(slots: readonly string[]): { morning: string[]; afternoon: string[] } {
  const morning: string[] = [];
  const afternoon: string[] = [];
  for (const slot of slots) {
    if (/AM$/i.test(slot.trim())) morning.push(slot);
    else if (/PM$/i.test(slot.trim())) afternoon.push(slot);
  }
  return { morning, afternoon };
}

/** A day (YYYY-MM-DD) and minutes after its midnight as a booking time, MM/DD/YYYY HH:mm. */
export function bookingTimeOf(day: string, minutes: number): string {
  const [y, mo, d] = day.split('-');
  const base = Date.UTC(Number(y), Number(mo) - 1, Number(d)) + minutes * 60_000;
  const t = new Date(base);
  return `${pad(t.getUTCMonth() + 1)}/${pad(t.getUTCDate())}/${t.getUTCFullYear()} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`;
}

/** A calendar time (MM-DD-YYYY HH:mm:ss) as a booking time (MM/DD/YYYY HH:mm). */
export function bookingTimeOfCalendar(time: string): string {
  const m = CALENDAR.exec(time);
  return m ? `${m[1]}/${m[2]}/${m[3]} ${m[4]}:${m[5]}` : time;
}

/** A booking time (MM/DD/YYYY HH:mm) as a calendar time (MM-DD-YYYY HH:mm:00). */
export function calendarTimeOfBooking(time: string): string {
  const m = BOOKING.exec(time);
  return m ? `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:00` : time;
}

/** The detail's start as the server writes it: MM-DD-YYYY hh:mm A ("11-25-2026 09:00 AM"). */
export function displayStartOf(calendarTime: string): string {
  const m = CALENDAR.exec(calendarTime);
  if (!m) return calendarTime;
  const h24 = Number(m[4]);
  const h = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${m[1]}-${m[2]}-${m[3]} ${pad(h)}:${m[5]} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** The business day (YYYY-MM-DD) and minutes after midnight of a calendar time. */
export function dayAndMinutesOf(calendarTime: string): { day: string; minutes: number } {
  const m = CALENDAR.exec(calendarTime);
  if (!m) return { day: '', minutes: 0 };
  return { day: `${m[3]}-${m[1]}-${m[2]}`, minutes: Number(m[4]) * 60 + Number(m[5]) };
}

/** Whole minutes from one booking time to another. */
export function bookingMinutesBetween(start: string, end: string): number {
  return wallClockMinutes(calendarTimeOfBooking(end)) - wallClockMinutes(calendarTimeOfBooking(start));
}

/**
 * Spec: choosing a slot of the availability check goes to /booking?staff_id={id}&time_slot={slot with
 * the space replaced by an underscore}. Anyone has no staff id. The day chosen goes along as `date`
 * (YYYY-MM-DD; the spec's query has none, so without it the wizard takes today).
 */
export function bookingSearchOf(
  staffId: number | null,
  slot: string,
  date: string,
): { staff_id?: number; time_slot: string; date: string } {
  const time_slot = slot.trim().replace(/ /g, '_');
  return staffId === null ? { time_slot, date } : { staff_id: staffId, time_slot, date };
}

/** Initials for a staff member without a picture: "Tony Vo" → "TV". */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
