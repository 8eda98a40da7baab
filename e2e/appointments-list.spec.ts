import type { Locator, Page } from '@playwright/test';
import type { BookedAppointment } from '../server/modules/demo/book-appointment.ts';
import { shopAppointmentsTopic } from '../src/contract/appointment.ts';
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
  watchLive,
} from './support.ts';

/** Polished Studio: the demo manager's salon (closed on Mondays: the fixtures book any day anyway). */
const SALON = 'Polished Studio';
const TECH = '5550100004';

interface ListItem {
  id: number;
  staffId: number | null;
  staffName: string;
  customerName: string;
  requestStaff: boolean;
  status: number;
  start_time: string;
}

/** The salon's appointments of some days as the server answers them (the signed-in manager's session). */
async function serverList(page: Page, start: string, end: string, staffId?: number): Promise<ListItem[]> {
  const query = new URLSearchParams({ startDate: start, endDate: end });
  if (staffId) query.set('staffId', String(staffId));
  const res = await page.request.get(`/api/v1/appointment/listAppointmentRealtime?${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { payload: { data: ListItem[] } }).payload.data;
}

const countsOf = (items: ListItem[]) => ({
  all: items.length,
  plain: items.filter((i) => !i.requestStaff).length,
  requested: items.filter((i) => i.requestStaff).length,
});

async function expectCounts(page: Page, items: ListItem[]) {
  const { all, plain, requested } = countsOf(items);
  await expect(page.getByTestId('filter-ALL')).toHaveText(`ALL (${all})`);
  await expect(page.getByTestId('filter-NON_REQUEST_STAFF')).toHaveText(`Appointment (${plain})`);
  await expect(page.getByTestId('filter-REQUEST_STAFF')).toHaveText(`Appointment Request (${requested})`);
}

/** "Today, Mon 11-23-2026" or "11-23-2026 – 11-29-2026" → the YYYY-MM-DD days in it. */
function daysIn(text: string | null): string[] {
  return [...(text ?? '').matchAll(/(\d{2})-(\d{2})-(\d{4})/g)].map((m) => `${m[3]}-${m[1]}-${m[2]}`);
}
const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** "MM-DD-YYYY HH:mm:ss" → "h:mm AM". */
function clock(calendarTime: string, plusMinutes = 0): string {
  const [h, m] = calendarTime.slice(11, 16).split(':').map(Number);
  const total = (h ?? 0) * 60 + (m ?? 0) + plusMinutes;
  const h24 = Math.floor(total / 60) % 24;
  return `${h24 % 12 === 0 ? 12 : h24 % 12}:${String(total % 60).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}
const card = (page: Page, customer: string): Locator =>
  page.getByTestId('appointment-card').filter({ hasText: customer });
/*
 * Many tests book today for the same two people, and a day has only so much free time: today's
 * appointments last 15 minutes wherever their length is not what is looked at.
 */

/** A name no other test (nor the seed) uses. */
const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 7)}`;

/**
 * Books two appointments today: a confirmed one of 30 minutes the customer asked the technician for,
 * and a plain one of the manager's (15 minutes). Returns the customers' names and the plain one.
 */
async function bookRequestedAndPlain(page: Page) {
  const names = { requested: unique('Requested Guest'), plain: unique('Plain Guest') };
  await bookAppointment(page, await staffIdOf(page, TECH, SALON), {
    daysFromToday: 0,
    minutes: 30,
    status: 1,
    requestStaff: true,
    customerName: names.requested,
  });
  const plain = await bookAppointment(page, await staffIdOf(page, PHONES.manager, SALON), {
    daysFromToday: 0,
    minutes: 15,
    customerName: names.plain,
  });
  return { names, plain };
}

/** Today's day as the list's period says it, once the list is open on Today. */
async function todayOf(page: Page): Promise<string> {
  await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  return daysIn(await page.getByTestId('period').textContent())[0] ?? '';
}

test.describe('appointments list', () => {
  test('Today: every appointment of the day on cards, counted as the server answers them', async ({
    page,
  }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const { names: pair, plain } = await bookRequestedAndPlain(page);
    const names = {
      ...pair,
      canceled: unique('Canceled Guest'),
      zero: unique('Zero Guest'),
    };
    await bookAppointment(page, tech, { daysFromToday: 0, status: 4, customerName: names.canceled });
    const zero = await bookAppointment(page, tech, {
      daysFromToday: 0,
      minutes: 0,
      customerName: names.zero,
    });

    await signInByApi(page, PHONES.manager);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Manager menu' })
      .getByText('Appointments', { exact: true })
      .click();
    await expect(page).toHaveURL(/\/appointments/);
    await expect(page).toHaveTitle('Chairside – Appointments');
    const today = await todayOf(page);
    expect(today).toBe(zero.day);

    // Today: every appointment of the day (canceled ones too), counted as the server answers them.
    await expect(card(page, names.plain)).toBeVisible();
    await expectCounts(page, await serverList(page, today, today));
    await expect(page.getByTestId('day-group')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(/^Today, \w{3} \d{2}-\d{2}-\d{4}$/);

    // Cards: times in 12 hours, staff, request mark, customer and phone, services with minutes, status.
    const requested = card(page, names.requested);
    await expect(requested).toHaveAttribute('data-tone', 'CONFIRMED');
    await expect(requested.getByTestId('request-mark')).toBeVisible();
    await expect(requested).toContainText('Tony Vo');
    await expect(requested).toContainText(/\(\d{3}\) \d{3}-\d{4}/);
    await expect(requested).toContainText(/\(30 min\)/);
    await expect(requested).toContainText('Confirmed');
    await expect(card(page, names.canceled)).toHaveAttribute('data-tone', 'CANCEL');
    await expect(card(page, names.canceled)).toContainText('Canceled');
    await expect(card(page, names.plain)).toHaveAttribute('data-tone', 'default');
    await expect(card(page, names.plain).getByTestId('request-mark')).toHaveCount(0);
    await expect(card(page, names.plain).getByTestId('card-time')).toHaveText(
      `${clock(plain.startTime)} – ${clock(plain.endTime)}`,
    );
    // A start equal to its end shows as 15 minutes.
    expect(zero.startTime).toBe(zero.endTime);
    await expect(card(page, names.zero).getByTestId('card-time')).toHaveText(
      `${clock(zero.startTime)} – ${clock(zero.startTime, 15)}`,
    );
    await expect(card(page, names.plain)).toHaveAttribute('href', `/appointment/${plain.id}`);
    await shots(page, 'appointments-today');
  });

  test('the request filter and the staff filter, with their counts', { tag: '@undated' }, async ({
    page,
  }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const { names } = await bookRequestedAndPlain(page);
    await signInByApi(page, PHONES.manager, { path: '/appointments' });
    const today = await todayOf(page);
    const requested = card(page, names.requested);
    await expect(card(page, names.plain)).toBeVisible();
    await expect(requested).toBeVisible();

    // The filter: Appointment Request shows the requested ones only, Appointment the others.
    await page.getByTestId('filter-REQUEST_STAFF').click();
    await expect(page.getByTestId('filter-REQUEST_STAFF')).toHaveAttribute('aria-pressed', 'true');
    await expect(requested).toBeVisible();
    await expect(card(page, names.plain)).toHaveCount(0);
    const shown = page.getByTestId('appointment-card');
    await expect(shown).toHaveCount(countsOf(await serverList(page, today, today)).requested);
    await expect(shown.filter({ hasNot: page.getByTestId('request-mark') })).toHaveCount(0);
    await shot(page, 'appointments-requests');
    await page.getByTestId('filter-NON_REQUEST_STAFF').click();
    await expect(requested).toHaveCount(0);
    await expect(card(page, names.plain)).toBeVisible();
    await expect(shown.filter({ has: page.getByTestId('request-mark') })).toHaveCount(0);
    await page.getByTestId('filter-ALL').click();

    // The staff filter: search case-insensitive and trimmed; No found; one staff member's counts.
    await page.getByTestId('staff-filter').click();
    const dialog = page.getByRole('dialog', { name: 'Filter Staff' });
    await expect(dialog).toBeVisible();
    const search = dialog.getByPlaceholder('Staff Name');
    await expect(dialog.getByTestId('staff-row').first()).toHaveText('All Staff');
    await search.fill('  tONY ');
    await expect(dialog.getByTestId('staff-row')).toHaveText(['All Staff', /Tony Vo/]);
    await shot(page, 'appointments-filter-staff');
    await search.fill('nobody by that name');
    await expect(dialog.getByText('No found')).toBeVisible();
    await search.fill('tony');
    await dialog.getByTestId('staff-row').filter({ hasText: 'Tony Vo' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('staff-filter')).toHaveText('Tony Vo');
    await expect(card(page, names.plain)).toHaveCount(0);
    await expect(requested).toBeVisible();
    await expectCounts(page, await serverList(page, today, today, tech));
    await page.getByTestId('staff-filter').click();
    await dialog.getByTestId('staff-row').filter({ hasText: 'All Staff' }).click();
    await expect(page.getByTestId('staff-filter')).toHaveText('All Staff');
    await expect(card(page, names.plain)).toBeVisible();
  });

  test('a change made elsewhere shows live; Refresh asks again and says so', { tag: '@undated' }, async ({
    page,
    baseURL,
  }) => {
    const manager = await staffIdOf(page, PHONES.manager, SALON);
    const plainName = unique('Plain Guest');
    const plain = await bookAppointment(page, manager, {
      daysFromToday: 0,
      minutes: 15,
      customerName: plainName,
    });
    const live = await watchLive(page);
    // The manager's day is warmed once the page is idle (today's closed tickets with it): its refetch
    // of the list must be over before the booking below, or it would show it.
    const warmed = page.waitForResponse((r) => r.url().includes('/report/getBillV2') && r.ok());
    await signInByApi(page, PHONES.manager, { path: '/appointments' });
    const today = await todayOf(page);
    await expect(card(page, plainName)).toHaveAttribute('data-tone', 'default');

    // Live: a change made elsewhere shows without a tap (the salon's appointment topic).
    const { api, shopId } = await managerApi(baseURL ?? '', PHONES.manager);
    await live.subscribed(shopAppointmentsTopic(shopId));
    try {
      const canceled = await api.put('/api/v1/appointment/update-status', {
        data: { appointmentId: plain.id, status: 4, reason: 'Busy' },
      });
      expect(canceled.ok()).toBe(true);
    } finally {
      await api.dispose();
    }
    await expect(card(page, plainName)).toHaveAttribute('data-tone', 'CANCEL');

    // Refresh: with the live messages kept from the page from now on, a booking made meanwhile shows
    // only after a tap, which asks the server again and answers.
    live.deafen();
    await warmed;
    // Nothing is being fetched: what is on screen stays until the tap.
    await expect(page.getByTestId('data-age')).toContainText('Updated');
    const late = unique('Late Guest');
    await bookAppointment(page, manager, { daysFromToday: 0, minutes: 15, customerName: late });
    await expect(card(page, plainName)).toBeVisible();
    await expect(card(page, late)).toHaveCount(0);
    const asked = page.waitForRequest((r) => r.url().includes('/appointment/listAppointmentRealtime?'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await asked;
    await expect(page.getByTestId('toast').filter({ hasText: 'Updated!' })).toBeVisible();
    await expect(card(page, late)).toBeVisible();
    await expectCounts(page, await serverList(page, today, today));
  });

  test('Weekly: the week’s days, grouped by date in order, counted as the server answers them', async ({
    page,
  }) => {
    // One appointment at least in the week: today's.
    await bookAppointment(page, await staffIdOf(page, TECH, SALON), { daysFromToday: 0, minutes: 15 });
    await signInByApi(page, PHONES.manager, { path: '/appointments' });
    await page.getByRole('tab', { name: 'Weekly' }).click();
    await expect(page).toHaveURL(/tab=WEEKLY/);
    await expect(page.getByTestId('period')).toHaveText(/^\d{2}-\d{2}-\d{4} – \d{2}-\d{2}-\d{4}$/);
    const [weekStart, weekEnd] = daysIn(await page.getByTestId('period').textContent());
    await expectCounts(page, await serverList(page, weekStart ?? '', weekEnd ?? ''));
    const groupDays = (await page.getByRole('heading', { level: 2 }).allTextContents()).map(
      (t) => daysIn(t)[0],
    );
    expect(groupDays.length).toBeGreaterThan(0);
    expect(groupDays).toEqual([...new Set(groupDays)].sort());
    for (const day of groupDays) expect(day && day >= (weekStart ?? '') && day <= (weekEnd ?? '')).toBe(true);
    await shots(page, 'appointments-weekly');
  });

  test('Range: today and the two weeks ahead, a day beyond the week asked alone', async ({ page }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const ahead = unique('Ahead Guest');
    const later = await bookAppointment(page, tech, { daysFromToday: 10, customerName: ahead });
    await signInByApi(page, PHONES.manager, { path: '/appointments' });
    const today = await todayOf(page);
    await page.getByRole('tab', { name: 'Range' }).click();
    await expect(page).toHaveURL(/tab=RANGE/);
    await expect(page.getByTestId('period')).toHaveText(/^\d{2}-\d{2}-\d{4} – \d{2}-\d{2}-\d{4}$/);
    expect(daysIn(await page.getByTestId('period').textContent())).toEqual([today, shift(today, 13)]);
    await expect(card(page, ahead)).toBeVisible();
    const laterTitle = `${later.day.slice(5, 7)}-${later.day.slice(8, 10)}-${later.day.slice(0, 4)}`;
    await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: laterTitle })).toBeVisible();
    await expectCounts(page, await serverList(page, today, shift(today, 13)));
    await shots(page, 'appointments-range');
  });

  test('the range picker refuses an end before the start', { tag: '@undated' }, async ({ page }) => {
    await signInByApi(page, PHONES.manager, { path: '/appointments' });
    const today = await todayOf(page);
    await page.getByRole('tab', { name: 'Range' }).click();
    await expect(page).toHaveURL(/tab=RANGE/);
    const todayDate = new Date(`${today}T00:00:00Z`);
    await pickDay(page, 'From', new Date(todayDate.getTime() + 20 * 86_400_000), 'Next month');
    await expect(page.getByText('The end date cannot be before the start date')).toBeVisible();
    await expect(page.getByTestId('appointment-card')).toHaveCount(0);
    await shot(page, 'appointments-range-refused');
  });

  test('the last chosen tab is remembered on this device; the links', { tag: '@undated' }, async ({
    page,
  }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const requested = unique('Requested Guest');
    await bookAppointment(page, tech, {
      daysFromToday: 0,
      minutes: 15,
      requestStaff: true,
      customerName: requested,
    });
    await signInByApi(page, PHONES.manager, { path: '/appointments' });
    await page.getByRole('tab', { name: 'Range' }).click();
    await expect(page).toHaveURL(/tab=RANGE/);

    // The last chosen tab is remembered on this device.
    await page.goto('/overview');
    await page.goto('/appointments');
    await expect(page.getByRole('tab', { name: 'Range' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Today' }).click();

    // The links: the owner calendar at the top right, Check Available and Book Appointment below.
    await page.getByRole('link', { name: 'Check Available' }).click();
    await expect(page).toHaveURL(/\/check-available-booking$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Book Appointment' }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await page.goBack();
    await card(page, requested).click();
    await expect(page).toHaveURL(/\/appointment\/\d+$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Owner calendar' }).click();
    await expect(page).toHaveURL(/\/calendar$/);
  });

  test('an empty day says No data', { tag: '@undated' }, async ({ page }) => {
    await signInByApi(page, PHONES.manager, { path: '/appointments?tab=RANGE' });
    // A day ahead that nothing is booked on (found, not assumed): the Range tab from it to itself.
    const today = daysIn(await page.getByTestId('period').textContent())[0] ?? '';
    const booked = new Set(
      (await serverList(page, shift(today, 30), shift(today, 60))).map((i) => i.start_time.slice(0, 10)),
    );
    const free = Array.from({ length: 31 }, (_, n) => shift(today, 30 + n)).find(
      (d) => !booked.has(`${d.slice(5, 7)}-${d.slice(8, 10)}-${d.slice(0, 4)}`),
    );
    if (!free) throw new Error('every day 30 to 60 days ahead has appointments');
    const far = new Date(`${free}T00:00:00Z`);
    await pickDay(page, 'To', far, 'Next month');
    await pickDay(page, 'From', far, 'Next month');
    await expect(page.getByTestId('data-state')).toHaveText('No data');
    await expect(page.getByTestId('filter-ALL')).toHaveText('ALL (0)');
    await shot(page, 'appointments-empty');
  });
});

/** Books the appointments the owner calendar tests look for: the technician's, the manager's, a canceled one. */
async function bookCalendarDay(page: Page) {
  const tech = await staffIdOf(page, TECH, SALON);
  const manager = await staffIdOf(page, PHONES.manager, SALON);
  const names = {
    tech: unique('Calendar Guest'),
    manager: unique('Manager Guest'),
    canceled: unique('Gone Guest'),
  };
  const booked = await bookAppointment(page, tech, {
    daysFromToday: 0,
    minutes: 15,
    requestStaff: true,
    customerName: names.tech,
  });
  await bookAppointment(page, manager, {
    daysFromToday: 0,
    minutes: 15,
    status: 1,
    customerName: names.manager,
  });
  await bookAppointment(page, tech, { daysFromToday: 0, status: 4, customerName: names.canceled });
  return { booked, names };
}

/** Expects a calendar column for every staff member of the salon, in the staff list's order. */
async function expectStaffColumns(page: Page): Promise<void> {
  const staff = (
    (await (await page.request.get('/api/v1/staff/list')).json()) as { payload: { name: string }[] }
  ).payload;
  expect(staff.length).toBeGreaterThan(3);
  await expect(page.getByTestId('calendar-column-title')).toHaveText(staff.map((s) => s.name));
}

test.describe('owner calendar', () => {
  test('one column per staff member, scrolled with times and names in view', async ({ page }) => {
    const { names } = await bookCalendarDay(page);
    await signInByApi(page, PHONES.manager, { path: '/appointments' });
    await page.getByRole('link', { name: 'Owner calendar' }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(page).toHaveTitle('Chairside – Calendar');
    // The date picker shows the day as MM-DD.
    await expect(page.getByLabel('Date', { exact: true })).toHaveText(/^\d{2}-\d{2}$/);
    await expect(page.getByTestId('data-age')).toContainText('Updated');

    // A column for every staff member of the salon, in the staff list's order.
    await expectStaffColumns(page);
    const grid = page.getByRole('region', { name: 'Salon appointments' });
    const tapped = grid.getByRole('button', { name: new RegExp(names.tech) });
    await expect(tapped).toHaveCount(1);
    await expect(grid.getByRole('button', { name: new RegExp(names.manager) })).toHaveCount(1);
    // Canceled appointments are not drawn.
    await expect(grid.getByRole('button', { name: new RegExp(names.canceled) })).toHaveCount(0);
    await tapped.scrollIntoViewIfNeeded();
    await shots(page, 'owner-calendar');

    // Scrolled to the last staff member and down the day: the times and the names stay in view.
    const box = await grid.boundingBox();
    await grid.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
      el.scrollTop = el.scrollHeight / 2;
    });
    await expect(page.getByTestId('calendar-column-title').last()).toBeInViewport();
    const times = await page.getByTestId('calendar-times').boundingBox();
    const header = await page.getByTestId('calendar-columns').boundingBox();
    expect(Math.abs((times?.x ?? -1) - (box?.x ?? 0))).toBeLessThanOrEqual(2);
    expect(Math.abs((header?.y ?? -1) - (box?.y ?? 0))).toBeLessThanOrEqual(2);
    await shots(page, 'owner-calendar-scrolled');
  });

  test('opens an appointment, another day and back; the floating menu', { tag: OFFLINE }, async ({
    page,
  }) => {
    const { booked, names } = await bookCalendarDay(page);
    await signInByApi(page, PHONES.manager, { path: '/calendar' });
    // Drawn with the staff list's columns (on a new phone the first drawing has the columns the
    // appointments name, and the cards are drawn again when the list arrives).
    await expectStaffColumns(page);
    const grid = page.getByRole('region', { name: 'Salon appointments' });
    const tapped = grid.getByRole('button', { name: new RegExp(names.tech) });

    // Tapping an appointment opens it.
    await tapped.scrollIntoViewIfNeeded();
    await tapped.click();
    await expect(page).toHaveURL(new RegExp(`/appointment/${booked.id}$`));
    await page.goBack();

    // Another day: the next one, and back.
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page).toHaveURL(new RegExp(`day=${shift(booked.day, 1)}`));
    await expect(page.getByTestId('calendar-day')).toHaveText(/^Tomorrow, /);
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page.getByTestId('calendar-day')).toHaveText(/^Today, /);

    // The floating menu: new appointment (coming back to the calendar), refresh, back to the list.
    await page.getByRole('button', { name: 'Calendar actions' }).click();
    await shot(page, 'owner-calendar-menu');
    await page.getByRole('menuitem', { name: 'New appointment' }).click();
    await expect(page).toHaveURL(/\/booking\?returnTo=%2Fcalendar$/);
    await page.goBack();
    await page.getByRole('button', { name: 'Calendar actions' }).click();
    await page.getByRole('menuitem', { name: 'Refresh' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Updated!' })).toBeVisible();
    await page.getByRole('button', { name: 'Calendar actions' }).click();
    await page.getByRole('menuitem', { name: 'Appointments' }).click();
    await expect(page).toHaveURL(/\/appointments/);
  });
});

/**
 * Books an appointment today, then installs the app with the manager's day on the phone: signed in, the
 * list (showing the appointment) and the calendar seen once online, the service worker controlling the
 * page. Returns the appointment and its customer's name.
 */
async function installManagerDay(page: Page): Promise<{ booked: BookedAppointment; name: string }> {
  const name = unique('Offline Guest');
  const booked = await bookAppointment(page, await staffIdOf(page, TECH, SALON), {
    daysFromToday: 0,
    minutes: 15,
    customerName: name,
  });
  await signInByApi(page, PHONES.manager, { path: '/appointments?tab=TODAY' });
  await expect(card(page, name)).toBeVisible();
  await page.goto('/calendar');
  await expect(page.getByRole('region', { name: 'Salon appointments' })).toBeVisible();
  // Installed: the service worker serves the app, the persister the answers.
  await controlledByServiceWorker(page);
  await expect(page.getByRole('region', { name: 'Salon appointments' })).toBeVisible();
  return { booked, name };
}

test.describe('the manager’s appointments offline', () => {
  test('the list opens from the device with the age of its data; the week came with the day', {
    tag: OFFLINE,
  }, async ({ page, context }) => {
    const { name } = await installManagerDay(page);

    await context.setOffline(true);
    await page.goto('/appointments?tab=TODAY');
    await expect(card(page, name)).toBeVisible();
    await expect(page.getByTestId('data-age')).toContainText('Updated');
    await shots(page, 'appointments-offline');
    // Refresh offline says so.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'You are offline' })).toBeVisible();
    // The week around today came with the manager's day: never opened, yet on the phone.
    await page.getByRole('tab', { name: 'Weekly' }).click();
    await expect(page.getByTestId('data-age')).toContainText('Updated');
    await expect(card(page, name)).toBeVisible();
  });

  test('the calendar opens from the device: today, a day of the kept window, and a day not on the phone', {
    tag: OFFLINE,
  }, async ({ page, context }) => {
    const soon = unique('Soon Guest');
    await bookAppointment(page, await staffIdOf(page, TECH, SALON), { daysFromToday: 3, customerName: soon });
    const { name } = await installManagerDay(page);

    await context.setOffline(true);
    await page.goto('/calendar');
    await expect(page.getByRole('button', { name: new RegExp(name) })).toBeVisible();
    await expect(page.getByTestId('data-age')).toContainText('Updated');
    await shots(page, 'owner-calendar-offline');
    // A day of today's window never opened: drawn from the kept window.
    const today = daysIn(await page.getByTestId('calendar-day').textContent())[0] ?? '';
    await page.goto(`/calendar?day=${shift(today, 3)}`);
    await expect(page.getByRole('button', { name: new RegExp(soon) })).toBeVisible();
    // A day beyond it, never seen, says it is not on this phone.
    await page.goto(`/calendar?day=${shift(today, 30)}`);
    await expect(page.getByTestId('data-state')).toContainText('This day is not on this phone yet.');
    await shot(page, 'owner-calendar-offline-not-on-phone');
  });

  test('canceled offline on its detail: the list marks it CANCEL and the calendar no longer draws it, at once; sent once online', {
    tag: ['@undated', OFFLINE],
  }, async ({ page, context }) => {
    const { booked: offline, name } = await installManagerDay(page);
    // Its detail seen once online, so that it can be changed offline below.
    await page.goto(`/appointment/${offline.id}`);
    await expect(page.getByTestId('status-badge')).toHaveText('New');

    await context.setOffline(true);
    await page.goto(`/appointment/${offline.id}`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Appointment' });
    await dialog.getByPlaceholder('Please enter reason').fill('Customer called');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByTestId('status-badge')).toHaveText('Canceled');
    await page.goto('/appointments?tab=TODAY');
    await expect(card(page, name)).toHaveAttribute('data-tone', 'CANCEL');
    await page.goto('/calendar');
    await expect(page.getByRole('region', { name: 'Salon appointments' })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByTestId('sync-badge')).toHaveCount(0, { timeout: 20_000 });
    const sent = (await serverList(page, offline.day, offline.day)).find((i) => i.id === offline.id);
    expect(sent?.status).toBe(4);
  });
});
