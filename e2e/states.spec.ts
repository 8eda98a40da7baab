import {
  closeTicket,
  controlledByServiceWorker,
  expect,
  OFFLINE,
  PHONES,
  shot,
  signedInStaffId,
  signInByApi,
  test,
} from './support.ts';

/** YYYY-MM-DD `days` after the date `day` (calendar arithmetic, no time zone involved). */
function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

test.describe('states that say what they are', () => {
  test('offline, what was never loaded says so at once, where the eye is', { tag: OFFLINE }, async ({
    page,
    context,
  }) => {
    await signInByApi(page, PHONES.staff);
    // Installed: the service worker has the app's every screen (offline, a screen's code comes from it).
    await controlledByServiceWorker(page);
    const ticket = await closeTicket(page, await signedInStaffId(context));
    const today = await page.getByLabel('Choose a day').inputValue();
    await page.getByRole('tab', { name: 'Commission' }).click();
    await page.getByRole('tab', { name: 'Day', exact: true }).click();
    const row = page.getByRole('button', { name: new RegExp(`^Ticket #${ticket.billNumber},`) });
    await expect(row).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    const notice = page.getByTestId('data-state');

    // A period never loaded: not "Loading…" forever.
    await page.getByRole('tab', { name: 'Week', exact: true }).click();
    await expect(notice).toHaveAttribute('data-state', 'offline');
    await expect(notice).toContainText('This period is not on this phone yet.');
    await expect(notice).toBeInViewport();
    await shot(page, 'state-offline-period');

    // A ticket never opened: not a spinner forever.
    await page.getByRole('tab', { name: 'Day', exact: true }).click();
    await row.click();
    await expect(notice).toContainText('This ticket is not on this phone yet.');
    await expect(notice).toBeInViewport();
    await shot(page, 'state-offline-ticket');
    await page.getByRole('button', { name: 'Back' }).click();

    // A day never loaded: said over where the grid would be, never drawn as a free day.
    await page.getByRole('tab', { name: 'Appointment' }).click();
    await page.getByLabel('Choose a day').fill(addDays(today, 40));
    await expect(notice).toContainText('This day is not on this phone yet.');
    await expect(notice).toContainText('Connect to the internet to load it.');
    await expect(notice).toBeInViewport();
    await expect(page.getByRole('region', { name: 'My appointments' })).toHaveCount(0);
    await shot(page, 'state-offline-day');

    // Back online, the day loads by itself.
    await context.setOffline(false);
    await expect(page.getByRole('region', { name: 'My appointments' })).toBeVisible({ timeout: 15_000 });
  });

  test("online, a refused read shows the server's message", async ({ page }) => {
    await signInByApi(page, PHONES.staff);
    await page.getByRole('tab', { name: 'Commission' }).click();
    await page.getByRole('tab', { name: 'Range', exact: true }).click();
    const to = await page.getByLabel('To', { exact: true }).inputValue();
    await page.getByLabel('From', { exact: true }).fill(addDays(to, -400));
    const notice = page.getByTestId('data-state');
    await expect(notice).toHaveAttribute('data-state', 'refused');
    await expect(notice).toContainText('A range can cover at most 366 days; this one covers 401.');
    await expect(notice).not.toContainText('not on this phone');
    await shot(page, 'state-refused-range');
  });

  test('a page that does not exist has a title, the frame and a way home', async ({ page }) => {
    await signInByApi(page, PHONES.staff);
    await expect(page).toHaveTitle('Chairside – Home');
    await page.goto('/no-such-page');
    await expect(page.getByText('404 Not Found')).toBeVisible();
    await expect(page).toHaveTitle('Chairside – Not found');
    await expect(page.getByRole('banner').getByText('Not found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await shot(page, 'not-found');
    await page.getByRole('link', { name: 'Go home' }).click();
    await expect(page.getByTestId('calendar-day')).toBeVisible();
    await expect(page).toHaveTitle('Chairside – Home');
  });
});
