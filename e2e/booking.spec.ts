import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  bookAppointment,
  controlledByServiceWorker,
  expect,
  managerApi,
  OFFLINE,
  PHONES,
  pickDay,
  shot,
  shots,
  signInByApi,
  staffIdOf,
  test,
} from './support.ts';

/**
 * The booking wizard (spec part 2 §2, §4, §5; issue 21) at 390×844. Each test books on an open day of
 * the salon after today that the demo fixture names (never today: its free times depend on the hour),
 * for a customer of its own phone.
 */
const SALON = 'Luxe Nails & Spa';

/** The scripts of the public page's own build (its manifest, beside the app's in dist/). */
const pageBuild = new Set(
  Object.values(
    JSON.parse(readFileSync(new URL('../dist/booking-manifest.json', import.meta.url), 'utf8')) as Record<
      string,
      { file: string }
    >,
  ).map((chunk) => chunk.file),
);
const TECH_NAME = 'Mai Pham';

/** A phone no other test uses: 408 555 and four digits of this run. */
const newPhone = () => `408555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

const next = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'NEXT', exact: true });
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Booking steps' }).getByRole('button', { name });

async function customerStep(page: Page, phone: string, name: string): Promise<void> {
  await expect(page.getByTestId('booking-step-title')).toHaveText(/^Step 1 of [45]$/);
  await page.getByLabel('Phone').fill(phone);
  // A phone the salon does not know: the name is cleared and the cursor put there.
  await expect(page.getByLabel('Name')).toBeFocused();
  await page.getByLabel('Name').fill(name);
}

/** Chooses the first service of the first category and goes on. */
async function servicesStep(page: Page): Promise<string> {
  const first = page.getByTestId('booking-services').getByRole('checkbox').first();
  await first.check();
  const label = (await page.getByTestId('booking-services').locator('label').first().textContent()) ?? '';
  await expect(page.getByTestId('booking-services-total')).toContainText('1 chosen');
  return label;
}

/**
 * Picks the day (YYYY-MM-DD) and waits for its own free times: the field shows the day, and the times
 * asked for it have come (until then the previous day's stay under the busy overlay, and a time chosen
 * among them would be the other day's).
 */
async function pickTimesOf(page: Page, day: string): Promise<void> {
  await pickDay(page, 'Date', new Date(`${day}T00:00:00Z`), 'Next month');
  const [y, m, d] = day.split('-');
  await expect(page.getByLabel('Date', { exact: true })).toContainText(`${m}-${d}-${y}`);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId('slots').getByRole('button').first()).toBeVisible();
}

/** Picks the day and the first free time; answers the time's text. */
async function timeStep(page: Page, day: string): Promise<string> {
  await pickTimesOf(page, day);
  const slot = page.getByTestId('slots').getByRole('button').first();
  const text = (await slot.textContent()) ?? '';
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  return text;
}

test.describe('Booking wizard', () => {
  test('a manager books with a coupon and a requested staff member', async ({ page }) => {
    const tech = await staffIdOf(page, PHONES.staff, SALON);
    const open = await bookAppointment(page, tech, { openDay: 2, minutes: 15 });
    await signInByApi(page, PHONES.twoSalons, { salon: SALON, path: '/appointments' });
    await page.getByRole('link', { name: 'Book Appointment' }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(page.getByRole('heading', { name: 'BOOKING' })).toBeVisible();
    // No header or nav of the app: the wizard's own bar.
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);

    const phone = newPhone();
    await customerStep(page, phone, 'Wanda Wizard');
    // The coupon is looked up from 6 characters: an unknown one says so, the salon's shows its terms.
    await page.getByLabel('Coupon').fill('NOSUCH1');
    await expect(page.getByText('Coupon does not exit')).toBeVisible();
    await page.getByLabel('Coupon').fill('WELCOME10');
    await expect(page.getByTestId('booking-coupon-found')).toContainText('Welcome 10% off');
    await expect(page.getByTestId('booking-coupon-found')).toContainText('10% off · until');
    await shots(page, 'booking-customer');
    // Later tabs open only once their step is done.
    await expect(tab(page, 'Time')).toBeDisabled();
    await next(page).click();

    await expect(page.getByTestId('booking-step-title')).toHaveText('Step 2 of 5');
    await expect(tab(page, 'Customer')).toBeEnabled();
    await expect(next(page)).toBeDisabled();
    const service = await servicesStep(page);
    await shot(page, 'booking-services');
    await next(page).click();

    await expect(page.getByTestId('booking-step-title')).toHaveText('Step 3 of 5');
    await page.getByPlaceholder('Staff Name').fill('zzz');
    await expect(page.getByTestId('staff-none-found')).toHaveText('No found');
    await page.getByPlaceholder('Staff Name').fill(` ${TECH_NAME.toUpperCase()} `);
    await expect(page.getByTestId('staff-row')).toHaveCount(2);
    await expect(page.getByTestId('staff-row').first()).toHaveText(/Anyone/);
    await page.getByTestId('staff-row').filter({ hasText: TECH_NAME }).click();
    await expect(page.getByRole('radio', { name: 'Request Staff' })).toBeChecked();
    await shot(page, 'booking-staff');
    await next(page).click();

    await expect(page.getByTestId('booking-step-title')).toHaveText('Step 4 of 5');
    const time = await timeStep(page, open.day);
    await shot(page, 'booking-time');
    await next(page).click();

    await expect(page.getByTestId('booking-step-title')).toHaveText('Step 5 of 5');
    await expect(page.getByTestId('review-customer')).toHaveText('Wanda Wizard');
    await expect(page.getByTestId('review-staff')).toHaveText(TECH_NAME);
    await expect(page.getByRole('region', { name: 'Staff' }).getByText('Request')).toBeVisible();
    await expect(page.getByTestId('review-time')).toContainText(time);
    await expect(page.getByTestId('review-services')).toContainText('Coupon WELCOME10');
    // Group? on is 2 people; off is 1.
    await page.getByLabel('Group?').check();
    await expect(page.getByLabel('People in the group')).toHaveValue('2');
    await page.getByLabel('Group?').uncheck();
    await page.getByLabel('Appointment Notes').fill('Likes pastel colours');
    await shots(page, 'booking-review');

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/appointment/booking'));
    await page.getByRole('button', { name: 'BOOK' }).click();
    expect((await sent).headers()['idempotency-key']).toMatch(/\w{8}-/);
    await expect(page.getByText('THANK FOR YOUR BOOKING')).toBeVisible();
    // Booked as asked: the staff member, requested, the customer and the note, at the time chosen.
    const list = (await (
      await page.request.get(
        `/api/v1/appointment/listAppointmentRealtime?startDate=${open.day}&endDate=${open.day}&staffId=${tech}`,
      )
    ).json()) as {
      payload: { data: { customerName: string; requestStaff: boolean; isAnybody: boolean; note: string }[] };
    };
    expect(list.payload.data.find((a) => a.customerName === 'Wanda Wizard')).toMatchObject({
      requestStaff: true,
      isAnybody: false,
      note: 'Likes pastel colours',
    });
    await expect(page.getByTestId('success-staff')).toHaveText(`With ${TECH_NAME}`);
    await expect(page.getByTestId('booking-success')).toContainText(service.replace(/\$.*/, '').trim());
    await expect(page.getByTestId('booking-success')).toContainText('Notes: Likes pastel colours');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    expect((await download).suggestedFilename()).toBe('booking.ics');
    await shots(page, 'booking-success');
  });

  test('a step edited from Review comes back to Review; BOOK ANOTHER starts again with the customer known', async ({
    page,
  }) => {
    const tech = await staffIdOf(page, PHONES.staff, SALON);
    const open = await bookAppointment(page, tech, { openDay: 3, minutes: 15 });
    await signInByApi(page, PHONES.twoSalons, { salon: SALON, path: '/appointments' });
    await page.getByRole('link', { name: 'Book Appointment' }).click();
    const phone = newPhone();
    await customerStep(page, phone, 'Evan Editor');
    await next(page).click();
    await servicesStep(page);
    await next(page).click();
    await page.getByPlaceholder('Staff Name').fill(TECH_NAME);
    await page.getByTestId('staff-row').filter({ hasText: TECH_NAME }).click();
    await next(page).click();
    await timeStep(page, open.day);
    await next(page).click();
    await expect(page.getByTestId('booking-step-title')).toHaveText('Step 5 of 5');

    // Editing a step from Review: Next reads Review and comes straight back.
    await page.getByRole('button', { name: 'Edit Services' }).click();
    await expect(page.getByTestId('booking-step-title')).toHaveText('Step 2 of 5');
    await page.getByTestId('booking-services').getByRole('checkbox').nth(1).check();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Review' }).click();
    await expect(page.getByTestId('booking-step-title')).toHaveText('Step 5 of 5');
    await expect(page.getByTestId('review-services')).toContainText('Total');
    // A longer visit may no longer fit the time first chosen (that depends on the day's bookings): the
    // time is chosen again among the free times for both services.
    await page.getByRole('button', { name: 'Edit Date and Time' }).click();
    await expect(page.getByTestId('booking-step-title')).toHaveText('Step 4 of 5');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const longer = page.getByTestId('slots').getByRole('button').first();
    const longerTime = (await longer.textContent()) ?? '';
    await longer.click();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Review' }).click();
    await expect(page.getByTestId('review-time')).toContainText(longerTime);
    await page.getByRole('button', { name: 'BOOK' }).click();
    await expect(page.getByText('THANK FOR YOUR BOOKING')).toBeVisible();

    // BOOK ANOTHER: everything reset, step 1; the same phone is now the salon's customer, name locked.
    await page.getByRole('button', { name: 'BOOK ANOTHER APPOINTMENT' }).click();
    await expect(page.getByTestId('booking-step-title')).toHaveText('Step 1 of 5');
    await expect(page.getByLabel('Phone')).toHaveValue('');
    await expect(page.getByLabel('Coupon')).toHaveValue('');
    await page.getByLabel('Phone').fill(phone);
    await expect(page.getByLabel('Name')).toHaveValue('Evan Editor');
    await expect(page.getByLabel('Name')).toHaveAttribute('readonly', '');
    await page.getByRole('button', { name: 'BACK' }).click();
    await expect(page).toHaveURL(/\/appointments/);
  });

  test('a technician books for themselves: no Staff step; a reload keeps the draft; DONE goes home', async ({
    page,
  }) => {
    const tech = await staffIdOf(page, PHONES.staff, SALON);
    const open = await bookAppointment(page, tech, { openDay: 3, minutes: 15 });
    await signInByApi(page, PHONES.staff, { salon: SALON, path: '/booking' });
    await expect(page.getByTestId('booking-step-title')).toHaveText('Step 1 of 4');
    await expect(tab(page, 'Staff')).toHaveCount(0);
    const phone = newPhone();
    await customerStep(page, phone, 'Tess Tech');
    // What was typed survives a reload.
    await page.reload();
    await expect(page.getByLabel('Phone')).toHaveValue(phone);
    await expect(page.getByLabel('Name')).toHaveValue('Tess Tech');
    await next(page).click();
    await servicesStep(page);
    await next(page).click();
    await expect(page.getByTestId('booking-step-title')).toHaveText('Step 3 of 4');
    await timeStep(page, open.day);
    await next(page).click();
    await expect(page.getByTestId('booking-step-title')).toHaveText('Step 4 of 4');
    await expect(page.getByTestId('review-staff')).toHaveText(TECH_NAME);
    await expect(page.getByRole('button', { name: 'Edit Staff' })).toHaveCount(0);
    await shot(page, 'booking-review-technician');
    await page.getByRole('button', { name: 'BOOK' }).click();
    await expect(page.getByText('THANK FOR YOUR BOOKING')).toBeVisible();
    await expect(page.getByTestId('success-staff')).toHaveText(`With ${TECH_NAME}`);
    await page.getByRole('button', { name: 'DONE' }).click();
    await expect(page).toHaveURL(/\/$/);
    // Booked: the draft is gone.
    await page.goto('/booking');
    await expect(page.getByLabel('Phone')).toHaveValue('');
  });

  test("offline, a technician's free times are worked out on the phone, and the booking is queued and sent once", {
    tag: OFFLINE,
  }, async ({ page, context }) => {
    const tech = await staffIdOf(page, PHONES.staff, SALON);
    const open = await bookAppointment(page, tech, { openDay: 1, minutes: 60 });
    await signInByApi(page, PHONES.staff, { salon: SALON });
    await controlledByServiceWorker(page);
    // Their day is on this phone once the calendar has shown the week around today.
    await page.goto(`/?day=${open.day}`);
    await expect(
      page.getByRole('region', { name: 'My appointments' }).getByRole('button').first(),
    ).toBeVisible();
    const server = (await (
      await page.request.get(
        `/api/v1/appointment/getAvailableTimeSlotByStaff?currentDate=${open.day}&duration=30`,
      )
    ).json()) as { payload: { timeSlots: string[] } };
    expect(server.payload.timeSlots.length).toBeGreaterThan(0);

    await page.goto('/booking');
    await customerStep(page, newPhone(), 'Olive Offline');
    await next(page).click();
    await servicesStep(page);
    await next(page).click();
    await pickTimesOf(page, open.day);

    await context.setOffline(true);
    await expect(page.getByTestId('device-slots-note')).toBeVisible();
    await expect(page.getByTestId('slots').getByRole('button')).toHaveText(server.payload.timeSlots);
    await shot(page, 'booking-time-offline');
    await page.getByTestId('slots').getByRole('button').first().click();
    await next(page).click();
    // BOOK keeps it on this phone, in the one outbox, and says so.
    await expect(page.getByTestId('booking-offline-keeps')).toBeVisible();
    await page.getByRole('button', { name: 'BOOK' }).click();
    await expect(page.getByTestId('booking-queued')).toBeVisible();
    await shot(page, 'booking-success-queued');
    await page.getByRole('button', { name: 'DONE' }).click();
    await expect(page).toHaveURL(/\/$/);
    // On their calendar at once, as not sent yet.
    await page.goto(`/?day=${open.day}`);
    const calendar = page.getByRole('region', { name: 'My appointments' });
    const booked = calendar.getByRole('button', { name: /^Olive Offline, / });
    await expect(booked).toHaveAccessibleName(/not sent yet$/);
    await shot(page, 'booking-calendar-not-sent');

    // Online again: sent once, and the server's appointment takes its place.
    await context.setOffline(false);
    await expect(booked).not.toHaveAccessibleName(/not sent yet/);
    const staffDay = (await (
      await page.request.get(
        `/api/v1/appointment/staff-day?start_time=${open.day}&end_time=${open.day}&staffId=${tech}`,
      )
    ).json()) as { payload: { customerName: string }[] };
    expect(staffDay.payload.filter((a) => a.customerName === 'Olive Offline')).toHaveLength(1);
  });

  test('a lost race is answered on Review with the fresh free times', async ({ page, baseURL }) => {
    const tech = await staffIdOf(page, PHONES.staff, SALON);
    const open = await bookAppointment(page, tech, { openDay: 4, minutes: 15 });
    await signInByApi(page, PHONES.twoSalons, { salon: SALON, path: '/booking' });
    await customerStep(page, newPhone(), 'Rita Race');
    await next(page).click();
    await servicesStep(page);
    await next(page).click();
    await page.getByTestId('staff-row').filter({ hasText: TECH_NAME }).click();
    await next(page).click();
    const time = await timeStep(page, open.day);
    await next(page).click();
    // Offline a manager's booking is not sent: Review says so before, and BOOK answers so; nothing typed is lost.
    await page.context().setOffline(true);
    await expect(page.getByTestId('needs-connection')).toBeVisible();
    await page.getByRole('button', { name: 'BOOK' }).click();
    await expect(page.getByTestId('message-dialog-text')).toHaveText(
      'This needs a connection: nothing was sent. Try again when online.',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.context().setOffline(false);
    await expect(page.getByTestId('needs-connection')).toBeHidden();
    await expect(page.getByTestId('review-customer')).toHaveText('Rita Race');
    // Someone else books that time first.
    const [hour, minute] = (() => {
      const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time.trim());
      const h = (Number(m?.[1]) % 12) + (m?.[3] === 'PM' ? 12 : 0);
      return [String(h).padStart(2, '0'), m?.[2] ?? '00'];
    })();
    const other = await managerApi(baseURL ?? '');
    try {
      const menu = (await (await other.api.get('/api/v1/service/category/list')).json()) as {
        payload: { services: { id: number }[] }[];
      };
      const [y, m, d] = open.day.split('-');
      const taken = await other.api.post('/api/v1/appointment/booking', {
        data: {
          id: null,
          customerName: 'Quick Quinn',
          phone: newPhone(),
          bookingType: 1,
          serviceIds: [menu.payload[0]?.services[0]?.id],
          staffId: tech,
          totalPeople: 1,
          startTime: `${m}/${d}/${y} ${hour}:${minute}`,
          isAnybody: 0,
          apiKey: other.apiKey,
          requestStaff: 1,
        },
      });
      expect(taken.status()).toBe(200);
    } finally {
      await other.api.dispose();
    }
    await page.getByRole('button', { name: 'BOOK' }).click();
    await expect(page.getByTestId('message-dialog-text')).toHaveText(
      /^Sorry, .+ Please choose another time\.$/,
    );
    await shot(page, 'booking-lost-race');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('booking-step-title')).toHaveText('Step 5 of 5');
    await expect(page.getByRole('button', { name: 'BOOK' })).toBeEnabled();
    const fresh = page.getByRole('region', { name: 'Free times now' });
    await expect(fresh.getByRole('button', { name: time, exact: true })).toHaveCount(0);
    const another = fresh.getByRole('button').first();
    const anotherText = (await another.textContent()) ?? '';
    await another.click();
    await expect(page.getByTestId('review-time')).toContainText(anotherText);
    await page.getByRole('button', { name: 'BOOK' }).click();
    await expect(page.getByText('THANK FOR YOUR BOOKING')).toBeVisible();
  });
});

test.describe('Public booking page', () => {
  test('a customer books from a link with time_slot and staff_id, without the signed-in app', async ({
    page,
    baseURL,
  }) => {
    const tech = await staffIdOf(page, PHONES.staff, SALON);
    const open = await bookAppointment(page, tech, { openDay: 5, minutes: 15 });
    const { api, apiKey } = await managerApi(baseURL ?? '');
    await api.dispose();
    const slots = (await (
      await page.request.get(
        `/api/v1/public/appointment/time-slots?currentDate=${open.day}&staffId=${tech}&duration=30`,
        { headers: { 'X-Api-Key': apiKey } },
      )
    ).json()) as { payload: { timeSlots: string[] } };
    const time = slots.payload.timeSlots[2] ?? '';
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(
      `/${apiKey}/booking?staff_id=${tech}&time_slot=${time.replace(' ', '_')}&date=${open.day}`,
    );
    // The salon's header: its name, address and phone (no +1).
    await expect(page.getByTestId('salon-name')).toHaveText(SALON);
    await expect(page.getByRole('region', { name: 'Salon' })).toContainText(/\(\d{3}\) \d{3}-\d{4}/);
    await expect(page.getByTestId('booking-step-title')).toHaveText('Step 1 of 5');
    await shots(page, 'public-booking');
    // None of the signed-in app is loaded: only scripts of the page's own build (its manifest's files).
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => !pageBuild.has(s.replace(/^\//, '')))).toEqual([]);

    const phone = newPhone();
    await customerStep(page, phone, 'Petra Public');
    await next(page).click();
    await servicesStep(page);
    await next(page).click();
    // The link's staff member and time are filled in.
    await expect(page.getByTestId('staff-row').filter({ hasText: TECH_NAME })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await next(page).click();
    await expect(page.getByRole('button', { name: time, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await next(page).click();
    await expect(page.getByTestId('review-staff')).toHaveText(TECH_NAME);
    await expect(page.getByTestId('review-time')).toContainText(time);
    await page.getByRole('button', { name: 'BOOK' }).click();
    await expect(page.getByText('THANK FOR YOUR BOOKING')).toBeVisible();
    await expect(page.getByTestId('success-staff')).toHaveText(`With ${TECH_NAME}`);
    await expect(page.getByTestId('manage-link')).toHaveText('See, move or cancel this booking');
    await shots(page, 'public-booking-success');

    // The phone is now known: the page says so and never shows the stored name; the name may stay empty.
    await page.getByRole('button', { name: 'BOOK ANOTHER APPOINTMENT' }).click();
    await page.getByLabel('Phone').fill(phone);
    await expect(page.getByText('The salon has this phone on file: the name may stay empty.')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(next(page)).toBeEnabled();
  });

  test("the booking's private link shows it, moves it to another free time and cancels it", async ({
    page,
    baseURL,
  }) => {
    const tech = await staffIdOf(page, PHONES.staff, SALON);
    const open = await bookAppointment(page, tech, { openDay: 6, minutes: 15 });
    const { api, apiKey } = await managerApi(baseURL ?? '');
    const menu = (await (await api.get('/api/v1/service/category/list')).json()) as {
      payload: { services: { id: number }[] }[];
    };
    await api.dispose();
    const headers = { 'X-Api-Key': apiKey };
    const slots = (await (
      await page.request.get(
        `/api/v1/public/appointment/time-slots?currentDate=${open.day}&staffId=${tech}`,
        {
          headers,
        },
      )
    ).json()) as { payload: { timeSlots: string[] } };
    const [y, m, d] = open.day.split('-');
    const first = slots.payload.timeSlots[0] ?? '';
    const [, h = '9', min = '00', half = 'AM'] = /^(\d+):(\d+) (AM|PM)$/.exec(first) ?? [];
    const hour = (Number(h) % 12) + (half === 'PM' ? 12 : 0);
    const booked = await page.request.post('/api/v1/public/appointment/booking', {
      headers,
      data: {
        id: null,
        customerName: 'Lina Link',
        phone: newPhone(),
        bookingType: 1,
        serviceIds: [menu.payload[0]?.services[0]?.id],
        staffId: tech,
        totalPeople: 1,
        startTime: `${m}/${d}/${y} ${String(hour).padStart(2, '0')}:${min}`,
        isAnybody: 0,
        apiKey,
        requestStaff: 1,
      },
    });
    expect(booked.status()).toBe(200);
    const token = ((await booked.json()) as { payload: { appointments: { manageToken: string }[] } }).payload
      .appointments[0]?.manageToken;

    await page.goto(`/${apiKey}/booking?booking=${token}`);
    await expect(page.getByTestId('managed-when')).toHaveText(`${m}-${d}-${y} at ${first}`);
    await expect(page.getByTestId('managed-booking')).toContainText(`With ${TECH_NAME}`);
    await shots(page, 'public-booking-manage');

    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await pickDay(page, 'Date', new Date(`${open.day}T00:00:00Z`), 'Next month');
    const move = page.getByRole('region', { name: 'Move the booking' });
    const other = move.getByTestId('slots').getByRole('button').nth(3);
    const otherText = ((await other.textContent()) ?? '').trim();
    await other.click();
    await move.getByRole('button', { name: /^Move to / }).click();
    await expect(page.getByTestId('managed-said')).toHaveText(`Moved to ${m}-${d}-${y} at ${otherText}.`);
    await expect(page.getByTestId('managed-when')).toHaveText(`${m}-${d}-${y} at ${otherText}`);

    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(page.getByTestId('managed-said')).toHaveText('Your booking is canceled.');
    await expect(page.getByTestId('managed-booking')).toContainText('Canceled');
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    await shot(page, 'public-booking-canceled');
  });

  test('an unknown salon says so', async ({ page }) => {
    await page.goto('/no-such-salon-key/booking');
    await expect(page.getByText('There is no such salon.')).toBeVisible();
  });
});
