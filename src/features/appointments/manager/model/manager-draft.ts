/**
 * The manager's edit of an appointment before Update: its day and start, its staff (or Anyone), and
 * its services, each removable or given its own staff. Update sends it as POST updateAppointmentV3.
 */
import {
  type AppointmentDetail,
  AppointmentStatus,
  type UpdateAppointmentRequest,
  type UpdateItem,
} from '../../../../contract/appointment.ts';
import { clockText } from '../../../../lib/format.ts';
import {
  bookingTimeOf,
  calendarTimeOfBooking,
  dayAndMinutesOf,
  displayStartOf,
} from '../../../../lib/slots.ts';

export interface DraftLine {
  /** Null for a service no longer on the salon's menu: it cannot be sent again. */
  serviceId: number | null;
  serviceName: string;
  price: number;
  duration: number;
  /** Given its own staff member (Assign To); undefined: the appointment's staff. */
  staffId?: number;
}

export interface Draft {
  /** YYYY-MM-DD, the salon's day. */
  day: string;
  /** Minutes after the day's midnight, on the salon's wall clock. */
  startMinutes: number;
  /** Null: Anyone. */
  staffId: number | null;
  lines: DraftLine[];
  note: string;
}

/** The appointment as it is, as a draft. */
export function draftOf(detail: AppointmentDetail): Draft {
  const { day, minutes } = dayAndMinutesOf(detail.startTime);
  return {
    day,
    startMinutes: minutes,
    staffId: detail.staffId,
    lines: detail.services.map((s) => ({
      serviceId: s.id,
      serviceName: s.serviceName,
      price: s.price,
      duration: s.duration,
      // A service of its own staff member (a record kept before services said who has none).
      ...(s.staffId != null && s.staffId !== detail.staffId ? { staffId: s.staffId } : {}),
    })),
    note: detail.note,
  };
}

/** Spec part 2 §2: editing only when the appointment is not canceled (nor over) and not in staff mode. */
export function canEdit(status: number): boolean {
  return status === AppointmentStatus.NEW || status === AppointmentStatus.CONFIRMED;
}

/** The services' total, in minutes (what a time slot is asked for). */
export function totalMinutes(lines: readonly DraftLine[]): number {
  return lines.reduce((sum, l) => sum + Math.max(0, l.duration), 0);
}

/** Who does a line: its own staff member, else the appointment's (null: Anyone). */
export const lineStaff = (draft: Draft, line: DraftLine): number | null => line.staffId ?? draft.staffId;

/** Whether the draft differs from the appointment (Update has something to send). */
export function draftChanged(draft: Draft, detail: AppointmentDetail): boolean {
  const base = draftOf(detail);
  return (
    draft.day !== base.day ||
    draft.startMinutes !== base.startMinutes ||
    draft.staffId !== base.staffId ||
    draft.lines.length !== base.lines.length ||
    draft.lines.some(
      (l, i) => l.serviceId !== base.lines[i]?.serviceId || l.staffId !== base.lines[i]?.staffId,
    )
  );
}

/** Why the draft cannot be sent, or null. */
export function draftProblem(draft: Draft): string | null {
  if (!draft.lines.some((l) => l.serviceId !== null)) return 'Choose at least one service';
  return null;
}

/**
 * The update request (spec §7 updateAppointmentV3): one item per staff member, the appointment's own
 * staff first (the server takes the first item's staff as the appointment's). Each staff member's
 * services run one after another from the chosen start, so two technicians work side by side (a
 * manicure and a pedicure at once); bookingType 0; isAnybody 1 when the appointment is for Anyone.
 */
export function updateRequestOf(id: number, draft: Draft, apiKey: string): UpdateAppointmentRequest {
  const groups = new Map<number | null, DraftLine[]>();
  groups.set(draft.staffId, []);
  for (const line of draft.lines) {
    if (line.serviceId === null) continue;
    const who = lineStaff(draft, line);
    const group = groups.get(who) ?? [];
    group.push(line);
    groups.set(who, group);
  }
  const start = bookingTimeOf(draft.day, draft.startMinutes);
  const items: UpdateItem[] = [];
  for (const [staffId, lines] of groups) {
    if (lines.length === 0) continue;
    items.push({
      staffId,
      serviceIds: lines.map((l) => l.serviceId).filter((s): s is number => s !== null),
      startTime: start,
      endTime: bookingTimeOf(draft.day, draft.startMinutes + totalMinutes(lines)),
    });
  }
  return {
    id,
    items,
    bookingType: 0,
    note: draft.note,
    isAnybody: items[0]?.staffId === null ? 1 : 0,
    apiKey,
  };
}

/**
 * What an update asks, in words, for the sync drawer ("time 11-25-2026 11:00 AM → 11:30 AM, staff →
 * Tony Vo, Pedicure → Mai Pham, 1 service removed"): a refused update says what did not happen.
 */
export function askedOf(
  draft: Draft,
  detail: AppointmentDetail,
  staffName: (staffId: number | null) => string,
): string {
  const base = draftOf(detail);
  const parts: string[] = [];
  if (draft.day !== base.day || draft.startMinutes !== base.startMinutes) {
    const shown = (d: Draft) =>
      clockText(displayStartOf(calendarTimeOfBooking(bookingTimeOf(d.day, d.startMinutes))));
    const [from, to] = [shown(base), shown(draft)];
    // The day once when it stays: "11-25-2026 11:00 AM → 11:30 AM".
    parts.push(`time ${from} → ${draft.day === base.day ? to.slice(to.indexOf(' ') + 1) : to}`);
  }
  if (draft.staffId !== base.staffId) parts.push(`staff → ${staffName(draft.staffId)}`);
  for (const line of draft.lines) {
    const was = base.lines.find((b) => b.serviceId === line.serviceId && b.serviceName === line.serviceName);
    if (line.staffId !== was?.staffId)
      parts.push(`${line.serviceName} → ${staffName(lineStaff(draft, line))}`);
  }
  const removed = base.lines.length - draft.lines.length;
  if (removed > 0) parts.push(removed === 1 ? '1 service removed' : `${removed} services removed`);
  return parts.join(', ') || 'no change';
}
