import { ASSIGN_REASON_LABELS, ASSIGN_REASONS } from '../../../contract/appointment.ts';

const CALENDAR = /^(\d{2}-\d{2}-\d{4}) (\d{2}):(\d{2}):\d{2}$/;

/** A calendar time (MM-DD-YYYY HH:mm:ss) as its day and its 12-hour time. */
function dayAndClock(time: string): [string, string] {
  const m = CALENDAR.exec(time);
  if (!m) return [time, ''];
  const [, day = '', hh = '0', mm = '00'] = m;
  const h24 = Number(hh);
  return [day, `${h24 % 12 === 0 ? 12 : h24 % 12}:${mm} ${h24 < 12 ? 'AM' : 'PM'}`];
}

/** An appointment's time on a request: "11-25-2026 9:00 AM – 10:00 AM" (its day once, 12-hour times). */
export function requestTimeText(startTime: string, endTime: string): string {
  const [startDay, startClock] = dayAndClock(startTime);
  const [endDay, endClock] = dayAndClock(endTime);
  return startDay === endDay
    ? `${startDay} ${startClock} – ${endClock}`
    : `${startDay} ${startClock} – ${endDay} ${endClock}`;
}

/** A request's reason in words (BUSY → Busy); a reason the app does not know is shown as sent. */
export function reasonText(reason: string): string {
  return (ASSIGN_REASONS as readonly string[]).includes(reason)
    ? ASSIGN_REASON_LABELS[reason as (typeof ASSIGN_REASONS)[number]]
    : reason;
}
