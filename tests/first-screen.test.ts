import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aroundRoot, inScript } from '../server/modules/first-screen/page.ts';
import type { CalendarItem } from '../src/contract/appointment.ts';
import { SERVER_DAY_ID, SERVER_DRAWN, type ServerDrawnDay } from '../src/contract/first-screen.ts';
import { intlOffset, spansAround } from '../src/contract/zone-spans.ts';
import { drawStaffHome } from '../src/ssr/staff-home.tsx';
import { signIn, startTestServer, TestClient, type TestServer } from './support/server.ts';

/** index.html as the build writes it: the stand-in screen in #root, the first screen's styles listed. */
const INDEX = `<!doctype html><html><head><title>Chairside</title></head><body>
<div id="root"><div style="color: #212529"><div>Chairside</div><p>Opening the salon app…</p></div></div>
<script type="module" src="/assets/boot.js"></script>
</body></html>`;
const HOME_CSS = '._shell_x{display:flex}';

let dir: string;
let server: TestServer;
/** When set, the server's drawing fails (as a bug in it would). */
let drawingFails = false;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'chairside-first-screen-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'home.css'), HOME_CSS);
  writeFileSync(
    join(dir, 'preloads.json'),
    JSON.stringify({
      '/': {
        signedIn: { scripts: ['/assets/home.js'], styles: ['/assets/home.css'] },
        signedOut: { scripts: [], styles: [] },
      },
    }),
  );
  server = await startTestServer({
    staticDir: dir,
    drawStaffHome: (input) =>
      drawingFails ? Promise.reject(new Error('the drawing broke')) : drawStaffHome(input),
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The page at `path` as a browser gets it with `client`'s cookies. */
async function page(client: TestClient, path = '/') {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${client.base}${path}`, { headers: cookie ? { cookie } : {} });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const drawnDay = (html: string): ServerDrawnDay => {
  const match = new RegExp(`<script type="application/json" id="${SERVER_DAY_ID}">(.*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error('The page holds no drawn day');
  return JSON.parse(match[1]) as ServerDrawnDay;
};

describe('a first visit to the staff home', () => {
  it("has today's appointments drawn in: the staff day call's own answer, never stored by anyone", async () => {
    const tech = new TestClient(server.url);
    const me = await signIn(tech, '5550100002');
    const res = await page(tech);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('vary')).toContain('cookie');
    const day = drawnDay(res.html);
    expect(day.staffId).toBe(me.staffId);
    // The same appointments the app would have asked for, today in the salon's zone.
    const answer = await tech.get<CalendarItem[]>(
      `/api/v1/appointment/staff-day?start_time=${day.day}&end_time=${day.day}&staffId=${me.staffId}`,
    );
    expect(day.items).toEqual(answer.body.payload);
    const health = await tech.get<{ now: string }>('/api/health');
    expect(Math.abs(Date.parse(health.body.payload.now) - day.at)).toBeLessThan(60_000);
    // The salon's zone offsets around the drawing's instant, for the app's clock (src/lib/zone-clock.ts):
    // from a day back to 45 days ahead, without a gap, the offset at `at` as Intl reads it.
    expect(day.zone).toBe(me.session.shop.timezone);
    expect(day.spans).toEqual(spansAround(day.zone, day.at));
    expect(day.spans[0]?.from).toBeLessThanOrEqual(day.at - 86_400_000 + 60_000);
    expect(day.spans.at(-1)?.to).toBeGreaterThanOrEqual(day.at + 45 * 86_400_000 - 60_000);
    for (const [a, b] of day.spans.slice(1).map((s, i) => [day.spans[i], s] as const))
      expect(b.from).toBe(a?.to);
    const now = day.spans.find((s) => s.from <= day.at && day.at < s.to);
    expect(now?.offset).toBe(intlOffset(day.zone, day.at));
    // Drawn in #root, inert, with the screen's style sheets in the page; the entry script still follows.
    const [, root] = res.html.split('<div id="root">');
    // The frame's element first (after the hints React puts before it: the avatar's image preloaded).
    expect(root?.replace(/^(<link [^>]*>)*(<!--\$-->)?/, '')).toMatch(
      new RegExp(`^<div inert="" ${SERVER_DRAWN}="${day.items.length ? 'calendar' : ''}"`),
    );
    expect(res.html).not.toContain('Opening the salon app');
    expect(res.html).toContain(`<style data-first-screen>${HOME_CSS}</style></head>`);
    expect(res.html).toContain('<script type="module" src="/assets/boot.js"></script>');
    for (const item of day.items) if (item.type === 'apt') expect(res.html).toContain(item.customerName);
  });

  it('is the page as built for a manager, without a session, with a session gone, and for another day', async () => {
    const manager = new TestClient(server.url);
    await signIn(manager, '5550100001', (r) => r.positionName === 'Admin');
    const nobody = new TestClient(server.url);
    const gone = new TestClient(server.url);
    gone.cookies.set('cs_session', 'not-a-session');
    const tech = new TestClient(server.url);
    await signIn(tech, '5550100002');
    for (const [client, path] of [
      [manager, '/'],
      [nobody, '/'],
      [gone, '/'],
      [tech, '/?day=2026-01-05'],
    ] as const) {
      const res = await page(client, path);
      expect(res.status).toBe(200);
      expect(res.html).toContain('Opening the salon app');
      expect(res.html).not.toContain(SERVER_DAY_ID);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('is the page as built when the drawing fails, never an error', async () => {
    const tech = new TestClient(server.url);
    await signIn(tech, '5550100002');
    drawingFails = true;
    try {
      const res = await page(tech);
      expect(res.status).toBe(200);
      expect(res.html).toContain('Opening the salon app');
    } finally {
      drawingFails = false;
    }
    expect((await page(tech)).html).toContain(SERVER_DAY_ID);
  });
});

describe('the page around the drawing', () => {
  it('puts any value in a script element that gives it back whole and cannot be ended early', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = inScript(value);
        expect(text).not.toMatch(/<\/|<!--/i);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
    expect(inScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script');
  });

  it('finds the whole of #root, nested elements included', () => {
    const [before, after] = aroundRoot(INDEX);
    expect(before.endsWith('<div id="root">')).toBe(true);
    expect(after.startsWith('</div>\n<script')).toBe(true);
    expect(`${before}X${after}`).not.toContain('Opening');
    expect(() => aroundRoot('<html><body></body></html>')).toThrow('no #root');
    expect(() => aroundRoot('<div id="root"><div>')).toThrow('not closed');
  });
});
