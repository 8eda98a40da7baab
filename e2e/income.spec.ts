import { expect, type Page, test } from '@playwright/test';
import { PHONES, shot, signIn } from './support.ts';

interface IncomeTicket {
  id: number;
  billNumber: number;
  star: number;
  total: number;
}

async function staffId(page: Page): Promise<number> {
  return Number((await page.context().cookies()).find((c) => c.name === 'staffid')?.value);
}

async function openCommission(page: Page) {
  await page.getByRole('tab', { name: 'Commission' }).click();
  await expect(page.getByRole('tab', { name: 'Day' })).toBeVisible();
}

test.describe('commission and tickets', () => {
  test('each period online and offline, from the cache with its time', async ({ page, context }) => {
    await signIn(page, PHONES.staff);
    await openCommission(page);
    const totals = page.getByTestId('income-totals');
    for (const tab of ['Day', 'Week', 'Range']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(totals).toBeVisible();
      await expect(totals).toContainText('Comm + Tip');
      await expect(page.getByTestId('data-age').last()).toContainText('Updated');
      await shot(page, `commission-${tab.toLowerCase()}`);
    }
    await expect(page.getByTestId('ticket-history')).toBeVisible();
    await expect(page.getByTestId('income-period')).toContainText('–');

    // Offline: the service worker serves the app, IndexedDB the figures.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Commission' })).toHaveAttribute('aria-selected', 'true');
    for (const tab of ['Day', 'Week', 'Range']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(totals).toBeVisible();
      await expect(page.getByTestId('data-age').last()).toContainText('Updated');
    }
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await shot(page, 'commission-offline');
    await context.setOffline(false);
  });

  test('the range refuses an end before the start', async ({ page }) => {
    await signIn(page, PHONES.staff);
    await openCommission(page);
    await page.getByRole('tab', { name: 'Range', exact: true }).click();
    const from = await page.getByLabel('From').inputValue();
    await page.getByLabel('To').fill(from);
    await page.getByLabel('From').fill(`${Number(from.slice(0, 4)) + 1}${from.slice(4)}`);
    await expect(page.getByText('The end date cannot be before the start date')).toBeVisible();
    await expect(page.getByTestId('income-totals')).toHaveCount(0);
  });

  test('ticket detail with and without a review', async ({ page }) => {
    await signIn(page, PHONES.staff);
    await openCommission(page);
    const id = await staffId(page);
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 13 * 86_400_000).toISOString().slice(0, 10);
    const res = await page.request.get(
      `/api/v1/report/getBillByStaff?type=RANGE&staffId=${id}&startDate=${from}&endDate=${to}`,
    );
    const body = (await res.json()) as { message: string; payload: { tickets: IncomeTicket[] } | null };
    if (!body.payload) throw new Error(`getBillByStaff answered ${res.status()}: ${body.message}`);
    const tickets = body.payload.tickets;
    const reviewed = tickets.find((t) => t.star > 0);
    const unreviewed = tickets.find((t) => t.star === 0);
    expect(reviewed && unreviewed).toBeTruthy();

    await page.getByRole('tab', { name: 'Range', exact: true }).click();
    await page.getByLabel('From').fill(from);
    await page.getByLabel('To').fill(to);
    for (const [ticket, reviewedCase] of [
      [reviewed, true],
      [unreviewed, false],
    ] as const) {
      await page.getByRole('button', { name: new RegExp(`^Ticket #${ticket?.billNumber},`) }).click();
      await expect(page).toHaveURL(/\/ticketdetail$/);
      await expect(page.getByText(`Ticket #${ticket?.billNumber}`)).toBeVisible();
      const review = page.getByTestId('ticket-review');
      if (reviewedCase) await expect(review).toContainText(/Terrible|Bad|Okay|Good|Great/);
      else await expect(review).toContainText('Customers have not reviewed yet');
      await shot(page, reviewedCase ? 'ticket-detail-reviewed' : 'ticket-detail-unreviewed');
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByTestId('ticket-history')).toBeVisible();
    }
  });

  test('a ticket closed on the server appears without a reload', async ({ page }) => {
    await signIn(page, PHONES.staff);
    await openCommission(page);
    const totals = page.getByTestId('income-totals');
    await expect(totals).toBeVisible();
    const count = async () =>
      Number((await totals.getByText('Tickets').locator('xpath=following-sibling::*[1]').textContent()) ?? 0);
    const before = await count();
    // Give the live connection a moment to subscribe.
    await page.waitForTimeout(1000);
    const closed = await page.request.post('/api/v1/demo/close-ticket', {
      data: { staffId: await staffId(page) },
    });
    expect(closed.ok()).toBe(true);
    await expect.poll(count, { timeout: 10_000 }).toBe(before + 1);
    await shot(page, 'commission-live');
  });
});
