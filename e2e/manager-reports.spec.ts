import type { Page } from '@playwright/test';
import { staffAppointmentsTopic } from '../src/contract/appointment.ts';
import { alignBrowserClock } from './clock.ts';
import {
  bookAppointment,
  closeTicket,
  controlledByServiceWorker,
  expect,
  OFFLINE,
  PHONES,
  pickDay,
  shot,
  shots,
  signInByApi,
  staffApi,
  staffIdOf,
  test,
  watchLive,
} from './support.ts';

/** Polished Studio: the demo manager's salon (PHONES.manager), with its technicians. */
const SALON = 'Polished Studio';
const TECH = '5550100004';

const money = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The first MM-DD-YYYY of a text as YYYY-MM-DD. */
function isoOf(text: string | null): string {
  const m = /(\d{2})-(\d{2})-(\d{4})/.exec(text ?? '');
  if (!m) throw new Error(`no date in ${text}`);
  return `${m[3]}-${m[1]}-${m[2]}`;
}
const utcOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
const shift = (iso: string, days: number) =>
  new Date(utcOf(iso).getTime() + days * 86_400_000).toISOString().slice(0, 10);
const mdy = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

async function payload<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.ok(), `${url} answered ${res.status()}`).toBe(true);
  return ((await res.json()) as { payload: T }).payload;
}

async function openMenuEntry(page: Page, label: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Manager menu' }).getByText(label, { exact: true }).click();
}

/** "10:15 AM" of a MM-DD-YYYY HH:mm:ss calendar time. */
function clockOf(calendarTime: string): string {
  const [h = 0, m = 0] = calendarTime.slice(11, 16).split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

test.describe('manager reports', () => {
  test('summary report: Today with its day picker, Weekly with its week picker, Range', async ({ page }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    await closeTicket(page, tech);
    await signInByApi(page, PHONES.manager);
    await openMenuEntry(page, 'Summary Report');
    await expect(page).toHaveURL(/\/summary-report/);
    await expect(page).toHaveTitle('Chairside – Summary Report');
    const period = page.getByTestId('period');
    await expect(period).toHaveText(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{2}-\d{2}-\d{4}$/);
    const today = isoOf(await period.textContent());
    const figures = page.getByTestId('summary-figures');
    await expect(figures).toBeVisible();
    const server = await payload<{ total: number; totalTickets: number; cash: number }>(
      page,
      `/api/v1/report/reportShop?from=${today}&to=${today}`,
    );
    expect(server.totalTickets).toBeGreaterThan(0);
    await expect(page.getByTestId('summary-total')).toHaveText(money(server.total));
    await expect(page.getByTestId('summary-tickets')).toHaveText(String(server.totalTickets));
    await expect(page.getByTestId('summary-payments')).toContainText('Cash');
    await expect(page.getByTestId('summary-payments')).toContainText(money(server.cash));
    await shots(page, 'summary-report-today');

    // Another day with the day picker.
    const yesterday = shift(today, -1);
    await pickDay(page, 'Date', utcOf(yesterday), 'Previous month');
    await expect(period).toContainText(mdy(yesterday));
    await expect(figures).toBeVisible();

    // A past week with the week picker: Monday to Sunday.
    await page.getByRole('tab', { name: 'Weekly' }).click();
    await expect(page).toHaveURL(/tab=WEEKLY/);
    await expect(period).toHaveText(/^\d{2}-\d{2}-\d{4} – \d{2}-\d{2}-\d{4}$/);
    await pickDay(page, 'Week', utcOf(shift(today, -7)), 'Previous month');
    const week = (await period.textContent()) ?? '';
    const [start = '', end = ''] = week.split(' – ').map(isoOf);
    expect(shift(start, 6)).toBe(end);
    expect(start <= shift(today, -7) && shift(today, -7) <= end).toBe(true);
    expect(utcOf(start).getUTCDay()).toBe(1);
    await expect(figures).toBeVisible();
    await shot(page, 'summary-report-weekly');

    // Range: From and To, the end never before the start.
    await page.getByRole('tab', { name: 'Range' }).click();
    await expect(page.getByLabel('From', { exact: true })).toBeVisible();
    await pickDay(page, 'From', utcOf(shift(today, -3)), 'Previous month');
    await expect(period).toHaveText(`${mdy(shift(today, -3))} – ${mdy(today)}`);
    await expect(figures).toBeVisible();
    await shot(page, 'summary-report-range');
  });

  test('staff list: today and yesterday, a phone to call, a staff member opens their tickets', async ({
    page,
  }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    await closeTicket(page, tech);
    await signInByApi(page, PHONES.manager);
    await openMenuEntry(page, 'Staff List');
    await expect(page).toHaveURL(/\/staff-list/);
    const day = page.getByTestId('staff-list-day');
    await expect(day).toHaveText(/^Today, /);
    const today = isoOf(await day.textContent());
    const daily = await payload<{
      staff: { id: number; firstName: string; totalSaleToday: number; phone: string }[];
    }>(page, `/api/report/reportStaffDaily?date=${today}`);
    const mine = daily.staff.find((s) => s.id === tech);
    if (!mine) throw new Error('the technician is not in the staff daily figures');
    const card = page.getByTestId('staff-daily').filter({ hasText: mine.firstName });
    await expect(card.getByTestId('staff-sales')).toHaveText(money(mine.totalSaleToday));
    await expect(card).toContainText('Sales today');
    await expect(card.getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ })).toHaveAttribute(
      'href',
      `tel:${mine.phone}`,
    );
    await expect(page.getByTestId('staff-daily')).toHaveCount(daily.staff.length);
    await shots(page, 'staff-list-today');

    await page.getByRole('tab', { name: 'Yesterday' }).click();
    await expect(day).toHaveText(/^Yesterday, /);
    expect(isoOf(await day.textContent())).toBe(shift(today, -1));
    await expect(card).toContainText('Sales yesterday');
    await shot(page, 'staff-list-yesterday');

    await card.getByRole('link', { name: mine.firstName }).click();
    await expect(page).toHaveURL(new RegExp(`/ticket-by-staff/${tech}\\?day=${shift(today, -1)}`));
    await expect(page.getByTestId('tickets-day')).toHaveText(/^Yesterday, /);
  });

  test('tickets by staff: tabs with counts, through to the detail with Fee and Supply', async ({ page }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const ticket = await closeTicket(page, tech);
    await signInByApi(page, PHONES.manager, { path: `/ticket-by-staff/${tech}` });
    await expect(page.getByRole('tab', { name: /^Open \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
    const today = isoOf(await page.getByTestId('tickets-day').textContent());
    const answer = await payload<{
      tickets: { billId: number; status: string; fee: number; supply: number; total: number }[];
    }>(page, `/api/v1/admin/ticket-by-staff?shopId=${await shopIdOf(page)}&staffId=${tech}`);
    const closed = answer.tickets.filter((t) => t.status === 'CLOSED').length;
    const open = answer.tickets.length - closed;
    await expect(page.getByRole('tab', { name: `Open (${open})` })).toBeVisible();
    await page.getByRole('tab', { name: `Closed (${closed})` }).click();
    await expect(page.getByTestId('staff-ticket')).toHaveCount(closed);
    const item = page.getByTestId('staff-ticket').filter({ hasText: `#${ticket.billNumber}` });
    await expect(item.getByTestId('staff-ticket-payments')).toContainText('Card');
    await shots(page, 'tickets-by-staff-closed');

    await item.click();
    await expect(page).toHaveURL(
      new RegExp(`/ticket-by-staff/${tech}/ticket/${ticket.billId}\\?day=${today}`),
    );
    await expect(page).toHaveTitle(`Chairside – Ticket #${ticket.billNumber}`);
    const server = answer.tickets.find((t) => t.billId === ticket.billId);
    if (!server) throw new Error('the closed ticket is not in the staff member’s tickets');
    await expect(page.getByTestId('ticket-fee')).toHaveText(money(server.fee));
    await expect(page.getByTestId('ticket-supply')).toHaveText(money(server.supply));
    await expect(page.getByTestId('ticket-total')).toHaveText(money(server.total));
    await shots(page, 'ticket-by-staff-detail');

    // The named screen: today's tickets under All, Open and Closed.
    await page.goto(`/ticket-by-staff/${tech}/Noor`);
    await expect(page.getByRole('heading', { name: 'Noor' })).toBeVisible();
    await expect(page.getByRole('tab', { name: `All (${answer.tickets.length})` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: `Closed (${closed})` })).toBeVisible();
    await expect(page.getByTestId('staff-ticket')).toHaveCount(answer.tickets.length);
    await shot(page, 'tickets-by-staff-named');
  });

  test('staff reviews: the smiley and its label', { tag: '@undated' }, async ({ page }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const comment = `Chipped in two days ${Date.now()}`;
    const ticket = await closeTicket(page, tech, { star: 2, comment });
    await signInByApi(page, PHONES.manager, { path: '/reviewInformation' });
    await expect(page).toHaveTitle('Chairside – Staff Reviews');
    const review = page.getByTestId('staff-review').filter({ hasText: comment });
    await expect(review).toHaveCount(1);
    await expect(review.getByTestId('review-feedback')).toHaveText('Bad');
    await expect(review).toContainText(`Ticket #${ticket.billNumber}`);
    await shots(page, 'staff-reviews');
  });

  test("approving a reassignment moves the appointment off the technician's open calendar", {
    tag: '@undated',
  }, async ({ page, browser, baseURL }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const customerName = `Reassign Approve ${Date.now()}`;
    const booked = await bookAppointment(page, tech, { openDay: 2, customerName });

    // The technician's calendar of that day, open on their phone.
    const techContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await alignBrowserClock(techContext, baseURL ?? '');
    const techPage = await techContext.newPage();
    try {
      const live = await watchLive(techPage);
      await signInByApi(techPage, TECH, { salon: SALON, path: `/?day=${booked.day}` });
      const calendar = techPage.getByRole('region', { name: 'My appointments' });
      const card = calendar.getByRole('button', { name: new RegExp(`${clockOf(booked.startTime)} to`) });
      await expect(card).toBeVisible();
      await live.subscribed(staffAppointmentsTopic(tech));
      await askToReassign(baseURL ?? '', booked.id, 'BUSY', 'Running late');

      await signInByApi(page, PHONES.manager, { path: '/reassignTickets' });
      const request = page.getByTestId('reassign-request').filter({ hasText: customerName });
      await expect(request).toContainText('Busy');
      await expect(request).toContainText('Running late');
      const assign = request.getByRole('button', { name: 'Assign' });
      await expect(assign).toBeDisabled();
      const choice = request.getByTestId('staff-available').getByRole('radio').first();
      const chosen =
        (await request.getByTestId('staff-available').locator('label').first().textContent()) ?? '';
      await choice.check();
      await shots(page, 'reassign-requests');
      await assign.click();
      const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
      await expect(dialog).toContainText(customerName);
      await dialog.getByRole('button', { name: 'Yes' }).click();
      await expect(
        page.getByTestId('toast').filter({ hasText: `Assigned to ${chosen.trim()}` }),
      ).toBeVisible();
      await expect(request).toHaveCount(0);

      // The technician's calendar follows without a reload.
      await expect(card).toHaveCount(0);
      const detail = await payload<{ staffId: number; reassignment: { status: string } | null }>(
        page,
        `/api/v1/appointment/getAppointmentById/${booked.id}`,
      );
      expect(detail.staffId).not.toBe(tech);
      expect(detail.reassignment?.status).toBe('DONE');
      // The technician who asked sees who has it now.
      await techPage.goto(`/appointment-staff/${booked.id}`);
      await expect(techPage.getByTestId('reassignment')).toContainText(
        `gave this appointment to ${chosen.trim()}`,
      );
    } finally {
      await techContext.close();
    }
  });

  test('declining a reassignment: the reason, and the request is gone', { tag: '@undated' }, async ({
    page,
    baseURL,
  }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const customerName = `Reassign Decline ${Date.now()}`;
    const booked = await bookAppointment(page, tech, { openDay: 2, customerName });
    await askToReassign(baseURL ?? '', booked.id, 'SICK', '');
    await signInByApi(page, PHONES.manager, { path: '/reassignTickets' });
    const request = page.getByTestId('reassign-request').filter({ hasText: customerName });
    await request.getByRole('button', { name: 'Decline' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline Request' });
    const yes = dialog.getByRole('button', { name: 'Yes' });
    await expect(yes).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Nobody else does gel');
    await shot(page, 'reassign-decline');
    await yes.click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Request declined' })).toBeVisible();
    await expect(request).toHaveCount(0);
    const detail = await payload<{
      staffId: number;
      reassignment: { status: string; declineReason?: string | null } | null;
    }>(page, `/api/v1/appointment/getAppointmentById/${booked.id}`);
    expect(detail.staffId).toBe(tech);
    expect(detail.reassignment).toMatchObject({ status: 'DECLINED', declineReason: 'Nobody else does gel' });
    // The technician sees the answer on the appointment.
    await signInByApi(page, TECH, { salon: SALON, path: `/appointment-staff/${booked.id}` });
    await expect(page.getByTestId('reassignment')).toContainText(
      'declined the reassignment: Nobody else does gel',
    );
  });

  test('each screen opens offline once seen, with its data age', { tag: ['@undated', OFFLINE] }, async ({
    page,
    context,
  }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const ticket = await closeTicket(page, tech);
    await signInByApi(page, PHONES.manager, { path: '/summary-report' });
    await controlledByServiceWorker(page);
    const screens: [string, string][] = [
      ['/summary-report', 'summary-figures'],
      ['/staff-list', 'staff-daily'],
      [`/ticket-by-staff/${tech}?tab=CLOSED`, 'staff-ticket'],
      [`/ticket-by-staff/${tech}/ticket/${ticket.billId}`, 'ticket-fee'],
      ['/reviewInformation', 'staff-review'],
      ['/reassignTickets', 'data-age'],
    ];
    for (const [path, testId] of screens) {
      await page.goto(path);
      await expect(page.getByTestId(testId).first()).toBeVisible();
      await expect(page.getByTestId('data-age')).toContainText(/Updated|Refreshing/);
    }
    await context.setOffline(true);
    try {
      for (const [path, testId] of screens) {
        await page.goto(path);
        await expect(page.getByTestId(testId).first()).toBeVisible();
        await expect(page.getByTestId('data-age')).toContainText('Updated');
      }
      await shot(page, 'reassign-requests-offline');
    } finally {
      await context.setOffline(false);
    }
  });
});

/** The salon of the signed-in manager (the app keeps it in local storage). */
async function shopIdOf(page: Page): Promise<number> {
  const res = await page.request.get(`/api/v1/staff/sign-in-by-phone/${PHONES.manager}`);
  const records = ((await res.json()) as { payload: { shopId: number; companyName: string }[] }).payload;
  const found = records.find((r) => r.companyName === SALON);
  if (!found) throw new Error(`no ${SALON}`);
  return found.shopId;
}

/** The technician asks the salon's manager, from their own phone, to hand the appointment on. */
async function askToReassign(baseURL: string, appointmentId: number, type: string, note: string) {
  const tech = await staffApi(baseURL, TECH, SALON);
  try {
    const list = (await (await tech.api.get('/api/v1/staff/list')).json()) as {
      payload: { id: number; positionName: string }[];
    };
    const to = list.payload.find((s) => s.positionName === 'Admin')?.id ?? 0;
    const asked = await tech.api.post('/api/v1/appointment/assignToStaff', {
      data: { appointmentId, staffIdFrom: tech.staffId, staffIdTo: to, type, note },
    });
    expect(asked.ok(), `assignToStaff answered ${asked.status()}`).toBe(true);
  } finally {
    await tech.api.dispose();
  }
}
