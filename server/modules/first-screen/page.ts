import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import {
  SERVER_DAY_ID,
  type ServerDrawnDay,
  type StaffHomeDrawing,
} from '../../../src/contract/first-screen.ts';
import { spansAround } from '../../../src/contract/zone-spans.ts';
import { SESSION_COOKIE, type SessionCache } from '../../auth/sessions.ts';
import type { Db } from '../../db/connect.ts';
import { dayIn } from '../../time/business-days.ts';
import { isoDayOf } from '../../time/calendar-day.ts';
import { calendarRequest, staffCalendar } from '../appointments/index.ts';
import { shopSchedule } from '../shop/index.ts';
import { loadVerifiedSession } from '../staff-auth/index.ts';

/** The server's drawing of the staff home (src/ssr/staff-home.tsx, built into dist-ssr/ by `npm run build`). */
export type DrawStaffHome = (input: StaffHomeDrawing) => Promise<string>;

/** The built drawing of the staff home next to the app's build folder, if it was built. */
export async function loadStaffHomeDrawing(staticDir: string): Promise<DrawStaffHome | undefined> {
  const file = join(staticDir, '..', 'dist-ssr', 'staff-home.js');
  if (!existsSync(file)) return undefined;
  const built = (await import(pathToFileURL(file).href)) as { drawStaffHome: DrawStaffHome };
  return built.drawStaffHome;
}

/**
 * A first visit's staff home with today's appointments in the page (docs/decisions.md "The first
 * visit's day drawn by the server"): for `/` with a live session of a staff member who is not a manager
 * (managers open on the overview), the #root of index.html as the app draws it, from the same data the
 * staff day and schedule calls answer the session with. Undefined whenever it does not apply or cannot
 * be drawn: the page is then index.html as built, which draws the day itself.
 */
export function staffHomePage(deps: {
  db: Db;
  now: () => Date;
  sessions: SessionCache;
  draw: DrawStaffHome;
  /** The signed-in index.html of `/`, and the style sheets of its first screen (dist/preloads.json). */
  page: string;
  styles: string[];
  staticDir: string;
  log: (err: unknown) => void;
}): (req: FastifyRequest) => Promise<string | undefined> {
  // The first screen's own style sheets, in the page: the drawn screen needs them for its first frame.
  const css = deps.styles
    .map((href) => readFileSync(join(deps.staticDir, href), 'utf8').replace(/<\/style/gi, '<\\/style'))
    .join('\n');
  const head = css ? `<style data-first-screen>${css}</style></head>` : '</head>';
  const [before, after] = aroundRoot(deps.page);
  const start = before.replace('</head>', head);

  return async (req) => {
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return undefined;
    try {
      const now = deps.now();
      const session = await deps.sessions.find(token, now);
      if (!session || session.isManager) return undefined;
      const day = isoDayOf(dayIn(now, session.timezone));
      const [verified, items, schedule] = await Promise.all([
        loadVerifiedSession(deps.db, session.staffId),
        staffCalendar(
          deps.db,
          session,
          calendarRequest(session, { start_time: day, end_time: day, staffId: session.staffId }),
        ),
        shopSchedule(deps.db, session.shopId),
      ]);
      // As the calls answer them (the wire's shapes: dates as text).
      const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
      const drawing = { day, items: wire(items), schedule: wire(schedule), at: now.getTime() };
      const html = await deps.draw({ ...drawing, session: verified });
      // The same answers for the app to keep, as it keeps the calls' (src/lib/server-drawn.ts).
      const zone = session.timezone;
      const data: ServerDrawnDay = {
        staffId: session.staffId,
        ...drawing,
        zone,
        spans: spansAround(zone, drawing.at),
      };
      const script = `<script type="application/json" id="${SERVER_DAY_ID}">${inScript(data)}</script>`;
      return `${start}${html}${after.replace('</body>', `${script}</body>`)}`;
    } catch (err) {
      deps.log(err);
      return undefined;
    }
  };
}

/** index.html up to its #root's content, and from the end of it: what the server draws goes between. */
export function aroundRoot(page: string): [string, string] {
  const open = '<div id="root">';
  const at = page.indexOf(open);
  if (at < 0) throw new Error('index.html has no #root to draw a screen in');
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = at + open.length;
  let depth = 1;
  for (let tag = tags.exec(page); tag; tag = tags.exec(page)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return [page.slice(0, at + open.length), page.slice(tag.index)];
  }
  throw new Error("index.html's #root is not closed");
}

/** JSON to put in a script element: nothing in it can end the element or open a comment. */
export const inScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
