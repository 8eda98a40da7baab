import type { CalendarItem } from './appointment.ts';
import type { ScheduleDay } from './shop.ts';
import type { VerifiedSession } from './staff.ts';
import type { OffsetSpan } from './zone-spans.ts';

/**
 * A first visit's staff home drawn by the server into the page (server/modules/first-screen/,
 * src/ssr/staff-home.tsx), and the day it was drawn from, which the app keeps (src/lib/server-drawn.ts).
 * Decision: docs/decisions.md "The first visit's day drawn by the server".
 */

/**
 * The attribute of the screen the server drew: its value is the screen's performance marks' stem
 * when it shows appointments (as a kept screen's, src/lib/kept-screen.ts), else empty.
 */
export const SERVER_DRAWN = 'data-server-drawn';

/** The id of the page's script element holding the day the server drew (JSON). */
export const SERVER_DAY_ID = 'server-drawn-day';

/** The day the server drew: the staff day and schedule calls' answers at `at` (epoch ms). */
export interface ServerDrawnDay {
  staffId: number;
  /** The salon's today, YYYY-MM-DD. */
  day: string;
  items: CalendarItem[];
  schedule: ScheduleDay[];
  at: number;
  /** The salon's time zone, and its offsets around `at` (src/contract/zone-spans.ts `spansAround`). */
  zone: string;
  spans: OffsetSpan[];
}

/** What the server's drawing of the staff home is given: the day, and who is signed in as sign-in answers it. */
export type StaffHomeDrawing = Omit<ServerDrawnDay, 'staffId' | 'zone' | 'spans'> & {
  session: VerifiedSession;
};
