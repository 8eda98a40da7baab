import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  controlledByServiceWorker,
  expect,
  OFFLINE,
  PHONES,
  shot,
  shots,
  signInByApi,
  test,
} from './support.ts';

/**
 * Customers (spec part 2 §2): the tiles, the groups with their filter sheet, the search with its pages,
 * a customer's About and History, Edit Information with its masks, the CSV export and the screens offline.
 * Every figure is checked against what the server answers the same manager at that moment, so the demo
 * data's shape and today's date do not matter.
 */

interface Row {
  customerId: number;
  customerName: string;
  customerPhone: string;
  amountSpend: number;
}
interface Page10 {
  customers: Row[];
  total: number;
  totalSpendAmount: number;
  totalPoint: number;
}
interface Summary {
  totalCustomer: number;
  totalAppointment: number;
  totalWalkIn: number;
  totalLoyalty: number;
  totalNotReturn: number;
  totalReturn: number;
  totalBirthdayMonthly: number;
}

async function payload<T>(answer: Promise<{ ok: () => boolean; json: () => Promise<unknown> }>): Promise<T> {
  const res = await answer;
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { payload: T }).payload;
}
const summaryOf = (page: Page) => payload<Summary>(page.request.get('/api/customer/summary'));
const groupOf = (page: Page, body: Record<string, unknown>) =>
  payload<Page10>(page.request.post('/api/customer/filterByGroup', { data: { page: 1, ...body } }));

const count = (n: number) => n.toLocaleString('en-US');
const money = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('customers', () => {
  test('Customer Report: statistic and group tiles, each group opening with its title and columns', async ({
    page,
  }) => {
    await signInByApi(page, PHONES.manager, { path: '/customer-report' });
    await expect(page).toHaveTitle('Chairside – Customer Report');
    const summary = await summaryOf(page);
    const tiles = page.getByTestId('statistic-tiles');
    await expect(tiles.getByText('Customers', { exact: true })).toBeVisible();
    await expect(tiles).toContainText(String(summary.totalCustomer));
    await expect(tiles).toContainText(`Appointment${summary.totalAppointment}`);
    await expect(tiles).toContainText(`Walk-In${summary.totalWalkIn}`);
    const groups = page.getByTestId('group-tiles');
    await expect(groups.getByRole('link', { name: `Loyalty group: ${summary.totalLoyalty}` })).toBeVisible();
    await expect(
      groups.getByRole('link', { name: `Group at risk: ${summary.totalNotReturn}` }),
    ).toBeVisible();
    await expect(groups.getByRole('link', { name: `Group return: ${summary.totalReturn}` })).toBeVisible();
    await expect(
      groups.getByRole('link', { name: `Birthday coming: ${summary.totalBirthdayMonthly}` }),
    ).toBeVisible();
    await expect(page.getByTestId('customer-row')).toHaveCount(Math.min(10, summary.totalCustomer));
    await shots(page, 'customer-report');

    await groups.getByRole('link', { name: /^Loyalty group/ }).click();
    await expect(page).toHaveURL(/\/customer-group\/LOYALTY$/);
    await expect(page.getByRole('heading', { name: 'Loyalty Group', level: 1 })).toBeVisible();
    const headers = page.getByTestId('customer-table').getByRole('columnheader');
    await expect(headers).toHaveText(['Name', 'Phone', 'Spent', 'Point']);
    const loyal = await groupOf(page, { type: 'LOYALTY' });
    const totals = page.getByTestId('group-totals');
    await expect(totals).toContainText(`Total customers${count(loyal.total)}`);
    await expect(totals).toContainText(`Total spent${money(loyal.totalSpendAmount)}`);
    await expect(totals).toContainText(`Total points${count(loyal.totalPoint)}`);
    // Phones masked to their last 4 digits.
    const first = loyal.customers[0];
    if (first) {
      const row = page.getByTestId('customer-row').first();
      await expect(row).toContainText(first.customerName);
      await expect(row).toContainText(`(***) ***-${first.customerPhone.slice(-4)}`);
      await expect(row).not.toContainText(first.customerPhone.slice(0, 6));
    }
    await shots(page, 'customer-group-loyalty');

    for (const [group, title, columns] of [
      ['NO_VISIT', 'Group At Risk', ['Name', 'Phone', 'Recent Date', "Haven't Returned (days)"]],
      ['BEST_RETURN', 'Group Returned', ['Name', 'Phone', 'Recent Date', 'Returned (days)']],
      ['BIRTHDAY', 'Birthday Coming', ['Name', 'Phone', 'DOB']],
      ['EVERYONE', 'Group Customer', ['Name', 'Phone', 'Create Date']],
    ] as const) {
      await page.goto(`/customer-group/${group}`);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      const answer = await groupOf(page, { type: group === 'EVERYONE' ? 'ALL' : group });
      if (answer.total > 0) await expect(headers).toHaveText([...columns]);
      else await expect(page.getByText('No data', { exact: true })).toBeVisible();
      await expect(page.getByTestId('open-filter')).toHaveCount(group === 'BIRTHDAY' ? 0 : 1);
    }
  });

  test('the filter sheet: presets to bounds, sliders a step apart, kept between visits', async ({ page }) => {
    await signInByApi(page, PHONES.manager, { path: '/customer-group/EVERYONE' });
    await expect(page.getByRole('heading', { name: 'Group Customer', level: 1 })).toBeVisible();
    await page.getByTestId('open-filter').click();
    const sheet = page.getByRole('dialog', { name: 'Filter' });
    await expect(sheet).toBeVisible();
    await sheet.getByTestId('filter-amount').getByText('Over 1,000', { exact: true }).click();
    await expect(sheet.getByTestId('filter-amount-value')).toHaveText('$1,000 – $100,000+');
    const over1000 = await groupOf(page, { type: 'ALL', amountFrom: 1000 });
    const totals = page.getByTestId('group-totals');
    await expect(totals).toContainText(`Total customers${count(over1000.total)}`);
    // The highest points thumb moved down onto the lowest stops one step (100) above it.
    await sheet.getByTestId('filter-points').getByText('501-1000', { exact: true }).click();
    await expect(sheet.getByTestId('filter-points-value')).toHaveText('500 – 1000');
    await sheet.getByRole('slider', { name: 'Points, highest' }).focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
    await expect(sheet.getByTestId('filter-points-value')).toHaveText('500 – 600');
    await expect(sheet.getByTestId('filter-points').getByRole('radio', { checked: true })).toHaveCount(0);
    await sheet.getByTestId('filter-points').getByText('None', { exact: true }).click();
    await expect(sheet.getByTestId('filter-points-value')).toHaveText('0 – 10000+');
    await sheet.getByTestId('filter-weeks').getByText('2-4', { exact: true }).click();
    await expect(sheet.getByTestId('filter-weeks-value')).toHaveText('2 wk – 4 wk');
    await shot(page, 'customer-filter-sheet');
    await sheet.getByRole('button', { name: 'Done' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('open-filter')).toHaveText('Filter (on)');
    const filtered = await totals.textContent();

    // Kept between visits.
    await page.goto('/customer-report');
    await expect(page.getByTestId('statistic-tiles')).toBeVisible();
    await page.goto('/customer-group/EVERYONE');
    await expect(page.getByTestId('open-filter')).toHaveText('Filter (on)');
    if (filtered) await expect(totals).toHaveText(filtered);
    await page.getByTestId('open-filter').click();
    await page.getByRole('dialog', { name: 'Filter' }).getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('dialog', { name: 'Filter' }).getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('open-filter')).toHaveText('Filter');
  });

  test('search: trimmed, 10 a page, the pager', { tag: '@undated' }, async ({ page }) => {
    // The pages the screen asks for: one request a page turn (the route's loader's, not the screen's
    // again a moment later).
    const pagesAsked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/getAllCustomerAutoSearchPage') && request.frame() === page.mainFrame())
        pagesAsked.push(url.searchParams.get('page') ?? '1');
    });
    await signInByApi(page, PHONES.manager, { path: '/customer-report' });
    const everyone = await payload<Page10>(page.request.get('/api/v1/customer/getAllCustomerAutoSearchPage'));
    await expect(page.getByTestId('customer-count')).toHaveText(`${everyone.total} customers`);
    await expect(page.getByTestId('pager-page')).toHaveText(`Page 1 of ${Math.ceil(everyone.total / 10)}`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('pager-page')).toHaveText(`Page 2 of ${Math.ceil(everyone.total / 10)}`);
    await expect(page).toHaveURL(/page=2/);
    await page.waitForLoadState('networkidle');
    expect(pagesAsked.filter((p) => p === '2')).toHaveLength(1);

    // A customer's last name, typed with spaces around it.
    const someone = everyone.customers[0];
    if (!someone) throw new Error('no customers');
    const word = someone.customerName.split(' ').at(-1) ?? someone.customerName;
    const found = await payload<Page10>(
      page.request.get(`/api/v1/customer/getAllCustomerAutoSearchPage?keyWord=${encodeURIComponent(word)}`),
    );
    await page.getByRole('searchbox', { name: 'Search' }).fill(`  ${word} `);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
    await expect(page.getByTestId('customer-count')).toHaveText(
      found.total === 1 ? '1 customer' : `${found.total} customers`,
    );
    await expect(page.getByTestId('pager-page')).toHaveText(
      `Page 1 of ${Math.max(1, Math.ceil(found.total / 10))}`,
    );
    await expect(page.getByTestId('customer-row').first()).toContainText(word);
    // By the last 4 digits of a phone.
    await page.getByRole('searchbox', { name: 'Search' }).fill(someone.customerPhone.slice(-4));
    await expect(page.getByTestId('customer-row').filter({ hasText: someone.customerName })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('zzzz nobody');
    await expect(page.getByText('No data', { exact: true })).toBeVisible();
    await shot(page, 'customer-search-empty');
  });

  test('a customer: About, History, and Edit Information with its masks', async ({ page }) => {
    await signInByApi(page, PHONES.manager, { path: '/customer-report' });
    const loyal = await groupOf(page, { type: 'ALL', amountFrom: 100 });
    const customer = loyal.customers[0];
    if (!customer) throw new Error('no customer who bought anything');
    const other = (await groupOf(page, { type: 'ALL', page: 2 })).customers[0];
    await page.getByTestId('customer-row').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/customer\/\d+$/);
    await page.goto(`/customer/${customer.customerId}`);
    const about = page.getByTestId('customer-about');
    await expect(about).toContainText(customer.customerName);
    await expect(page.getByText(money(customer.amountSpend), { exact: true })).toBeVisible();
    await shots(page, 'customer-about');
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByTestId('transaction').first()).toBeVisible();
    await expect(page.getByTestId('transaction').first()).toContainText(/#\d+/);
    await expect(page.getByTestId('transaction').first()).toContainText('Services');
    await shots(page, 'customer-history');

    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/customer/edit/${customer.customerId}$`));
    await expect(page).toHaveTitle('Chairside – Edit Information');
    const phone = page.getByLabel('Phone');
    await phone.fill('');
    await phone.pressSequentially('212555');
    await expect(phone).toHaveValue('(212) 555');
    const suffix = String(1000 + (customer.customerId % 9000)).slice(-4);
    await phone.pressSequentially(`7${suffix}`.slice(0, 4));
    await expect(phone).toHaveValue(`(212) 555-${`7${suffix}`.slice(0, 4)}`);
    const dob = page.getByLabel('Birthday (MM/DD)');
    await dob.fill('');
    await dob.pressSequentially('0625');
    await expect(dob).toHaveValue('06/25');
    await page.getByLabel('Full name').fill('  ');
    await expect(page.getByText('Please enter the full name.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await page.getByLabel('Full name').fill(customer.customerName);
    await shot(page, 'customer-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Updated!' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/customer/${customer.customerId}$`));
    await expect(about).toContainText(`(212) 555-${`7${suffix}`.slice(0, 4)}`);
    await expect(about).toContainText('06/25');

    // A phone another customer has: the server's sentence, and what was typed stays.
    if (other) {
      await page.goto(`/customer/edit/${customer.customerId}`);
      await phone.fill(other.customerPhone);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(
        page.getByTestId('toast').filter({ hasText: 'Another customer of this salon already has the phone' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/customer\/edit\//);
      await expect(phone).toHaveValue(
        `(${other.customerPhone.slice(0, 3)}) ${other.customerPhone.slice(3, 6)}-${other.customerPhone.slice(6)}`,
      );
    }
  });

  test('Not found for a customer that is not there', { tag: '@undated' }, async ({ page }) => {
    await signInByApi(page, PHONES.manager, { path: '/customer/2000000000' });
    await expect(page.getByText('Not found').first()).toBeVisible();
  });

  test('a group exported as a CSV file', { tag: '@undated' }, async ({ page }) => {
    await signInByApi(page, PHONES.manager, { path: '/customer-group/EVERYONE' });
    await expect(page.getByTestId('customer-row').first()).toBeVisible();
    const everyone = await groupOf(page, { type: 'ALL', size: 500 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^customers-group-customer-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const lines = (await readFile(path, 'utf8')).split('\r\n');
    expect(lines[0]).toBe('Name,Phone,Email,Birthday,Spent,Points,Last visit,Created');
    expect(lines).toHaveLength(everyone.total + 2);
    const first = everyone.customers[0];
    if (first) {
      const d = first.customerPhone;
      expect(lines[1]).toContain(`(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`);
      expect(lines[1]).toContain(first.amountSpend.toFixed(2));
    }
    await expect(
      page.getByTestId('toast').filter({ hasText: `${everyone.total} customers exported` }),
    ).toBeVisible();
  });

  test('each screen opens offline once seen; the edit keeps what was typed', {
    tag: ['@undated', OFFLINE],
  }, async ({ page, context }) => {
    await signInByApi(page, PHONES.manager, { path: '/customer-report' });
    await controlledByServiceWorker(page);
    const someone = (await groupOf(page, { type: 'ALL' })).customers[0];
    if (!someone) throw new Error('no customers');
    const screens: [string, string][] = [
      ['/customer-report', 'statistic-tiles'],
      ['/customers', 'customer-row'],
      ['/customer-group/LOYALTY', 'data-age'],
      [`/customer/${someone.customerId}`, 'customer-about'],
      [`/customer/edit/${someone.customerId}`, 'save-customer'],
    ];
    for (const [path, testId] of screens) {
      await page.goto(path);
      await expect(page.getByTestId(testId).first()).toBeVisible();
      await expect(page.getByTestId('data-age').first()).toContainText(/Updated|Refreshing/);
    }
    await context.setOffline(true);
    try {
      for (const [path, testId] of screens.slice(0, 4)) {
        await page.goto(path);
        await expect(page.getByTestId(testId).first()).toBeVisible();
        await expect(page.getByTestId('data-age').first()).toContainText('Updated');
      }
      await shot(page, 'customer-offline');
      await page.goto(`/customer/edit/${someone.customerId}`);
      await expect(page.getByTestId('needs-connection')).toBeVisible();
      await page.getByLabel('City').fill('Offline Town');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByTestId('toast').filter({ hasText: 'This needs a connection' })).toBeVisible();
      await expect(page.getByLabel('City')).toHaveValue('Offline Town');
      await shot(page, 'customer-edit-offline');
    } finally {
      await context.setOffline(false);
    }
  });
});
