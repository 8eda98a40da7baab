import type { Page } from '@playwright/test';
import { shopAppointmentsTopic } from '../src/contract/appointment.ts';
import {
  bookAppointment,
  controlledByServiceWorker,
  expect,
  keptAnswers,
  OFFLINE,
  PHONES,
  pickDay,
  shot,
  shots,
  signInByApi,
  staffIdOf,
  test,
  watchLive,
} from './support.ts';

/** A time as the screens write it: the server's "09:00 AM" is shown "9:00 AM". */
const shown = (serverTime: string) => serverTime.replace(/\b0(\d):(\d{2}) ([AP]M)/, '$1:$2 $3');

/** Polished Studio: the demo manager's salon (closed on Sundays and Mondays). */
const SALON = 'Polished Studio';
const TECH = '5550100004';

interface ServerAppointment {
  id: number;
  status: number;
  staffId: number | null;
  name: string;
  note: string;
  strStartDate: string;
  startTime: string;
  customerName: string;
  customerPhone: string;
}

/** The appointment as the server has it (the signed-in manager's session). */
async function serverAppointment(page: Page, id: number): Promise<ServerAppointment> {
  const res = await page.request.get(`/api/v1/appointment/getAppointmentById/${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { payload: ServerAppointment }).payload;
}

async function openAppointment(page: Page, id: number) {
  await page.goto(`/appointment/${id}`);
  await expect(page.getByTestId('status-badge')).toBeVisible();
}

const footer = (page: Page) =>
  page.getByRole('button', { name: /^(Cancel|Confirm|Delete|Update|Canceled)$/ });
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const QUEUED = 'Saved on this phone, will be sent when online';

/** (503) 555-0134 from ten digits. */
const formatted = (digits: string) => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

test.describe('the manager’s appointment detail', () => {
  test('shows the appointment; Confirm, and the footer of a confirmed one', async ({ page }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const first = await bookAppointment(page, tech, { openDay: 1, minutes: 45 });
    await signInByApi(page, PHONES.manager);
    const server = await serverAppointment(page, first.id);
    await openAppointment(page, first.id);
    await expect(page.getByTestId('status-badge')).toHaveText('New');
    await expect(page.getByTestId('customer-name')).toHaveText(server.customerName);
    if (server.customerPhone.length === 10)
      await expect(page.getByTestId('customer-phone')).toHaveText(formatted(server.customerPhone));
    await expect(page.getByTestId('appointment-staff')).toHaveText(server.name);
    await expect(page.getByTestId('appointment-date')).toHaveText(shown(server.strStartDate));
    await expect(page.getByTestId('service-line')).toHaveCount(1);
    await expect(page.getByTestId('service-line')).toContainText('45 min');
    await expect(footer(page)).toHaveText(['Cancel', 'Confirm', 'Delete', 'Update']);
    await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
    await shots(page, 'appointment-detail-new');

    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Updated!')).toBeVisible();
    await expect(page.getByTestId('status-badge')).toHaveText('Confirmed');
    await expect(footer(page)).toHaveText(['Delete', 'Update']);
    expect((await serverAppointment(page, first.id)).status).toBe(1);
    await shot(page, 'appointment-detail-confirmed');
  });

  test('Cancel asks a reason, which the quick reasons fill; a canceled appointment is not edited', {
    tag: '@undated',
  }, async ({ page }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const second = await bookAppointment(page, tech, { openDay: 2, minutes: 30 });
    await signInByApi(page, PHONES.manager);
    await openAppointment(page, second.id);
    await page.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Appointment' });
    await expect(dialog.getByPlaceholder('Please enter reason')).toBeVisible();
    for (const quick of ['Busy', 'Forgot', 'Sick', 'Others']) {
      await expect(dialog.getByRole('button', { name: quick })).toBeVisible();
    }
    await expect(dialog.getByRole('button', { name: 'Yes' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Sick' }).click();
    await shot(page, 'appointment-cancel-reason');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('status-badge')).toHaveText('Canceled');
    await expect(page.getByText('Reason', { exact: true })).toBeVisible();
    await expect(page.getByTestId('appointment-note')).toHaveText('Sick');
    await expect(footer(page)).toHaveText(['Delete', 'Canceled']);
    await expect(page.getByRole('button', { name: 'Canceled' })).toBeDisabled();
    // No editing of a canceled appointment.
    await expect(page.getByRole('button', { name: 'Change Time' })).toHaveCount(0);
    const canceled = await serverAppointment(page, second.id);
    expect([canceled.status, canceled.note]).toEqual([4, 'Sick']);
    await shot(page, 'appointment-detail-canceled');
  });

  test('Delete asks first, then the appointment shows as deleted with no footer', {
    tag: '@undated',
  }, async ({ page }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const canceled = await bookAppointment(page, tech, { openDay: 2, minutes: 30, status: 4 });
    await signInByApi(page, PHONES.manager);
    await openAppointment(page, canceled.id);
    await expect(footer(page)).toHaveText(['Delete', 'Canceled']);
    await page.getByRole('button', { name: 'Delete' }).click();
    const ask = page.getByRole('dialog', { name: 'DELETE APPOINTMENT' });
    await expect(ask).toContainText('You are about to delete the appointment?');
    await expect(ask.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
    await shot(page, 'appointment-delete-dialog');
    await ask.getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'Success')).toBeVisible();
    await expect(page.getByTestId('status-badge')).toHaveText('Deleted');
    await expect(footer(page)).toHaveCount(0);
    expect((await serverAppointment(page, canceled.id)).status).toBe(5);
    await shot(page, 'appointment-detail-deleted');
  });

  test('an appointment that is not there says Not found', { tag: '@undated' }, async ({ page }) => {
    await signInByApi(page, PHONES.manager, { path: '/appointment/2147483000' });
    await expect(page.getByRole('heading', { name: 'Not found' }).last()).toBeVisible();
    await expect(page.getByText('404 Not Found')).toBeVisible();
    await shot(page, 'appointment-not-found');
  });

  test('Change Time, Change Staff and Assign To, then Update', async ({ page }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const kim = await staffIdOf(page, PHONES.twoSalons, SALON);
    const booked = await bookAppointment(page, tech, { openDay: 3, minutes: 30 });
    await signInByApi(page, PHONES.manager);
    await openAppointment(page, booked.id);

    // The staff member first: the time sheet then offers their free times.
    await page.getByRole('button', { name: 'Change Staff' }).click();
    const picker = page.getByRole('dialog', { name: 'Change Staff' });
    await expect(picker.getByTestId('staff-row').first()).toHaveText('Anyone');
    await shot(page, 'appointment-change-staff');
    await picker.getByTestId('staff-row').filter({ hasText: 'Kim' }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByTestId('appointment-staff')).toContainText('Kim');

    await page.getByRole('button', { name: 'Change Time' }).click();
    const sheet = page.getByTestId('change-time');
    await expect(sheet.getByTestId('slots')).toBeVisible();
    await shot(page, 'appointment-change-time');
    const slot = sheet.getByRole('region', { name: 'Afternoon' }).getByRole('button').last();
    const chosen = (await slot.textContent()) ?? '';
    await slot.click();
    await expect(sheet).toBeHidden();
    const [hm, ampm] = chosen.split(' ');
    const [h, m] = (hm ?? '').split(':');
    await expect(page.getByTestId('appointment-date')).toHaveText(
      `${booked.startTime.slice(0, 10)} ${Number(h)}:${m} ${ampm}`,
    );
    await expect(page.getByRole('button', { name: 'Update' })).toBeEnabled();

    // Assign To: one service's own staff member (no Anyone row).
    await page
      .getByRole('button', { name: /^Assign .* to$/ })
      .first()
      .click();
    const assign = page.getByRole('dialog', { name: /^Assign .* To$/ });
    await expect(assign.getByTestId('staff-row').filter({ hasText: 'Anyone' })).toHaveCount(0);
    await shot(page, 'appointment-assign-to');
    await assign.getByRole('button', { name: 'Close' }).click();

    const dateShown = (await page.getByTestId('appointment-date').textContent()) ?? '';
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'Updated!')).toBeVisible();
    const after = await serverAppointment(page, booked.id);
    expect([after.staffId, shown(after.strStartDate)]).toEqual([kim, dateShown]);
    await expect(page.getByTestId('appointment-date')).toHaveText(dateShown);
    await shot(page, 'appointment-updated');
  });

  test('offline: Confirm, Cancel and Delete show at once, wait in the outbox and are sent once', {
    tag: ['@undated', OFFLINE],
  }, async ({ page, context }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const toConfirm = await bookAppointment(page, tech, { openDay: 4, minutes: 30 });
    const toCancel = await bookAppointment(page, tech, { openDay: 4, minutes: 30 });
    const toDelete = await bookAppointment(page, tech, { openDay: 4, minutes: 30 });
    await signInByApi(page, PHONES.manager);
    await controlledByServiceWorker(page);
    // Seen once online: on this phone from now on.
    for (const a of [toConfirm, toCancel, toDelete]) await openAppointment(page, a.id);

    await context.setOffline(true);
    await openAppointment(page, toConfirm.id);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, QUEUED)).toBeVisible();
    await expect(page.getByTestId('status-badge')).toHaveText('Confirmed');
    await expect(page.getByTestId('queued-badge')).toHaveText('Not sent yet');
    await expect(page.getByTestId('sync-badge')).toContainText('1');
    await shot(page, 'appointment-confirm-queued');

    await openAppointment(page, toCancel.id);
    await page.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Appointment' });
    await dialog.getByPlaceholder('Please enter reason').fill('Customer called, flu');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByTestId('status-badge')).toHaveText('Canceled');
    await expect(page.getByTestId('appointment-note')).toHaveText('Customer called, flu');
    await expect(page.getByTestId('sync-badge')).toContainText('2');

    await openAppointment(page, toDelete.id);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'DELETE APPOINTMENT' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(page.getByTestId('status-badge')).toHaveText('Deleted');
    await expect(page.getByTestId('queued-badge')).toBeVisible();
    await expect(page.getByTestId('sync-badge')).toContainText('3');
    await shot(page, 'appointment-delete-queued');
    // Nothing reached the server.
    for (const a of [toConfirm, toCancel, toDelete])
      expect((await serverAppointment(page, a.id)).status).toBe(0);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByTestId('sync-badge')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByTestId('queued-badge')).toHaveCount(0);
    expect((await serverAppointment(page, toConfirm.id)).status).toBe(1);
    const canceled = await serverAppointment(page, toCancel.id);
    expect([canceled.status, canceled.note]).toEqual([4, 'Customer called, flu']);
    expect((await serverAppointment(page, toDelete.id)).status).toBe(5);
    // Sent once: a second confirm would have been refused (confirm only from NEW) and be waiting in
    // Needs attention; a reload and a focus send nothing more.
    await page.reload();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByTestId('status-badge')).toHaveText('Deleted');
    await expect(page.getByTestId('sync-badge')).toHaveCount(0);
  });

  test('offline: a new time and staff member are shown at once and sent once', {
    tag: ['@undated', OFFLINE],
  }, async ({ page, context }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const kim = await staffIdOf(page, PHONES.twoSalons, SALON);
    const booked = await bookAppointment(page, tech, { openDay: 5, minutes: 45 });
    await signInByApi(page, PHONES.manager);
    await controlledByServiceWorker(page);
    await openAppointment(page, booked.id);
    // Kim's free times that day, seen once online (the draft is not kept: a reload starts afresh).
    await page.getByRole('button', { name: 'Change Staff' }).click();
    await page
      .getByRole('dialog', { name: 'Change Staff' })
      .getByTestId('staff-row')
      .filter({ hasText: 'Kim' })
      .click();
    await page.getByRole('button', { name: 'Change Time' }).click();
    await expect(page.getByTestId('change-time').getByTestId('slots')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('change-time')).toBeHidden();
    // On the phone before the offline reload (the persister writes a moment after the answer).
    await expect.poll(() => keptAnswers(page, 'slots')).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await page.getByRole('button', { name: 'Change Staff' }).click();
    const picker = page.getByRole('dialog', { name: 'Change Staff' });
    await picker.getByTestId('staff-row').filter({ hasText: 'Kim' }).click();
    await page.getByRole('button', { name: 'Change Time' }).click();
    const sheet = page.getByTestId('change-time');
    const slot = sheet.getByRole('region', { name: 'Afternoon' }).getByRole('button').first();
    await slot.click();
    await expect(sheet).toBeHidden();
    const dateShown = (await page.getByTestId('appointment-date').textContent()) ?? '';
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, QUEUED)).toBeVisible();
    await expect(page.getByTestId('queued-badge')).toBeVisible();
    await expect(page.getByTestId('appointment-staff')).toContainText('Kim');
    await expect(page.getByTestId('appointment-date')).toHaveText(dateShown);
    await expect(page.getByTestId('sync-badge')).toContainText('1');
    await shot(page, 'appointment-update-queued');
    const before = await serverAppointment(page, booked.id);
    expect(before.staffId).toBe(tech);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByTestId('sync-badge')).toHaveCount(0, { timeout: 20_000 });
    const after = await serverAppointment(page, booked.id);
    expect([after.staffId, shown(after.strStartDate)]).toEqual([kim, dateShown]);
    await expect(page.getByTestId('appointment-staff')).toContainText('Kim');
  });

  test("a change the server refuses lands in Needs attention with the server's message", {
    tag: ['@undated', OFFLINE],
  }, async ({ page, context }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const booked = await bookAppointment(page, tech, { openDay: 6, minutes: 30 });
    await signInByApi(page, PHONES.manager);
    await controlledByServiceWorker(page);
    const before = await serverAppointment(page, booked.id);
    await openAppointment(page, booked.id);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('queued-badge')).toBeVisible();
    // Meanwhile the appointment is canceled at the desk (the test's own requests reach the server).
    const canceled = await page.request.put('/api/v1/appointment/update-status', {
      data: { appointmentId: booked.id, status: 4, reason: 'Called to cancel' },
    });
    expect(canceled.ok()).toBe(true);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const refused = page.getByTestId('refused-change');
    await expect(refused).toBeVisible({ timeout: 20_000 });
    await expect(refused).toContainText(
      `Confirm ${(await serverAppointment(page, booked.id)).customerName}, ${shown(before.strStartDate)}: A canceled appointment cannot be confirmed.`,
    );
    await expect(page.getByTestId('queued-badge')).toHaveCount(0);
    // The appointment as the server has it.
    await expect(page.getByTestId('status-badge')).toHaveText('Canceled');
    await page.getByTestId('sync-badge').getByRole('button').click();
    const attention = page.getByTestId('needs-attention');
    await expect(attention).toBeVisible();
    await expect(attention).toContainText('A canceled appointment cannot be confirmed.');
    await shot(page, 'appointment-confirm-refused');
    expect((await serverAppointment(page, booked.id)).status).toBe(4);
  });

  test('an update whose time was taken meanwhile is refused with the server’s sentence', {
    tag: ['@undated', OFFLINE],
  }, async ({ page, context }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const mine = await bookAppointment(page, tech, { openDay: 7, minutes: 30 });
    const other = await bookAppointment(page, tech, { openDay: 7, minutes: 30 });
    expect(other.day).toBe(mine.day);
    await signInByApi(page, PHONES.manager);
    await controlledByServiceWorker(page);
    await openAppointment(page, mine.id);
    // The day's free times, seen once online.
    await page.getByRole('button', { name: 'Change Time' }).click();
    await expect(page.getByTestId('change-time').getByTestId('slots')).toBeVisible();
    await page.keyboard.press('Escape');
    // On the phone before the offline reload (the persister writes a moment after the answer).
    await expect.poll(() => keptAnswers(page, 'slots')).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Change Time' }).click();
    const slot = page
      .getByTestId('change-time')
      .getByRole('region', { name: 'Afternoon' })
      .getByRole('button')
      .last();
    const chosen = (await slot.textContent()) ?? '';
    await slot.click();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByTestId('queued-badge')).toBeVisible();

    // Meanwhile the desk moves another appointment of the same technician into that time.
    const [hm, ampm] = chosen.split(' ');
    const [h, m] = (hm ?? '').split(':').map(Number);
    const hour = ((h ?? 0) % 12) + (ampm === 'PM' ? 12 : 0);
    const [y, mo, d] = other.day.split('-');
    const at = (minutes: number) =>
      `${mo}/${d}/${y} ${String(hour + Math.floor(((m ?? 0) + minutes) / 60)).padStart(2, '0')}:${String(((m ?? 0) + minutes) % 60).padStart(2, '0')}`;
    const lookup = (await (
      await page.request.get(`/api/v1/staff/sign-in-by-phone/${PHONES.manager}`)
    ).json()) as {
      payload: { apiKey: string }[];
    };
    const service = (
      (await (await page.request.get(`/api/v1/appointment/getAppointmentById/${other.id}`)).json()) as {
        payload: { services: { id: number }[] };
      }
    ).payload.services[0]?.id;
    const moved = await page.request.post('/api/v1/appointment/updateAppointmentV3', {
      data: {
        id: other.id,
        items: [{ staffId: tech, serviceIds: [service], startTime: at(0), endTime: at(30) }],
        bookingType: 0,
        note: '',
        isAnybody: 0,
        apiKey: lookup.payload[0]?.apiKey,
      },
    });
    expect(moved.ok()).toBe(true);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const refused = page.getByTestId('refused-change');
    await expect(refused).toContainText('already has an appointment', { timeout: 20_000 });
    await expect(refused).toContainText('Choose another time or staff member.');
    // The appointment as the server has it: at its old time.
    const server = await serverAppointment(page, mine.id);
    expect(server.startTime).toBe(mine.startTime);
    await expect(page.getByTestId('appointment-date')).toHaveText(shown(server.strStartDate));
    await shot(page, 'appointment-update-refused');
  });

  test('follows a change made elsewhere without a reload', { tag: '@undated' }, async ({ page }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const booked = await bookAppointment(page, tech, { openDay: 8, minutes: 30 });
    const live = await watchLive(page);
    await signInByApi(page, PHONES.manager, { path: `/appointment/${booked.id}` });
    await expect(page.getByTestId('status-badge')).toHaveText('New');
    await live.subscribed(shopAppointmentsTopic(booked.shopId));
    // Confirmed at the desk.
    const confirmed = await page.request.put('/api/v1/appointment/update-status', {
      data: { appointmentId: booked.id, status: 1 },
    });
    expect(confirmed.ok()).toBe(true);
    await expect(page.getByTestId('status-badge')).toHaveText('Confirmed');
    await expect(footer(page)).toHaveText(['Delete', 'Update']);
  });

  test('Check Available: a day, a staff member, the free times by Morning and Afternoon, into the booking', async ({
    page,
  }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    // On the next open day, with an hour free after it (the fixture's rule): the quarter after its start
    // is free whatever the day's hours and bookings (a Sunday may open at noon: no Morning then).
    const open = await bookAppointment(page, tech, { openDay: 1, minutes: 15 });
    const [hour = 0, minute = 0] = (open.startTime.split(' ')[1] ?? '').split(':').map(Number);
    const free = hour * 60 + minute + 15;
    const period = free < 12 * 60 ? 'Morning' : 'Afternoon';
    const text = `${((Math.floor(free / 60) + 11) % 12) + 1}:${String(free % 60).padStart(2, '0')} ${free < 12 * 60 ? 'AM' : 'PM'}`;
    await signInByApi(page, PHONES.manager, { path: '/check-available-booking' });

    await pickDay(page, 'Date', new Date(`${open.day}T00:00:00Z`), 'Next month');
    await page.getByLabel('Staff').selectOption({ label: 'Tony Vo' });
    await expect(page.getByRole('heading', { name: period })).toBeVisible();
    await shots(page, 'check-available');
    const slot = page.getByRole('region', { name: period }).getByRole('button', { name: text, exact: true });
    await slot.click();
    await expect(page).toHaveURL(/\/booking\?/);
    const asked = new URL(page.url()).searchParams;
    expect([asked.get('staff_id'), asked.get('time_slot'), asked.get('date')]).toEqual([
      String(tech),
      text.replace(' ', '_'),
      open.day,
    ]);
    // The wizard opens with the staff member and the time filled in: their steps are done.
    const steps = page.getByRole('navigation', { name: 'Booking steps' });
    await expect(steps.getByRole('button', { name: 'Staff' })).toBeEnabled();
    await expect(steps.getByRole('button', { name: 'Time' })).toBeEnabled();
    await steps.getByRole('button', { name: 'Time' }).click();
    await expect(page.getByRole('button', { name: text.trim(), exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // A day the salon is closed (its weekly hours say which): No Data.
    const hours = (await (await page.request.get('/api/v1/shop/schedule')).json()) as {
      payload: { weekday: number; enable: boolean }[];
    };
    const closedWeekday = hours.payload.find((d) => !d.enable)?.weekday ?? 0;
    await page.goto('/check-available-booking');
    const from = Date.parse(`${open.day}T00:00:00Z`);
    const weekday = new Date(from).getUTCDay();
    const closed = new Date(from + ((closedWeekday - weekday + 7) % 7 || 7) * 86_400_000);
    await pickDay(page, 'Date', closed, 'Next month');
    await expect(page.getByTestId('no-slots')).toHaveText('No Data');
    await shot(page, 'check-available-no-data');
  });
});
