import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { staffAppointmentsTopic } from '../src/contract/appointment.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { alignBrowserClock } from './clock.ts';
import {
  bookAppointment,
  controlledByServiceWorker,
  expect,
  managerApi,
  OFFLINE,
  PHONES,
  shot,
  signedInStaffId,
  signIn,
  signInByApi,
  staffApi,
  test,
  watchLive,
} from './support.ts';

async function serverDuration(page: Page, id: number): Promise<number> {
  const res = await page.request.get(`/api/v1/appointment/getAppointmentById/${id}`);
  return ((await res.json()) as { payload: { duration: number } }).payload.duration;
}

/** "10:15 AM" of a MM-DD-YYYY HH:mm:ss calendar time. */
function clockOf(calendarTime: string): string {
  const [h = 0, m = 0] = calendarTime.slice(11, 16).split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

test.describe('the staff day', () => {
  test("shows today's calendar with appointments and the block hour", async ({ page }) => {
    await signInByApi(page, PHONES.staff);
    await expect(page).toHaveURL(/\/$/);
    const calendar = page.getByRole('region', { name: 'My appointments' });
    await expect(calendar).toBeVisible();
    // Dates MM-DD-YYYY; the data's age in words, not a clock time of the phone's zone.
    await expect(page.getByTestId('calendar-day')).toHaveText(
      /^Today, (Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{2}-\d{2}-\d{4}$/,
    );
    await expect(calendar.getByRole('button').first()).toBeVisible();
    await expect(calendar.getByText('Lunch break')).toBeVisible();
    await expect(page.getByTestId('data-age')).toHaveText(/^Updated (just now|\d+ min ago)$/);
    await shot(page, 'staff-calendar-today');
    // The tab is restored from the stored value.
    await page.getByRole('tab', { name: 'Commission' }).click();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Commission' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Appointment' }).click();
  });

  test("a manager's change shows in the technician's open calendar without a reload", {
    tag: '@undated',
  }, async ({ page, baseURL }) => {
    const live = await watchLive(page);
    await signInByApi(page, PHONES.staff);
    const staffId = await signedInStaffId(page.context());
    // Two open days ahead: nobody else's test books there first.
    const appointment = await bookAppointment(page, staffId, { openDay: 3, minutes: 45 });
    await page.goto(`/?day=${appointment.day}`);
    const calendar = page.getByRole('region', { name: 'My appointments' });
    const card = calendar.getByRole('button', { name: new RegExp(`${clockOf(appointment.startTime)} to`) });
    await expect(card).toBeVisible();
    await live.subscribed(staffAppointmentsTopic(staffId));

    const manager = await managerApi(baseURL ?? '');
    try {
      const detail = (await (
        await manager.api.get(`/api/v1/appointment/getAppointmentById/${appointment.id}`)
      ).json()) as { payload: { services: { id: number | null }[] } };
      // The day's last free start the slot engine offers (after the first one, where it was booked).
      const free = (await (
        await manager.api.get(
          `/api/v1/appointment/getAvailableTimeSlotByStaff?currentDate=${appointment.day}&staffId=${staffId}&duration=45`,
        )
      ).json()) as { payload: { timeSlots: string[] } };
      const slot = free.payload.timeSlots.at(-1) ?? '';
      expect(slot).not.toBe(clockOf(appointment.startTime));
      const [clock = '', half] = slot.split(' ');
      const [h = 0, m = 0] = clock.split(':').map(Number);
      const startMinutes = ((h % 12) + (half === 'PM' ? 12 : 0)) * 60 + m;
      const date = `${appointment.startTime.slice(0, 2)}/${appointment.startTime.slice(3, 5)}/${appointment.startTime.slice(6, 10)}`;
      const at = (minutes: number) =>
        `${date} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const moved = await manager.api.post('/api/v1/appointment/updateAppointmentV3', {
        data: {
          id: appointment.id,
          items: [
            {
              staffId,
              serviceIds: detail.payload.services.flatMap((s) => (s.id === null ? [] : [s.id])),
              startTime: at(startMinutes),
              endTime: at(startMinutes + 45),
            },
          ],
          bookingType: 0,
          note: '',
          isAnybody: 0,
          apiKey: manager.apiKey,
        },
      });
      expect(moved.ok(), `updateAppointmentV3 answered ${moved.status()}`).toBe(true);
      await expect(calendar.getByRole('button', { name: new RegExp(`${slot} to`) })).toBeVisible({
        timeout: 10_000,
      });
      await expect(card).toHaveCount(0);
      await shot(page, 'staff-calendar-live-move');
    } finally {
      await manager.api.dispose();
    }
  });

  test('is installable', { tag: ['@undated', OFFLINE] }, async ({ browserName: _browser }, testInfo) => {
    // Installability is judged in a real profile (a fresh test context counts as incognito).
    const profile = mkdtempSync(join(tmpdir(), 'chairside-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...testInfo.project.use,
      baseURL: testInfo.project.use.baseURL,
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    try {
      await alignBrowserClock(context, testInfo.project.use.baseURL ?? '');
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

  test('works offline: renders from cache, queues +15 and sends it exactly once when back online', {
    tag: ['@undated', OFFLINE],
  }, async ({ page, context }) => {
    await signInByApi(page, PHONES.staff);
    await controlledByServiceWorker(page);
    // The next open day: its appointments are never in the past, whenever the test runs.
    const appointment = await bookAppointment(page, await signedInStaffId(context), { openDay: 1 });
    const before = await serverDuration(page, appointment.id);
    expect(before).toBe(45);

    // Seen once online: the day and the appointment are now on this phone.
    await page.goto(`/?day=${appointment.day}`);
    await expect(
      page.getByRole('region', { name: 'My appointments' }).getByRole('button').first(),
    ).toBeVisible();
    await page.goto(`/appointment-staff/${appointment.id}`);
    await expect(page.getByTestId('duration')).toBeVisible();
    await shot(page, 'appointment-staff-detail');

    await context.setOffline(true);
    await page.goto(`/?day=${appointment.day}`);
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
    await expect(page.getByTestId('duration')).toHaveText('1 h'); // 45 + 15 minutes
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Saved on this phone, will be sent when online' }),
    ).toBeVisible();
    await shot(page, 'appointment-offline-queued');
    expect(await serverDuration(page, appointment.id)).toBe(before);

    await context.setOffline(false);
    await expect(page.getByTestId('sync-badge')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    expect(await serverDuration(page, appointment.id)).toBe(before + 15);
    // Nothing is sent twice: a reload and a focus replay change nothing more (the appointment read
    // again after them, nothing waiting on the phone).
    await page.reload();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByTestId('duration')).toHaveText('1 h');
    await expect(page.getByTestId('data-age')).toContainText('Updated');
    await expect(page.getByTestId('sync-badge')).toHaveCount(0);
    expect(await serverDuration(page, appointment.id)).toBe(before + 15);
  });

  test('starts from the day as it was last drawn, then the app takes over', {
    tag: ['@undated', OFFLINE],
  }, async ({ page, context }) => {
    // What the kept copy held when it was put on screen, before the framework ran.
    await context.addInitScript(() => {
      const mark = performance.mark.bind(performance);
      performance.mark = (name: string, options?: PerformanceMarkOptions) => {
        if (name === 'kept-screen-painted') {
          const root = document.getElementById('root');
          (window as { keptSeen?: unknown }).keptSeen = {
            text: root?.textContent ?? '',
            inert: [...(root?.children ?? [])].every((child) => child.hasAttribute('inert')),
            banner: document.querySelector('[data-testid="offline-banner"]') !== null,
          };
        }
        return mark(name, options);
      };
    });
    const kept = () => page.evaluate(() => localStorage.getItem('keptScreen'));
    /**
     * Leaves the app for a page of the site with none of its code (the benchmark's floor), so that the
     * app keeps nothing meanwhile, and makes the kept copy end `msLeft` from now, whatever the time.
     */
    const keptUntil = async (msLeft: number) => {
      await expect.poll(kept).not.toBeNull();
      await page.goto('/start-floor.html');
      await page.evaluate((ms) => {
        const copy = JSON.parse(localStorage.getItem('keptScreen') ?? 'null') as { until: number } | null;
        if (!copy) throw new Error('No kept screen');
        localStorage.setItem('keptScreen', JSON.stringify({ ...copy, until: Date.now() + ms }));
      }, msLeft);
    };
    const seen = () => page.evaluate(() => (window as { keptSeen?: unknown }).keptSeen ?? null);

    await signInByApi(page, PHONES.staff);
    await controlledByServiceWorker(page);
    const calendar = page.getByRole('region', { name: 'My appointments' });
    await expect(calendar.getByText('Lunch break')).toBeVisible();
    // Kept once the day is on screen and the page is idle.
    await keptUntil(60 * 60_000);

    await context.setOffline(true);
    await page.goto('/');
    await expect
      .poll(seen)
      .toEqual({ text: expect.stringContaining('Lunch break'), inert: true, banner: false });
    // The app's own screen replaces the copy: the day answers taps, and the offline banner is there.
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.locator('#root > [inert]')).toHaveCount(0);
    await calendar.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/appointment-staff\/\d+$/);
    await page.goBack();
    await expect(calendar.getByText('Lunch break')).toBeVisible();

    // Not once its day is over, nor on another day's page.
    await keptUntil(-1);
    await page.goto('/');
    await expect(calendar.getByText('Lunch break')).toBeVisible();
    expect(await seen()).toBeNull();
    await keptUntil(60 * 60_000);
    await page.goto('/?day=2026-01-01');
    await expect(page.getByTestId('calendar-day')).toContainText('01-01-2026');
    expect(await seen()).toBeNull();

    // Another tab chosen: the copy (of the Appointment tab) is dropped.
    await page.goto('/');
    await expect.poll(seen).not.toBeNull();
    await expect(calendar.getByText('Lunch break')).toBeVisible();
    await page.getByRole('tab', { name: 'Commission' }).click();
    await expect.poll(kept).toBeNull();
    await page.getByRole('tab', { name: 'Appointment' }).click();
    await context.setOffline(false);
  });

  test(
    'a first visit shows the day the server drew, and the app takes it over without asking again',
    {
      tag: '@undated',
    },
    async ({ page, context, browser, baseURL }, testInfo) => {
      await signInByApi(page, PHONES.staff);
      const staffId = await signedInStaffId(context);
      const booked = await bookAppointment(page, staffId, {
        daysFromToday: 0,
        at: '11:15',
        customerName: 'Fern Firstvisit',
      });
      // A new phone of a signed-in technician: the session and the stored staff record, nothing else.
      const state = await context.storageState();
      const phone = await browser.newContext({
        ...(baseURL ? { baseURL } : {}),
        viewport: { width: 390, height: 844 },
        storageState: {
          cookies: state.cookies,
          origins: state.origins.map((o) => ({
            ...o,
            localStorage: o.localStorage.filter((e) => e.name !== 'keptScreen' && e.name !== 'zoneOffsets'),
          })),
        },
      });
      try {
        const first = await phone.newPage();
        // The app's scripts wait until the drawn page is looked at (not the page's own entry, which
        // src/boot.ts is); the staff day call never answers.
        let release = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        const entry = /\/assets\/(index|boot|rolldown-runtime|preload-helper)-[\w-]+\.js$/;
        await first.route('**/assets/*.js', async (route) => {
          if (!entry.test(route.request().url())) await released;
          await route.continue();
        });
        await first.route('**/api/v1/appointment/staff-day**', () => {});
        await first.goto('/', { waitUntil: 'commit' });
        const drawn = first.locator('#root > [data-server-drawn="calendar"]');
        await expect(drawn).toHaveAttribute('inert', '');
        await expect(drawn.getByText('Fern Firstvisit')).toBeVisible();
        await expect(drawn.getByTestId('calendar-day')).toHaveText(/^Today, /);
        // The salon's zone offsets the page carries are kept before the app's scripts come: the app
        // reads the salon's today from them (src/lib/zone-clock.ts), not from the browser's first
        // time-zone reading.
        expect(
          await first.evaluate(() => {
            const kept = JSON.parse(localStorage.getItem('zoneOffsets') ?? '{}') as Record<
              string,
              { from: number; to: number }[]
            >;
            const now = Date.now();
            return Object.values(kept).map((spans) => spans.some((s) => s.from <= now && now < s.to));
          }),
        ).toEqual([true]);
        await first.screenshot({ path: testInfo.outputPath('first-visit-drawn.png') });

        release();
        const calendar = first.getByRole('region', { name: 'My appointments' });
        await expect(calendar.getByRole('button', { name: /^Fern Firstvisit, / })).toBeVisible();
        await expect(first.locator('#root [inert]')).toHaveCount(0);
        await expect(first.locator('#server-drawn-day')).toHaveCount(0);
        // Drawn from the page's day, kept on the phone (the staff day call never answers here): the
        // app's screen answers taps.
        await calendar.getByRole('button', { name: /^Fern Firstvisit, / }).click();
        await expect(first).toHaveURL(new RegExp(`/appointment-staff/${booked.id}$`));
      } finally {
        await phone.close();
      }
    },
  );

  test('a change the server refuses lands in Needs attention', { tag: ['@undated', OFFLINE] }, async ({
    page,
    context,
  }) => {
    await signInByApi(page, PHONES.staff);
    await controlledByServiceWorker(page);
    const appointment = await bookAppointment(page, await signedInStaffId(context), { openDay: 2 });
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
    await shot(page, 'needs-attention');
    expect(await serverDuration(page, appointment.id)).toBe(15);
    await expect(page.getByTestId('refused-change')).toContainText(
      'The appointment cannot be shorter than 15 minutes.',
    );
    await attention.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByTestId('sync-badge')).toHaveCount(0);
    await expect(page.getByTestId('refused-change')).toHaveCount(0);
    await expect(page.getByTestId('duration')).toHaveText('15 min');
  });

  test("every change answers, a refusal with the server's reason, and holds back only its own record", {
    tag: '@undated',
  }, async ({ page, context, baseURL }) => {
    await signInByApi(page, PHONES.staff);
    const appointment = await bookAppointment(page, await signedInStaffId(context), { openDay: 4 });
    await page.goto(`/appointment-staff/${appointment.id}`);
    await expect(page.getByTestId('duration')).toHaveText('45 min');
    const toast = (text: string) => page.getByTestId('toast').filter({ hasText: text });

    await page.getByRole('button', { name: 'Lengthen by 15 minutes' }).click();
    await expect(toast('Updated!')).toBeVisible();
    await expect(page.getByTestId('duration')).toHaveText('1 h');
    // Gone by itself after 3000 ms.
    await expect(toast('Updated!')).toHaveCount(0, { timeout: 6000 });

    const askManager = async () => {
      await page.getByRole('button', { name: 'Assign To' }).click();
      const dialog = page.getByRole('dialog', { name: 'Assign To' });
      await dialog.getByRole('radio', { name: 'Busy' }).check();
      const manager = dialog.getByRole('combobox', { name: 'Manager' });
      if ((await manager.inputValue()) === '') {
        await manager.click();
        await page.getByRole('option').first().click();
      }
      await dialog.getByRole('button', { name: 'Assign' }).click();
      await expect(dialog).toBeHidden();
    };
    // Other needs a note: the message is the note's own, and the note counts its characters.
    await page.getByRole('button', { name: 'Assign To' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign To' });
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByRole('button', { name: 'Assign' }).click();
    const note = dialog.getByRole('textbox', { name: 'Note' });
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Tell the manager why.')).toBeVisible();
    await note.fill('Family');
    await expect(dialog.getByText('6/500 characters')).toBeVisible();
    await shot(page, 'assign-to-note');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    // Meanwhile the technician asks from another phone: this screen does not know it yet.
    const other = await staffApi(baseURL ?? '', PHONES.staff);
    try {
      const managers = (await (await other.api.get('/api/v1/staff/list')).json()) as {
        payload: { id: number; positionName: string }[];
      };
      const to = managers.payload.find((s) => s.positionName === 'Admin')?.id ?? 0;
      const asked = await other.api.post('/api/v1/appointment/assignToStaff', {
        data: {
          appointmentId: appointment.id,
          staffIdFrom: other.staffId,
          staffIdTo: to,
          type: 'SICK',
          note: '',
        },
      });
      expect(asked.ok()).toBe(true);
    } finally {
      await other.api.dispose();
    }
    // A second request for the same appointment: the server refuses it, and says why.
    await askManager();
    await expect(toast('A reassignment request is already waiting for this appointment.')).toBeVisible();
    // The screen says which change did not go through, and why; and now shows the request that waits,
    // with Assign To waiting with it.
    await expect(page.getByTestId('refused-change')).toContainText(
      'A reassignment request is already waiting for this appointment.',
    );
    await expect(page.getByTestId('reassignment')).toContainText('(Sick): waiting for their answer.');
    await expect(page.getByRole('button', { name: 'Assign To' })).toBeDisabled();
    await shot(page, 'toast-refused');
    await expect(page.getByTestId('sync-badge')).toContainText('1');

    // The refused request waits for a decision; a −15 of the same appointment is not held back by it.
    await page.getByRole('button', { name: 'Shorten by 15 minutes' }).click();
    await expect(page.getByTestId('duration')).toHaveText('45 min');
    await expect.poll(() => serverDuration(page, appointment.id)).toBe(45);
    await expect(page.getByTestId('sync-badge')).toContainText('1');
  });

  test('a request made here waits, and Assign To waits with it', { tag: '@undated' }, async ({
    page,
    context,
  }) => {
    await signInByApi(page, PHONES.staff);
    const appointment = await bookAppointment(page, await signedInStaffId(context), { openDay: 5 });
    await page.goto(`/appointment-staff/${appointment.id}`);
    await page.getByRole('button', { name: 'Assign To' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign To' });
    await dialog.getByRole('radio', { name: 'Busy' }).check();
    const manager = dialog.getByRole('combobox', { name: 'Manager' });
    if ((await manager.inputValue()) === '') {
      await manager.click();
      await page.getByRole('option').first().click();
    }
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Success' })).toBeVisible();
    await shot(page, 'toast-success');
    await expect(page.getByTestId('reassignment')).toContainText('(Busy): waiting for their answer.');
    await expect(page.getByRole('button', { name: 'Assign To' })).toBeDisabled();
  });

  test('logout with an unsent change asks first', { tag: ['@undated', OFFLINE] }, async ({
    page,
    context,
  }) => {
    await signInByApi(page, PHONES.staff);
    await controlledByServiceWorker(page);
    const appointment = await bookAppointment(page, await signedInStaffId(context), { openDay: 3 });
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

  test('an unknown appointment shows Not found', { tag: '@undated' }, async ({ page }) => {
    await signInByApi(page, PHONES.staff, { path: '/appointment-staff/99999999' });
    await expect(page.getByRole('main').getByText('Not found', { exact: true })).toBeVisible();
    await expect(page.getByText('404 Not Found')).toBeVisible();
    // The header names the page too.
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Not found' })).toBeVisible();
  });
});
