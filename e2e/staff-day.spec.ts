import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { PHONES, shot, signIn } from './support.ts';

interface CalendarItem {
  id: number;
  type: 'apt' | 'block-hour';
  startTime: string;
  endTime: string;
  status: number;
  note: string;
}

/** Tomorrow in the salon's time zone (its appointments are never in the past, whenever the test runs). */
async function salonDay(page: Page, offset: number): Promise<string> {
  return page.evaluate((days) => {
    const salon = JSON.parse(localStorage.getItem('salonInfo') ?? '{}') as { timezone?: string };
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: salon.timezone }).format(new Date());
    const d = new Date(`${today}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  }, offset);
}

const minutes = (t: string) => {
  const [, mo, d, y, h, mi] = /^(\d+)-(\d+)-(\d+) (\d+):(\d+)/.exec(t) ?? [];
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)) / 60_000;
};

async function staffId(context: BrowserContext): Promise<string> {
  return (await context.cookies()).find((c) => c.name === 'staffid')?.value ?? '';
}

/** An open appointment of the day at least 30 minutes long. */
async function pickAppointment(page: Page, day: string): Promise<CalendarItem> {
  const id = await staffId(page.context());
  const res = await page.request.get(
    `/api/v1/appointment/staff-day?start_time=${day}&end_time=${day}&staffId=${id}`,
  );
  const body = (await res.json()) as { payload: CalendarItem[] | null; message: string };
  if (!body.payload) throw new Error(`staff-day answered ${res.status()}: ${body.message}`);
  const items = body.payload;
  const found = items.find(
    (i) =>
      i.type === 'apt' &&
      (i.status === 0 || i.status === 1) &&
      minutes(i.endTime) - minutes(i.startTime) >= 30,
  );
  if (!found) throw new Error(`No open appointment of 30+ minutes on ${day}`);
  return found;
}

async function serverDuration(page: Page, id: number): Promise<number> {
  const res = await page.request.get(`/api/v1/appointment/getAppointmentById/${id}`);
  return ((await res.json()) as { payload: { duration: number } }).payload.duration;
}

/** Waits until the service worker controls the page (installed, then one reload). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test.describe('the staff day', () => {
  test("shows today's calendar with appointments and the block hour", async ({ page }) => {
    await signIn(page, PHONES.staff);
    await expect(page).toHaveURL(/\/$/);
    const calendar = page.getByRole('region', { name: 'My appointments' });
    await expect(calendar).toBeVisible();
    await expect(page.getByTestId('calendar-day')).toContainText('Today');
    await expect(calendar.getByRole('button').first()).toBeVisible();
    await expect(calendar.getByText('Lunch break')).toBeVisible();
    await expect(page.getByTestId('data-age')).toContainText('Updated');
    await shot(page, 'staff-calendar-today');
    // The tab is restored from the stored value.
    await page.getByRole('tab', { name: 'Commission' }).click();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Commission' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Appointment' }).click();
  });

  test('is installable', async ({ browserName: _browser }, testInfo) => {
    // Installability is judged in a real profile (a fresh test context counts as incognito).
    const profile = mkdtempSync(join(tmpdir(), 'chairside-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...testInfo.project.use,
      baseURL: testInfo.project.use.baseURL,
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await signIn(page, PHONES.staff);
      await controlledByServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors, JSON.stringify(installabilityErrors)).toEqual([]);
      const manifest = await page.request.get('/manifest.webmanifest');
      expect(manifest.ok()).toBe(true);
      const body = (await manifest.json()) as {
        icons: { sizes: string; purpose?: string }[];
        display: string;
      };
      expect(body.display).toBe('standalone');
      expect(body.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(
        expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
      );
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('works offline: renders from cache, queues +15 and sends it exactly once when back online', async ({
    page,
    context,
  }) => {
    await signIn(page, PHONES.staff);
    await controlledByServiceWorker(page);
    const tomorrow = await salonDay(page, 1);
    const appointment = await pickAppointment(page, tomorrow);
    const before = await serverDuration(page, appointment.id);

    // Seen once online: the day and the appointment are now on this phone.
    await page.goto(`/?day=${tomorrow}`);
    await expect(
      page.getByRole('region', { name: 'My appointments' }).getByRole('button').first(),
    ).toBeVisible();
    await page.goto(`/appointment-staff/${appointment.id}`);
    await expect(page.getByTestId('duration')).toBeVisible();
    await shot(page, 'appointment-staff-detail');

    await context.setOffline(true);
    await page.goto(`/?day=${tomorrow}`);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'My appointments' }).getByRole('button').first(),
    ).toBeVisible();
    await expect(page.getByTestId('data-age')).toContainText('Updated');
    await shot(page, 'staff-calendar-offline');

    // The start URL is answered by the browser from the worker's copy of the app (a static route),
    // without starting the worker; its scripts come from the precache the same way.
    await page.goto('/');
    await expect(page.getByTestId('calendar-day')).toBeVisible();
    const sources = await page.evaluate(() =>
      [performance.getEntriesByType('navigation')[0], performance.getEntriesByType('resource')[0]].map(
        (e) =>
          (e as (PerformanceEntry & { workerMatchedSourceType?: string }) | undefined)
            ?.workerMatchedSourceType,
      ),
    );
    expect(sources).toEqual(['cache', 'cache']);

    await page.goto(`/appointment-staff/${appointment.id}`);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await page.getByRole('button', { name: 'Lengthen by 15 minutes' }).click();
    await expect(page.getByTestId('sync-badge')).toContainText('1');
    await expect(page.getByTestId('duration')).toHaveText(`${before + 15} min`);
    await shot(page, 'appointment-offline-queued');
    expect(await serverDuration(page, appointment.id)).toBe(before);

    await context.setOffline(false);
    await expect(page.getByTestId('sync-badge')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    expect(await serverDuration(page, appointment.id)).toBe(before + 15);
    // Nothing is sent twice: a reload and a focus replay change nothing more.
    await page.reload();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.waitForTimeout(500);
    expect(await serverDuration(page, appointment.id)).toBe(before + 15);
  });

  test('a change the server refuses lands in Needs attention', async ({ page, context }) => {
    await signIn(page, PHONES.staff);
    await controlledByServiceWorker(page);
    const day = await salonDay(page, 2);
    const appointment = await pickAppointment(page, day);
    await page.goto(`/appointment-staff/${appointment.id}`);
    await expect(page.getByTestId('duration')).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Shorten by 15 minutes' }).click();
    await expect(page.getByTestId('sync-badge')).toContainText('1');
    // Meanwhile the appointment is shortened to 15 minutes elsewhere (the server is still reachable
    // for the test's own requests).
    let duration = await serverDuration(page, appointment.id);
    while (duration > 15) {
      const res = await page.request.post('/api/v1/appointment/prolongedTime', {
        data: { appointmentId: appointment.id, status: 'MINUS' },
      });
      expect(res.ok()).toBe(true);
      duration = await serverDuration(page, appointment.id);
    }

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByTestId('sync-badge').getByRole('button').click();
    const attention = page.getByTestId('needs-attention');
    await expect(attention).toBeVisible({ timeout: 20_000 });
    await expect(attention).toContainText('The appointment cannot be shorter than 15 minutes.');
    await page.waitForTimeout(400);
    await shot(page, 'needs-attention');
    expect(await serverDuration(page, appointment.id)).toBe(15);
    await attention.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByTestId('sync-badge')).toHaveCount(0);
    await expect(page.getByTestId('duration')).toHaveText('15 min');
  });

  test('logout with an unsent change asks first', async ({ page, context }) => {
    await signIn(page, PHONES.staff);
    await controlledByServiceWorker(page);
    const day = await salonDay(page, 3);
    const appointment = await pickAppointment(page, day);
    await page.goto(`/appointment-staff/${appointment.id}`);
    await expect(page.getByTestId('duration')).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Lengthen by 15 minutes' }).click();
    await expect(page.getByTestId('sync-badge')).toContainText('1');
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('Changes not sent yet')).toBeVisible();
    await page.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(page.getByTestId('sync-badge')).toContainText('1');
    await context.setOffline(false);
    await expect(page.getByTestId('sync-badge')).toHaveCount(0, { timeout: 20_000 });
  });

  test('an unknown appointment shows Not found', async ({ page }) => {
    await signIn(page, PHONES.staff);
    await page.goto('/appointment-staff/99999999');
    await expect(page.getByText('Not found', { exact: true })).toBeVisible();
    await expect(page.getByText('404 Not Found')).toBeVisible();
  });
});
