import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  type Cookie,
  expect,
  type Page,
  request,
} from '@playwright/test';
import type { BookedAppointment } from '../server/modules/demo/book-appointment.ts';
import { ADMIN_POSITION, type SignInRecord } from '../src/contract/staff.ts';
import { alignBrowserClock } from './clock.ts';

/**
 * Every spec's `test`: its browser context keeps the server's time (CHAIRSIDE_NOW, when the server
 * runs pinned), so the page's "today" is the server's; and the test fails if the page breaks the
 * server's Content-Security-Policy anywhere on its way.
 */
export const test = base.extend({
  // The service worker is installed only where a test goes offline or reads what it keeps (tag
  // `@offline`): installing and precaching the app costs every other test seconds of the machine.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; it needs none.
  serviceWorkers: async ({}, use, testInfo) => {
    await use(testInfo.tags.includes(OFFLINE) ? 'allow' : 'block');
  },
  context: async ({ context, baseURL }, use) => {
    await alignBrowserClock(context, baseURL ?? '');
    const violations = await watchContentSecurityPolicy(context);
    await use(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

/** Collects every Content-Security-Policy violation the context's pages report. */
async function watchContentSecurityPolicy(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${e.sourceFile}`,
      );
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('CSP violation') || text.includes('Content Security Policy')) violations.push(text);
  });
  return violations;
}

export { expect };

export const PHONES = {
  /** Admin in Luxe Nails & Spa, Technician in Polished Studio. */
  twoSalons: '5550100001',
  /** Technician in Luxe Nails & Spa. */
  staff: '5550100002',
  /** Admin in Polished Studio. */
  manager: '5550100003',
} as const;

const SHOTS = '.tmp/screens';

/**
 * Saves a phone-size screenshot to look at (not compared: a person reviews them), after checking the
 * screen's accessibility (`checkAccessible`; `contrast: false` leaves out its colour-contrast rule).
 */
export async function shot(page: Page, name: string, { contrast = true } = {}): Promise<void> {
  await settled(page);
  // The date matrix's runs (scripts/test-matrix.ts) look at the same screens on other days: what they
  // check is the dates; the screens' accessibility and pictures are the real-date run's.
  if (process.env.E2E_SHOTS === 'off') return;
  await checkAccessible(page, name, { contrast });
  mkdirSync(SHOTS, { recursive: true });
  // Transitions finished, so that a dialog opening is shown as it ends up.
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false, animations: 'disabled' });
}

/**
 * A manager screen, looked at on the phone (390×844) and on a laptop (1280×800). The laptop's check
 * leaves out colour contrast, nearly all of a check's time: the phone's has checked every element's
 * colours already, and no style of the app's changes a colour or a font with the width (no width media
 * query); every other rule (names, roles, overlaps, target sizes, headings) runs at both sizes.
 */
export async function shots(page: Page, name: string): Promise<void> {
  const phone = page.viewportSize() ?? { width: 390, height: 844 };
  await shot(page, name);
  await page.setViewportSize({ width: 1280, height: 800 });
  try {
    await shot(page, `${name}-1280`, { contrast: false });
  } finally {
    await page.setViewportSize(phone);
  }
}

/** "November 2026", a date picker's header (the month it shows). */
function monthLabel(d: Date): string {
  return `${d.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${d.getUTCFullYear()}`;
}

/** "21 November 2026", the day buttons' accessible name. */
function dayLabel(d: Date): string {
  return `${d.getUTCDate()} ${monthLabel(d)}`;
}

/**
 * Opens a date field and clicks a day in its own calendar, moving month by month (`direction`) until
 * the calendar's header shows the day's month.
 */
export async function pickDay(
  page: Page,
  field: string,
  day: Date,
  direction: 'Previous month' | 'Next month',
): Promise<void> {
  // The pickers load after the screen (src/ui/pickers.tsx): until then the field is a read-only stand-in.
  // The field first (the screen may not be drawn yet, stand-in included), then no stand-in left.
  const input = page.getByLabel(field, { exact: true });
  await expect(input).toBeVisible();
  await expect(page.locator('[data-picker-placeholder]')).toHaveCount(0);
  await input.click();
  // The field's own dropdown: another field's may still be closing.
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  const dropdown = page.locator(`[id="${await input.getAttribute('aria-controls')}"]`);
  const control = dropdown.getByRole('button', { name: direction });
  // The month shown is read from the header ("October 2026"; the days are named "22 October 2026"),
  // each step waited for there, rather than looked for once among the days: that look once missed a
  // day on screen and clicked a control disabled by the field's bounds, until the test's time ran out.
  const header = dropdown.getByRole('button', { name: /^[A-Z][a-z]+ \d{4}$/ });
  const month = monthLabel(day);
  for (let i = 0; i < 3; i++) {
    const shown = ((await header.textContent()) ?? '').trim();
    if (shown === month) break;
    await expect(control, `${direction} from ${shown} towards ${month}`).toBeEnabled();
    await control.click();
    await expect(header).not.toHaveText(shown);
  }
  await expect(header).toHaveText(month);
  await dropdown.getByRole('button', { name: dayLabel(day), exact: true }).click();
  await expect(dropdown).toBeHidden();
}

/**
 * How many answers this phone keeps whose query key, as text, holds `part`. The persister writes an
 * answer a moment after it arrives: a test that reloads offline waits for this first.
 */
export async function keptAnswers(page: Page, part: string): Promise<number> {
  return page.evaluate(async (part) => {
    const names = (await indexedDB.databases())
      .map((d) => d.name ?? '')
      .filter((n) => n.startsWith('chairside-shop'));
    let found = 0;
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      if (db.objectStoreNames.contains('queries')) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction('queries').objectStore('queries').getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        });
        found += rows.filter((row) => String((row as { path?: unknown }).path ?? '').includes(part)).length;
      }
      db.close();
    }
    return found;
  }, part);
}

/**
 * Chooses a file one byte over the 8 MB upload limit in the upload dialog (the account page's and the
 * Images review's): the dialog says so in red and OK stays disabled.
 */
export async function chooseOversizeUpload(page: Page): Promise<void> {
  await page.getByTestId('upload-input').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(8_000_001),
  });
  await expect(page.getByTestId('upload-problem')).toHaveText('Exceed size of image/video');
  await expect(page.getByRole('button', { name: 'OK' })).toBeDisabled();
}

/** The tag of a test that installs the service worker: `test('…', { tag: OFFLINE }, …)`. */
export const OFFLINE = '@offline';

/** Waits until the service worker controls the page (installed, then one reload): the app is installed. */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  if (!base.info().tags.includes(OFFLINE)) {
    throw new Error(
      `A test that installs the service worker is tagged ${OFFLINE}: test(name, { tag: OFFLINE }, …)`,
    );
  }
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Waits until the screen's transitions have ended (a dialog fading in is half transparent, which
 * axe-core rightly reads as too little contrast). Endless animations (spinners) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // At most 5 s in all, timed by the clock rather than by frames or animations: a test once waited
    // here for the rest of its 30 s right after the viewport changed (its last try recorded no trace,
    // so which never came, a frame or an animation's end, is not known). A screen still moving after
    // that is pictured as it is.
    const deadline = performance.now() + 5000;
    const until = (work: Promise<unknown>) =>
      Promise.race([
        work,
        new Promise((done) => setTimeout(done, Math.max(0, deadline - performance.now()))),
      ]);
    const frames = async (n: number) => {
      for (let i = 0; i < n; i++) await new Promise((done) => requestAnimationFrame(() => done(null)));
    };
    // A transition starts a frame or two after its element mounts (Mantine's enter two frames after its
    // state changes), and one may start as another ends (a drawer's overlay, then its content): the
    // screen is settled once two looks two frames apart find nothing running.
    for (let quiet = 0, looks = 0; quiet < 2 && looks < 20 && performance.now() < deadline; looks++) {
      await until(frames(2));
      const ending = document
        .getAnimations()
        .filter(
          (a) =>
            (a.playState === 'running' || a.pending) &&
            a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
        )
        .map((a) => a.finished.catch(() => undefined));
      quiet = ending.length === 0 ? quiet + 1 : 0;
      await until(Promise.all(ending));
    }
  });
}

/** Signs in through the real dialog, reading the demo code from the screen. */
export async function signIn(page: Page, phone: string, salon?: string | RegExp, open = true): Promise<void> {
  if (open) await page.goto('/login');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Sign-In' }).click();
  const select = page.getByLabel('Salon');
  await expect(select).toBeVisible();
  if (salon) {
    const option = select.locator('option', { hasText: salon });
    await select.selectOption({ value: (await option.getAttribute('value')) ?? '' });
  }
  await page.getByRole('button', { name: 'Get OTP' }).click();
  const demo = page.getByTestId('demo-code');
  await expect(demo).toBeVisible();
  const code = (await demo.locator('b').textContent())?.trim() ?? '';
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  // Signed in once the app has left /login (the session is stored by then).
  await expect(page).not.toHaveURL(/\/login/);
}

/** The signed-in staff member's id (the spec's readable `staffid` cookie). */
export async function signedInStaffId(context: BrowserContext): Promise<number> {
  return Number((await context.cookies()).find((c) => c.name === 'staffid')?.value ?? 0);
}

/** A staff member's id in a salon, from the public sign-in lookup. */
export async function staffIdOf(page: Page, phone: string, salon: RegExp | string): Promise<number> {
  const res = await page.request.get(`/api/v1/staff/sign-in-by-phone/${phone}`);
  const records = ((await res.json()) as { payload: { id: number; companyName: string }[] }).payload;
  const found = records.find((r) =>
    typeof salon === 'string' ? r.companyName === salon : salon.test(r.companyName),
  );
  if (!found) throw new Error(`${phone} has no staff record at ${salon}`);
  return found.id;
}

export interface BookingOptions {
  /** The salon's n-th open day after today (default 1), when `daysFromToday` is not given. */
  openDay?: number;
  /** Length in minutes (default 45); 0 books a zero-length appointment. */
  minutes?: number;
  /** A day from the salon's today (0 = today), open or not: the first free time between 9 AM and 9 PM. */
  daysFromToday?: number;
  /** 0 NEW (default), 1 CONFIRMED, 4 CANCELED. */
  status?: 0 | 1 | 4;
  requestStaff?: boolean;
  customerName?: string;
  /** With `daysFromToday`: the start, HH:mm, whatever else the staff member has then (an overlap). */
  at?: string;
}

/**
 * Test fixture: books an appointment of `minutes` for the staff member on the salon's `openDay`-th
 * open day after today at a free time, or on the day `daysFromToday` from today (the demo server's
 * fixture route), whatever day it is; NEW unless another status is asked.
 */
export async function bookAppointment(
  page: Page,
  staffId: number,
  { openDay = 1, minutes = 45, ...rest }: BookingOptions = {},
): Promise<BookedAppointment> {
  const res = await page.request.post('/api/v1/demo/book-appointment', {
    data: { staffId, openDay, minutes, ...rest },
  });
  const body = (await res.json()) as { payload: BookedAppointment | null; message: string };
  if (!res.ok() || !body.payload)
    throw new Error(`book-appointment answered ${res.status()}: ${body.message}`);
  return body.payload;
}

export interface ClosedTicket {
  billId: number;
  billNumber: number;
  total: number;
  /** As stored: WALL-IN for a walk-in. */
  customerName: string;
}

/** What else a fixture ticket has: one of the salon's customers; the salon's first coupon, and how it came. */
export interface TicketExtras {
  customer?: boolean;
  coupon?: 'TICKET' | 'MARKETING' | 'REVIEW';
}

/**
 * Test fixture: closes a ticket for the staff member now, with the customer's review when given, and
 * one service by each coworker (the tip shared evenly between them all).
 */
export async function closeTicket(
  page: Page,
  staffId: number,
  review?: { star: number; comment: string },
  coworkers: readonly number[] = [],
  extras: TicketExtras = {},
): Promise<ClosedTicket> {
  const res = await page.request.post('/api/v1/demo/close-ticket', {
    data: { staffId, ...(review ? { review } : {}), ...(coworkers.length ? { coworkers } : {}), ...extras },
  });
  const body = (await res.json()) as { payload: ClosedTicket | null; message: string };
  if (!res.ok() || !body.payload) throw new Error(`close-ticket answered ${res.status()}: ${body.message}`);
  return body.payload;
}

/**
 * axe-core as @axe-core/playwright would put it in the page (its own copy), but once per document: the
 * builder evaluates its 650 KB of script twice a check, about a quarter of the check (measured: 15 checks
 * of the overview and an appointment, 17.3 s before, 13.7 s once per document).
 * Later checks of the same document run the axe already there.
 */
const AXE_ONCE = (() => {
  const fromBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
  const source = readFileSync(fromBuilder.resolve('axe-core/axe.min.js'), 'utf8');
  return `if (typeof window.axe === 'undefined') {\n${source}\n}`;
})();

/** WCAG 2.2 AA as axe-core checks it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Every screen the suite looks at (each `shot`) is checked with axe-core for WCAG 2.2 AA and heading
 * order, so every later screen is held to it too.
 */
export async function checkAccessible(page: Page, name: string, { contrast = true } = {}): Promise<void> {
  // One run in the page itself: the WCAG tags with heading order added (axe files it under best practice;
  // Lighthouse counts it), reporting the violations alone. The default run would open a blank page of
  // its own to finish each analysis (needed only for frames of other origins, which the app has none
  // of), and would describe every node that passes: the slow parts of every screenshot.
  const result = await new AxeBuilder({ page, axeSource: AXE_ONCE })
    .options({
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: {
        'heading-order': { enabled: true },
        ...(contrast ? {} : { 'color-contrast': { enabled: false } }),
      },
      resultTypes: ['violations'],
    })
    .setLegacyMode()
    .analyze();
  const found = result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 4)
        .join(' | ')}`,
  );
  if (process.env.AXE_REPORT) {
    if (found.length) console.log(`AXE ${name}:\n  ${found.join('\n  ')}`);
    return;
  }
  expect(found, `accessibility of ${name}`).toEqual([]);
}

/**
 * The three sign-in calls (the lookup, the code, the check of the demo code) on `api`, as the phone's
 * record that `choose` picks. The server's session cookie lands in `api`'s cookie jar.
 */
async function signInCalls(
  api: APIRequestContext,
  phone: string,
  choose: (records: SignInRecord[]) => SignInRecord | undefined,
): Promise<SignInRecord> {
  const lookup = await api.get(`/api/v1/staff/sign-in-by-phone/${phone}`);
  const records = ((await lookup.json()) as { payload: SignInRecord[] | null }).payload ?? [];
  const record = choose(records);
  if (!record) throw new Error(`${phone} has no such staff record: ${JSON.stringify(records)}`);
  const otp = await api.post('/api/v1/staff/generateOtp', { data: { phone, shopId: record.shopId } });
  if (!otp.ok()) throw new Error(`generateOtp answered ${otp.status()}`);
  const code = ((await otp.json()) as { payload: { staffId: number; demoCode: string } }).payload;
  const verified = await api.post('/api/v1/staff/verifyOtp', {
    data: { staffId: code.staffId, verifyCode: code.demoCode, shopId: record.shopId },
  });
  if (!verified.ok()) throw new Error(`verifyOtp answered ${verified.status()}`);
  return record;
}

/** What the app keeps in the browser once signed in: its readable cookies and local storage. */
interface KeptSignIn {
  cookies: Cookie[];
  localStorage: { name: string; value: string }[];
  /** Where the dialog led (/overview for a manager, / for staff). */
  landing: string;
}
const keptSignIns = new Map<string, KeptSignIn>();

/**
 * What the app keeps after signing the phone in at the salon through the real dialog, signed in once
 * per run (in a context of its own) and reused: the same for every sign-in of that phone and salon.
 */
async function keptSignIn(page: Page, phone: string, salon?: string | RegExp): Promise<KeptSignIn> {
  const key = `${phone} ${salon ?? ''}`;
  const known = keptSignIns.get(key);
  if (known) return known;
  const browser = page.context().browser();
  if (!browser) throw new Error('signInByApi needs a browser context (not a persistent one): use signIn');
  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await signIn(other, phone, salon);
    const origin = new URL(other.url()).origin;
    const state = await context.storageState();
    const kept = {
      // The server's session cookie is the other context's own: each sign-in asks for its own.
      cookies: state.cookies.filter((c) => !c.httpOnly),
      localStorage: state.origins.find((o) => o.origin === origin)?.localStorage ?? [],
      landing: new URL(other.url()).pathname,
    };
    keptSignIns.set(key, kept);
    return kept;
  } finally {
    await context.close();
  }
}

/**
 * Signs in without the dialog, for the tests of something else (the sign-in tests use `signIn`): the
 * three sign-in calls on the page's own request context, whose cookie jar is the browser's (the
 * server's HttpOnly session cookie lands there), and the readable cookies and local storage the app
 * itself wrote when the same phone signed in at the same salon through the dialog (`keptSignIn`).
 * Opens `path`, by default the page the dialog leads to.
 */
export async function signInByApi(
  page: Page,
  phone: string,
  { salon, path }: { salon?: string | RegExp; path?: string } = {},
): Promise<void> {
  const kept = await keptSignIn(page, phone, salon);
  // The salon the dialog picks: the one named, else the first.
  await signInCalls(page.request, phone, (records) =>
    salon === undefined
      ? records[0]
      : records.find((r) =>
          typeof salon === 'string' ? r.companyName.includes(salon) : salon.test(r.companyName),
        ),
  );
  await page.context().addCookies(kept.cookies);
  // Local storage belongs to the origin: a small file of it is open while it is written.
  await page.goto('/favicon.svg');
  await page.evaluate((entries) => {
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, kept.localStorage);
  await page.goto(path ?? kept.landing);
}

/**
 * A manager's session outside the browser (the three sign-in calls), for a test to change or read the
 * server's state as another person would. Dispose of it at the end.
 */
export async function managerApi(
  baseURL: string,
  phone: string = PHONES.twoSalons,
): Promise<{ api: APIRequestContext; apiKey: string; staffId: number; shopId: number }> {
  const api = await request.newContext({ baseURL });
  const record = await signInCalls(api, phone, (records) =>
    records.find((r) => r.positionName === ADMIN_POSITION),
  );
  return { api, apiKey: record.apiKey, staffId: record.id, shopId: record.shopId };
}

/**
 * A staff member's session outside the browser (a technician's other phone, say), at the salon named
 * (the first otherwise). Dispose of it at the end.
 */
export async function staffApi(
  baseURL: string,
  phone: string,
  salon?: string,
): Promise<{ api: APIRequestContext; staffId: number; shopId: number }> {
  const api = await request.newContext({ baseURL });
  const record = await signInCalls(api, phone, (records) =>
    salon === undefined ? records[0] : records.find((r) => r.companyName === salon),
  );
  return { api, staffId: record.id, shopId: record.shopId };
}

/** The page's live updates as the test sees them (`watchLive`). */
export interface LiveUpdates {
  /** Waits until the server has taken the page's subscription to `topic` on a socket still open. */
  subscribed(topic: string): Promise<void>;
  /** From now on the page hears none of the server's messages (connection and heart-beats go on). */
  deafen(): void;
}

/**
 * Passes the page's live connection (its STOMP socket at /ws) through the test, unchanged but for a
 * receipt asked on each SUBSCRIBE (and answered to the test, not to the page). The server takes a
 * subscription only after checking the session in the database: a change made before then is not
 * told on the socket, so a test of live updates first waits for `subscribed`. Call before the page
 * opens the app.
 */
export async function watchLive(page: Page): Promise<LiveUpdates> {
  /** For each socket open, the topics the server has taken. */
  const sockets = new Set<Set<string>>();
  let deaf = false;
  let receipts = 0;
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    const taken = new Set<string>();
    const asked = new Map<string, string>();
    sockets.add(taken);
    ws.onMessage((message) => {
      const destination =
        typeof message === 'string' && message.startsWith('SUBSCRIBE\n')
          ? /\ndestination:([^\n]*)/.exec(message)?.[1]
          : undefined;
      if (destination === undefined || typeof message !== 'string') {
        server.send(message);
        return;
      }
      const receipt = `e2e-${++receipts}`;
      asked.set(receipt, destination);
      server.send(message.replace('SUBSCRIBE\n', `SUBSCRIBE\nreceipt:${receipt}\n`));
    });
    server.onMessage((message) => {
      if (typeof message === 'string') {
        // A frame may follow heart-beats (end-of-lines) in one message.
        const frame = message.replace(/^[\r\n]+/, '');
        const receipt = /^RECEIPT\nreceipt-id:(e2e-\d+)\n/.exec(frame)?.[1];
        if (receipt !== undefined) {
          const destination = asked.get(receipt);
          if (destination !== undefined) taken.add(destination);
          return;
        }
        if (deaf && frame.startsWith('MESSAGE\n')) return;
      }
      ws.send(message);
    });
    ws.onClose((code, reason) => {
      sockets.delete(taken);
      void server.close({ code, reason });
    });
    server.onClose((code, reason) => {
      sockets.delete(taken);
      void ws.close({ code, reason });
    });
  });
  return {
    subscribed: async (topic) => {
      await expect
        .poll(() => [...sockets].some((taken) => taken.has(topic)), {
          message: `the server took the page's subscription to ${topic}`,
        })
        .toBe(true);
    },
    deafen: () => {
      deaf = true;
    },
  };
}
