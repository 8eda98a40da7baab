/**
 * "Add to calendar" (issue 21): a booking as an iCalendar file (RFC 5545) that every phone's calendar
 * opens. Times cross as UTC instants, worked out from the salon's wall clock and zone, so the event shows
 * at the right hour wherever the phone is.
 */
import { formatMoney } from '../../../lib/format.ts';
import { instantOfWallClock } from '../../../lib/zone-clock.ts';
import type { BookedAppointment } from './wizard.ts';

const MINUTE = 60_000;
const stamp = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Text as an iCalendar value: backslash, comma, semicolon and line breaks escaped. */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (RFC 5545 §3.1): a break and a space. */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = new TextEncoder().encode(ch).length;
    if (size + n > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface CalendarEvent {
  /** Unique and stable for the booking (the same file twice is one event). */
  uid: string;
  /** Salon wall clock, MM-DD-YYYY HH:mm:ss. */
  start: string;
  end: string;
  zone: string;
  summary: string;
  description: string;
  location: string;
  /** When the file is made (epoch ms). */
  now: number;
}

/** The .ics text of one or more events (a group's appointments share the file). */
export function icsOf(events: readonly CalendarEvent[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Chairside//Booking//EN', 'CALSCALE:GREGORIAN'];
  for (const e of events) {
    const start = instantOfWallClock(e.start, e.zone);
    const end = instantOfWallClock(e.end, e.zone);
    if (Number.isNaN(start)) continue;
    // A zero-length booking holds 15 minutes, as the calendars draw it.
    const until = Number.isNaN(end) || end <= start ? start + 15 * MINUTE : end;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${stamp(e.now)}`,
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(until)}`,
      fold(`SUMMARY:${escapeText(e.summary)}`),
      ...(e.description ? [fold(`DESCRIPTION:${escapeText(e.description)}`)] : []),
      ...(e.location ? [fold(`LOCATION:${escapeText(e.location)}`)] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/** The calendar events of a booking (each person of a group), at the salon, as the Success step shows them. */
export function calendarEventsOf(
  appointments: readonly BookedAppointment[],
  salon: { name: string; address: string; zone: string },
  now: number,
): CalendarEvent[] {
  return appointments.map((a, index) => ({
    uid: `${a.startTime.replace(/\D/g, '')}-${index}-${now}@chairside`,
    start: a.startTime,
    end: a.endTime,
    zone: salon.zone,
    summary: salon.name ? `Appointment at ${salon.name}` : 'Salon appointment',
    description: [
      `With ${a.name}`,
      ...a.services.map((s) => `${s.serviceName} ${formatMoney(s.price)}`),
      ...(a.note ? [a.note] : []),
    ].join('\n'),
    location: salon.address,
    now,
  }));
}
