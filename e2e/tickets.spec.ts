import type { Page } from '@playwright/test';
import { TICKET_DAYS_BACK } from '../server/db/seed/base.ts';
import { staffIncomeTopic } from '../server/realtime/bus.ts';
import { alignBrowserClock } from './clock.ts';
import {
  closeTicket,
  controlledByServiceWorker,
  expect,
  OFFLINE,
  PHONES,
  pickDay,
  shots,
  signIn,
  signInByApi,
  staffIdOf,
  test,
  watchLive,
} from './support.ts';

/** Polished Studio: the demo manager's salon, with two technicians. */
const SALON = 'Polished Studio';
const TECH = '5550100004';
const COWORKER = '5550100001';

interface ServerTicket {
  billNumber: number;
  tip: number;
  total: number;
  status: string;
  refunded: number;
  refundable: number;
  tipShares: { staffId: number; name: string; tipAmount: number }[];
  history: { kind: string }[];
  payments: { method: string }[];
}

/** The ticket as the server has it (the signed-in manager's session). */
async function serverTicket(page: Page, billId: number): Promise<ServerTicket> {
  const res = await page.request.get(`/api/v1/report/getBillDetailV2?billId=${billId}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { payload: ServerTicket }).payload;
}

const money = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const amountOf = (text: string | null) => Number((text ?? '').replace(/[$,\s]/g, ''));

/** "Today, Mon 11-23-2026" → 2026-11-23. */
function isoOf(text: string | null): string {
  const m = /(\d{2})-(\d{2})-(\d{4})/.exec(text ?? '');
  if (!m) throw new Error(`no date in ${text}`);
  return `${m[3]}-${m[1]}-${m[2]}`;
}
const utcOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
const shift = (iso: string, days: number) =>
  new Date(utcOf(iso).getTime() + days * 86_400_000).toISOString().slice(0, 10);

async function openMenuEntry(page: Page, label: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Manager menu' }).getByText(label, { exact: true }).click();
}

async function openTicket(page: Page, billId: number) {
  await page.goto(`/ticketDetailV2/${billId}`);
  await expect(page.getByTestId('ticket-status')).toBeVisible();
}

test.describe('manager tickets', () => {
  test('Closed Tickets: pages of 10, the remembered day and an empty day', async ({ page }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    // At least 11 tickets today, whatever else the day holds: two pages at least.
    for (let i = 0; i < 11; i++) await closeTicket(page, tech);
    await signInByApi(page, PHONES.manager);
    await expect(page).toHaveURL(/\/overview/);
    await openMenuEntry(page, 'Closed Tickets');
    await expect(page).toHaveURL(/\/tickets/);
    await expect(page).toHaveTitle('Chairside – Closed Tickets');
    const header = page.getByTestId('tickets-day');
    await expect(header).toHaveText(/^Today, (Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{2}-\d{2}-\d{4}$/);
    const today = isoOf(await header.textContent());

    const res = await page.request.get(
      `/api/v1/report/getBillV2?startTime=${today}&type=CLOSE&page=1&limit=10`,
    );
    const { totalPage, totalItems } = (
      (await res.json()) as { payload: { totalPage: number; totalItems: number } }
    ).payload;
    expect(totalItems).toBeGreaterThanOrEqual(11);
    const cards = page.getByTestId('ticket-card');
    await expect(cards).toHaveCount(10);
    await expect(page.getByTestId('pager-page')).toHaveText(`Page 1 of ${totalPage}`);
    await expect(cards.first()).toContainText(/Check-in [1-9]\d?:\d{2} [AP]M · Closed [1-9]\d?:\d{2} [AP]M/);
    await expect(page.getByTestId('data-age')).toContainText(/Updated|Refreshing/);
    await shots(page, 'tickets-page-1');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('pager-page')).toHaveText(`Page 2 of ${totalPage}`);
    await expect(cards).toHaveCount(Math.min(10, totalItems - 10));
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByTestId('pager-page')).toHaveText(`Page 1 of ${totalPage}`);

    // A day chosen is the day shown when the manager comes back.
    const yesterday = shift(today, -1);
    await pickDay(page, 'Day', utcOf(yesterday), 'Previous month');
    await expect(header).toHaveText(/^Yesterday, /);
    await expect(page.getByTestId('pager-page').or(page.getByText('No tickets found'))).toBeVisible();
    await openMenuEntry(page, 'Overview');
    await expect(page).toHaveURL(/\/overview/);
    await openMenuEntry(page, 'Closed Tickets');
    await expect(header).toHaveText(/^Yesterday, /);
    expect(isoOf(await header.textContent())).toBe(yesterday);

    // A day before the demo's history: nothing closed.
    await page.goto(`/tickets?day=${shift(today, -(TICKET_DAYS_BACK + 30))}`);
    await expect(page.getByText('No tickets found')).toBeVisible();
    await expect(page.getByTestId('pager-page')).toHaveCount(0);
    await shots(page, 'tickets-empty');
  });

  test('Add Tip with one staff member: Done, Success, and the change in the history', {
    tag: '@undated',
  }, async ({ page }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const ticket = await closeTicket(page, tech, { star: 5, comment: 'Perfect gel fill' });
    await signInByApi(page, PHONES.manager);
    const before = await serverTicket(page, ticket.billId);
    await openTicket(page, ticket.billId);
    await expect(page).toHaveTitle(`Chairside – Ticket #${ticket.billNumber}`);
    await expect(page.getByTestId('ticket-total')).toHaveText(money(before.total));
    await expect(page.getByTestId('tip-share')).toHaveText(money(before.tip));
    // The demo fixture pays by card or in cash: a card fee row goes with a card payment only.
    const byCard = before.payments.some((p) => p.method === 'CREDIT_CARD');
    await expect(page.getByTestId('payments').getByText(/^Card fee/)).toHaveCount(byCard ? 1 : 0);
    await expect(page.getByText('Perfect gel fill')).toBeVisible();
    await expect(page.getByTestId('ticket-history')).toContainText('No changes since checkout.');
    await shots(page, 'ticket-detail');

    await page.getByRole('link', { name: 'Adjust Tip' }).click();
    await expect(page).toHaveURL(new RegExp(`/ticketDetailV2/${ticket.billId}/adjust-tip$`));
    await expect(page).toHaveTitle('Chairside – Add Tip');
    for (const option of ['No Tip', '15%', '20%', '25%']) {
      await expect(page.getByRole('button', { name: new RegExp(`^${option}`) })).toBeVisible();
    }
    // 20 % of the ticket before its tip.
    const base = Math.round((before.total - before.tip) * 100);
    const twenty = Math.floor((base * 20 + 50) / 100) / 100;
    await page.getByRole('button', { name: /^20%/ }).click();
    await expect(page.getByLabel('Tip amount')).toHaveValue(twenty.toFixed(2));
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await shots(page, 'adjust-tip');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Success' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/ticketDetailV2/${ticket.billId}$`));
    await expect(page.getByTestId('tip-share')).toHaveText(money(twenty));
    await expect(page.getByTestId('ticket-history').getByRole('listitem')).toHaveText(
      new RegExp(
        `^Tip \\${money(before.tip)} → \\${money(twenty)}, by [A-Z][a-z]+ [A-Z][a-z]+, \\d{2}-\\d{2}-\\d{4} \\d{1,2}:\\d{2} [AP]M$`,
      ),
    );
    const after = await serverTicket(page, ticket.billId);
    expect(after.tip).toBe(twenty);
    expect(after.total).toBeCloseTo(before.total - before.tip + twenty, 2);
    expect(after.history.filter((h) => h.kind === 'TIP')).toHaveLength(1);
  });

  test('Split Tip with several staff: Continue, each method and the mismatch alert', {
    tag: '@undated',
  }, async ({ page }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const coworker = await staffIdOf(page, COWORKER, SALON);
    const ticket = await closeTicket(page, tech, undefined, [coworker]);
    await signInByApi(page, PHONES.manager);
    await openTicket(page, ticket.billId);
    await expect(page.getByTestId('tip-share')).toHaveCount(2);
    await page.getByRole('link', { name: 'Adjust Tip' }).click();
    await page.getByLabel('Tip amount').fill('30');
    await expect(page.getByRole('button', { name: 'Done' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/ticketDetailV2/${ticket.billId}/split-tip\\?amount=30$`));
    await expect(page).toHaveTitle('Chairside – Split Tip');
    await expect(page.getByLabel('Total tip')).toHaveValue('30.00');

    const amounts = page.getByTestId('split-amount');
    const shown = async () => (await amounts.allTextContents()).map(amountOf);
    // Percent: by service amount, adding up to the cent.
    await expect(amounts).toHaveCount(2);
    expect((await shown()).reduce((a, b) => a + b, 0)).toBeCloseTo(30, 2);
    await expect(page.getByTestId('split-assigned')).toHaveText('$30.00 of $30.00');
    await shots(page, 'split-tip-percent');
    // Even: equal shares, the last the remainder.
    await page.getByText('Even', { exact: true }).click();
    await expect(amounts).toHaveText(['$15.00', '$15.00']);
    await page.getByLabel('Total tip').fill('10.01');
    await expect(amounts).toHaveText(['$5.00', '$5.01']);
    await page.getByLabel('Total tip').fill('30');
    // Manual: typed, only digits and one point.
    await page.getByText('Manual', { exact: true }).click();
    const inputs = page.getByRole('textbox', { name: /^Tip for / });
    await expect(inputs).toHaveCount(2);
    await inputs.nth(0).fill('10');
    await inputs.nth(1).fill('5a.5.0');
    await expect(inputs.nth(1)).toHaveValue('5.50');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('split-mismatch')).toHaveText(
      'Total assigned tips ($15.50) must equal total tip amount ($30.00)',
    );
    await shots(page, 'split-tip-mismatch');
    await inputs.nth(1).fill('20');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Success' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/ticketDetailV2/${ticket.billId}$`));
    await expect(page.getByTestId('tip-share')).toHaveText(['$10.00', '$20.00']);
    await expect(page.getByTestId('ticket-history')).toContainText(/split Manual/);
    const after = await serverTicket(page, ticket.billId);
    expect(after.tip).toBe(30);
    expect(after.tipShares.map((s) => s.tipAmount)).toEqual([10, 20]);

    // Without an amount the total tip is 100.
    await page.goto(`/ticketDetailV2/${ticket.billId}/split-tip`);
    await expect(page.getByLabel('Total tip')).toHaveValue('100.00');
    await expect(page.getByTestId('split-assigned')).toHaveText('$100.00 of $100.00');
  });

  test("a tip changed offline is kept, sent once when back online, and reaches the technician's open Commission tab", {
    tag: ['@undated', OFFLINE],
  }, async ({ page, context, browser, baseURL }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const ticket = await closeTicket(page, tech);

    // The technician's Commission tab, open on their own phone.
    const techContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await alignBrowserClock(techContext, baseURL ?? '');
    const techPage = await techContext.newPage();
    try {
      const techLive = await watchLive(techPage);
      await signInByApi(techPage, TECH, { salon: SALON });
      await techPage.getByRole('tab', { name: 'Commission' }).click();
      const row = techPage.getByRole('button', { name: new RegExp(`^Ticket #${ticket.billNumber},`) });
      await expect(row).toBeVisible();
      await techLive.subscribed(staffIncomeTopic(tech));

      await signInByApi(page, PHONES.manager);
      const before = await serverTicket(page, ticket.billId);
      await openTicket(page, ticket.billId);
      await controlledByServiceWorker(page);
      await expect(page.getByTestId('ticket-status')).toBeVisible();

      await context.setOffline(true);
      await page.getByRole('link', { name: 'Adjust Tip' }).click();
      await page.getByLabel('Tip amount').fill('42.5');
      await page.getByRole('button', { name: 'Done' }).click();
      await expect(
        page.getByTestId('toast').filter({ hasText: 'Saved on this phone, will be sent when online' }),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/ticketDetailV2/${ticket.billId}$`));
      await expect(page.getByTestId('tip-share')).toHaveText('$42.50');
      await expect(page.getByTestId('ticket-total')).toHaveText(money(before.total - before.tip + 42.5));
      await expect(page.getByTestId('queued-badge')).toBeVisible();
      await shots(page, 'ticket-tip-queued');
      // Shown in the day's list too, still offline.
      await page.goto('/tickets');
      const card = page.getByTestId('ticket-card').filter({ hasText: `#${ticket.billNumber}` });
      await expect(card).toContainText('Tip $42.50');
      // Not sent: the server and the technician still have the old tip.
      expect((await serverTicket(techPage, ticket.billId)).tip).toBe(before.tip);
      await expect(row).toContainText(`Tip ${money(before.tip)}`);

      await context.setOffline(false);
      await openTicket(page, ticket.billId);
      await expect(page.getByTestId('queued-badge')).toHaveCount(0);
      await expect.poll(async () => (await serverTicket(page, ticket.billId)).tip).toBe(42.5);
      const after = await serverTicket(page, ticket.billId);
      // Exactly once.
      expect(after.history.filter((h) => h.kind === 'TIP')).toHaveLength(1);
      // The technician's tab follows without a reload.
      await expect(row).toContainText('Tip $42.50');
    } finally {
      await techContext.close();
    }
  });

  test("a tip change the server refuses lands in Needs attention with the server's message", {
    tag: ['@undated', OFFLINE],
  }, async ({ page, context }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const ticket = await closeTicket(page, tech);
    await signInByApi(page, PHONES.manager);
    const before = await serverTicket(page, ticket.billId);
    await openTicket(page, ticket.billId);
    await controlledByServiceWorker(page);
    await expect(page.getByTestId('ticket-status')).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('link', { name: 'Adjust Tip' }).click();
    await page.getByLabel('Tip amount').fill('9');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('queued-badge')).toBeVisible();
    // Meanwhile the ticket is voided at the desk (the test's own requests still reach the server).
    const voided = await page.request.post('/api/v1/bill/void', {
      data: { billId: ticket.billId, reason: 'Wrong ticket' },
    });
    expect(voided.ok()).toBe(true);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const refused = page.getByTestId('refused-change');
    await expect(refused).toContainText(
      `Tip $9.00 on ticket #${ticket.billNumber}: This ticket is voided and can no longer be changed.`,
      { timeout: 20_000 },
    );
    await expect(page.getByTestId('queued-badge')).toHaveCount(0);
    // The ticket as the server has it: voided, its tip unchanged.
    await expect(page.getByTestId('ticket-status')).toHaveText('Voided');
    await expect(page.getByTestId('tip-share')).toHaveText(money(before.tip));
    await page.getByTestId('sync-badge').getByRole('button').click();
    const attention = page.getByTestId('needs-attention');
    await expect(attention).toContainText('This ticket is voided and can no longer be changed.');
    await shots(page, 'ticket-tip-refused');
    const after = await serverTicket(page, ticket.billId);
    expect(after.status).toBe('VOID');
    expect(after.history.map((h) => h.kind)).toEqual(['VOID']);
  });

  test('Refund and Void with their dialogs; offline they say so and keep what was typed', {
    tag: '@undated',
  }, async ({ page, context }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const ticket = await closeTicket(page, tech);
    await signInByApi(page, PHONES.manager);
    const before = await serverTicket(page, ticket.billId);
    await openTicket(page, ticket.billId);

    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund Ticket' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    for (const p of [10, 20, 30, 40, 50, 75, 100])
      await expect(dialog.getByRole('button', { name: `${p}%` })).toBeVisible();
    await dialog.getByRole('button', { name: '50%' }).click();
    const half = Math.floor((Math.round(before.total * 100) * 50 + 50) / 100) / 100;
    await expect(dialog.getByLabel('Refund amount')).toHaveValue(half.toFixed(2));
    // Never more than what is left: refused with what is left, not cut to it.
    await dialog.getByLabel('Refund amount').fill('999999');
    await expect(dialog.getByLabel('Refund amount')).toHaveValue('999999');
    await expect(
      dialog.getByText(`Only ${money(before.refundable)} is left to refund on this ticket.`),
    ).toBeVisible();
    await expect(confirm).toBeDisabled();
    // A third decimal is cut, and said.
    await dialog.getByLabel('Refund amount').fill('5.255');
    await expect(dialog.getByLabel('Refund amount')).toHaveValue('5.25');
    await expect(dialog.getByText('Only 2 decimals are kept: 5.25.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Chipped polish');
    await shots(page, 'refund-dialog');

    // Offline: nothing is sent, the dialog keeps the amount and the reason.
    await context.setOffline(true);
    await expect(dialog.getByTestId('needs-connection')).toBeVisible();
    await confirm.click();
    await expect(page.getByTestId('toast').filter({ hasText: 'This needs a connection' })).toBeVisible();
    await expect(dialog.getByLabel('Refund amount')).toHaveValue('5.25');
    await expect(dialog.getByLabel('Reason')).toHaveValue('Chipped polish');
    await shots(page, 'refund-offline');
    await context.setOffline(false);
    await confirm.click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Success' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('ticket-refunded')).toHaveText('-$5.25');
    await expect(page.getByTestId('ticket-history')).toContainText(
      'Refunded $0.00 → $5.25 (Chipped polish), by',
    );
    expect((await serverTicket(page, ticket.billId)).refunded).toBe(5.25);

    // The rest, with 100%: the field opens empty, and the dialog closes on a ticket with less left than
    // it just refunded (its amount, drawn once more as it closes, is then past its limit).
    await page.getByRole('button', { name: 'Refund' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Refund amount')).toHaveValue('');
    await dialog.getByRole('button', { name: '100%' }).click();
    const rest = (Math.round(before.refundable * 100) - 525) / 100;
    await expect(dialog.getByLabel('Refund amount')).toHaveValue(rest.toFixed(2));
    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('ticket-refunded')).toHaveText(`-${money(before.refundable)}`);
    expect((await serverTicket(page, ticket.billId)).refundable).toBe(0);

    // Void: the reason dialog with its quick reasons, then the ticket is voided.
    await page.getByRole('button', { name: 'Void' }).click();
    const voidDialog = page.getByRole('dialog', { name: 'Void Ticket' });
    await expect(voidDialog.getByPlaceholder('Please enter reason')).toHaveValue('');
    await expect(voidDialog.getByRole('button', { name: 'Void' })).toBeDisabled();
    // A void's own reasons, not a cancellation's.
    await expect(voidDialog.getByRole('button', { name: 'Busy' })).toHaveCount(0);
    await voidDialog.getByRole('button', { name: 'Customer left' }).click();
    await expect(voidDialog.getByPlaceholder('Please enter reason')).toHaveValue('Customer left');
    await shots(page, 'void-dialog');
    await voidDialog.getByRole('button', { name: 'Void' }).click();
    // The refund's toast may still be showing: the void's is the last one.
    await expect(page.getByTestId('toast').filter({ hasText: 'Success' }).last()).toBeVisible();
    await expect(voidDialog).toBeHidden();
    await expect(page.getByTestId('ticket-status')).toHaveText('Voided');
    await expect(page.getByTestId('void-notice')).toContainText('Reason: Customer left');
    for (const action of ['Void', 'Refund', 'Adjust Tip', 'Update']) {
      await expect(page.getByRole('button', { name: action, exact: true })).toBeDisabled();
    }
    await shots(page, 'ticket-voided');
    const voided = await serverTicket(page, ticket.billId);
    expect(voided.status).toBe('VOID');
    expect(voided.history.map((h) => h.kind)).toEqual(['REFUND', 'REFUND', 'VOID']);
  });

  test('a screen opened asks the server once, not once for its loader and again for itself', {
    tag: '@undated',
  }, async ({ page }) => {
    await signInByApi(page, PHONES.manager);
    await expect(page).toHaveURL(/\/overview/);
    // A day the warm-up does not fetch ahead: the screen's own requests only.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/report/getBillV2') && request.url().includes('startTime=2025-06-15'))
        asked.push(request.url());
    });
    await page.goto('/tickets?day=2025-06-15');
    await expect(page.getByTestId('tickets-day')).toContainText('06-15-2025');
    await page.waitForLoadState('networkidle');
    expect(asked).toHaveLength(1);
  });

  test('Update corrects the customer', { tag: '@undated' }, async ({ page }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const ticket = await closeTicket(page, tech);
    await signInByApi(page, PHONES.manager);
    await openTicket(page, ticket.billId);
    await page.getByRole('button', { name: 'Update' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Ticket' });
    await dialog.getByLabel('Customer name').fill('M');
    await dialog.getByLabel('Customer name').fill('');
    await expect(dialog.getByText('Your input is required')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByLabel('Customer name').fill('Maria Lopez');
    await dialog.getByLabel('Customer phone').fill('408555');
    await expect(dialog.getByText('Please enter the correct format')).toBeVisible();
    await dialog.getByLabel('Customer phone').fill('4085550199');
    await expect(dialog.getByLabel('Customer phone')).toHaveValue('(408) 555-0199');
    await shots(page, 'update-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Updated!' })).toBeVisible();
    await expect(page.getByTestId('ticket-customer')).toHaveText('Maria Lopez');
    await expect(page.getByTestId('ticket-history')).toContainText(
      /Updated: Customer .* → Maria Lopez; Phone .* → 4085550199, by /,
    );
  });

  test("/overview and today's /tickets open offline after sign-in, with their data age", {
    tag: ['@undated', OFFLINE],
  }, async ({ page, context }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const ticket = await closeTicket(page, tech);
    // The day's list is fetched in the background after sign-in, without opening it.
    const warmed = page.waitForResponse((r) => r.url().includes('/report/getBillV2') && r.ok());
    await signIn(page, PHONES.manager);
    await expect(page.getByTestId('overview-figures')).toBeVisible();
    await warmed;
    await controlledByServiceWorker(page);
    await expect(page.getByTestId('overview-figures')).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('overview-figures')).toBeVisible();
    await expect(page.getByTestId('data-age')).toContainText('Updated');
    await openMenuEntry(page, 'Closed Tickets');
    await expect(page).toHaveURL(/\/tickets/);
    await expect(page.getByTestId('ticket-card').first()).toBeVisible();
    await expect(page.getByTestId('data-age')).toContainText('Updated');
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await shots(page, 'tickets-offline');
    // A ticket never opened says it is not on this phone, at once.
    await page
      .getByTestId('ticket-card')
      .filter({ hasText: `#${ticket.billNumber}` })
      .click();
    await expect(page.getByTestId('data-state')).toContainText('This ticket is not on this phone yet.');
    await shots(page, 'ticket-offline-not-on-phone');
    await context.setOffline(false);
  });
});
