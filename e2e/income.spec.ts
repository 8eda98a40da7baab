import type { Page } from '@playwright/test';
import { staffIncomeTopic } from '../server/realtime/bus.ts';
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
  watchLive,
} from './support.ts';

async function openCommission(page: Page) {
  await page.getByRole('tab', { name: 'Commission' }).click();
  await expect(page.getByRole('tab', { name: 'Day' })).toBeVisible();
}

/** Opens Day, Week and Range in turn, each with its figures and their time; `then` runs on each. */
async function eachPeriod(page: Page, then?: (tab: string) => Promise<void>) {
  const totals = page.getByTestId('income-totals');
  for (const tab of ['Day', 'Week', 'Range']) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(totals).toBeVisible();
    await expect(totals).toContainText('Comm + Tip');
    await expect(page.getByTestId('data-age').last()).toContainText('Updated');
    await then?.(tab);
  }
}

test.describe('commission and tickets', () => {
  test('each period online, with its figures and their time', async ({ page }) => {
    await signInByApi(page, PHONES.staff);
    await openCommission(page);
    await eachPeriod(page, (tab) => shot(page, `commission-${tab.toLowerCase()}`));
    await expect(page.getByTestId('ticket-history')).toBeVisible();
    await expect(page.getByTestId('income-period')).toContainText('–');
  });

  test('each period offline, from the cache with its time', { tag: OFFLINE }, async ({ page, context }) => {
    await signInByApi(page, PHONES.staff);
    await openCommission(page);
    // Seen once online: the periods' figures are on the phone.
    await eachPeriod(page);
    // Offline: the service worker serves the app, IndexedDB the figures.
    await controlledByServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Commission' })).toHaveAttribute('aria-selected', 'true');
    await eachPeriod(page);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await shot(page, 'commission-offline');
    await context.setOffline(false);
  });

  test('the range refuses an end before the start', { tag: '@undated' }, async ({ page }) => {
    await signInByApi(page, PHONES.staff);
    await openCommission(page);
    await page.getByRole('tab', { name: 'Range', exact: true }).click();
    // Exact labels: a ticket of the history may be named "Victoria …".
    const fromField = page.getByLabel('From', { exact: true });
    const from = await fromField.inputValue();
    await page.getByLabel('To', { exact: true }).fill(from);
    await fromField.fill(`${Number(from.slice(0, 4)) + 1}${from.slice(4)}`);
    await expect(page.getByText('The end date cannot be before the start date')).toBeVisible();
    await expect(page.getByTestId('income-totals')).toHaveCount(0);
    // A typed end after today is refused too (the picker's own limit does not stop typing).
    await fromField.fill(from);
    await page.getByLabel('To', { exact: true }).fill(`${Number(from.slice(0, 4)) + 1}${from.slice(4)}`);
    await expect(page.getByText('The end date cannot be after today')).toBeVisible();
    await expect(page.getByTestId('income-totals')).toHaveCount(0);
  });

  test('ticket detail with and without a review', { tag: '@undated' }, async ({ page, context }) => {
    await signInByApi(page, PHONES.staff);
    const me = await signedInStaffId(context);
    // Two tickets of today, closed now: one the customer reviewed, one not.
    const reviewed = await closeTicket(page, me, { star: 5, comment: 'Perfect almond shape' });
    const unreviewed = await closeTicket(page, me);
    await openCommission(page);
    await page.getByRole('tab', { name: 'Day', exact: true }).click();
    for (const [ticket, reviewedCase] of [
      [reviewed, true],
      [unreviewed, false],
    ] as const) {
      await page.getByRole('button', { name: new RegExp(`^Ticket #${ticket.billNumber},`) }).click();
      await expect(page).toHaveURL(/\/ticketdetail$/);
      await expect(page.getByText(`Ticket #${ticket.billNumber}`)).toBeVisible();
      // 12-hour times, as the lists write them.
      await expect(page.getByTestId('ticket-time')).toHaveText(/^\d{2}-\d{2}-\d{4} [1-9]\d?:\d{2} [AP]M$/);
      const review = page.getByTestId('ticket-review');
      if (reviewedCase) {
        await expect(review).toContainText('Great');
        await expect(review).toContainText('Perfect almond shape');
      } else await expect(review).toContainText('Customers have not reviewed yet');
      await shot(page, reviewedCase ? 'ticket-detail-reviewed' : 'ticket-detail-unreviewed');
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByTestId('ticket-history')).toBeVisible();
    }
  });

  test('a ticket closed on the server appears without a reload', { tag: '@undated' }, async ({ page }) => {
    const live = await watchLive(page);
    await signInByApi(page, PHONES.staff);
    const me = await signedInStaffId(page.context());
    await openCommission(page);
    const totals = page.getByTestId('income-totals');
    await expect(totals).toBeVisible();
    const count = async () =>
      Number((await totals.getByText('Tickets').locator('xpath=following-sibling::*[1]').textContent()) ?? 0);
    const before = await count();
    await live.subscribed(staffIncomeTopic(me));
    await closeTicket(page, me);
    await expect.poll(count, { timeout: 10_000 }).toBe(before + 1);
    await shot(page, 'commission-live');
  });
});
