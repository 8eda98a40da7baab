import type { Page } from '@playwright/test';
import type { MarketingAudience, RedeemHistory, ReviewsPage, ShopDay } from '../src/contract/marketing.ts';
import {
  closeTicket,
  controlledByServiceWorker,
  expect,
  OFFLINE,
  PHONES,
  shot,
  shots,
  signInByApi,
  staffIdOf,
  test,
} from './support.ts';

/** Polished Studio: the demo manager's salon (PHONES.manager), with a technician of it. */
const SALON = 'Polished Studio';
const TECH = '5550100004';

const money = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The first MM-DD-YYYY of a text. */
function mdyOf(text: string | null): string {
  const m = /\d{2}-\d{2}-\d{4}/.exec(text ?? '');
  if (!m) throw new Error(`no date in ${text}`);
  return m[0];
}

async function payload<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.ok(), `${url} answered ${res.status()}`).toBe(true);
  return ((await res.json()) as { payload: T }).payload;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

/** The figures shown equal the server's answer for the period shown. */
async function expectFigures(page: Page) {
  // The period's own answer, not the one before standing in while it is asked.
  await expect(page.getByTestId('data-age').first()).toContainText('Updated');
  const period = (await page.getByTestId('period').textContent()) ?? '';
  const [start = '', end = start] = period.match(/\d{2}-\d{2}-\d{4}/g) ?? [];
  const day = await payload<ShopDay>(
    page,
    `/api/v1/report/shop-day?type=FROM-TO&startDate=${start}&endDate=${end}`,
  );
  await expect(page.getByTestId('rating-count'), `the ratings of ${period}`).toHaveText(
    `${day.reviews.count.toLocaleString('en-US')} ${day.reviews.count === 1 ? 'rating' : 'ratings'}`,
  );
  const gift = page.getByTestId('marketing-gift-cards');
  await expect(gift).toContainText(money(day.giftCards.soldAmount));
  await expect(gift).toContainText(money(day.giftCards.redeemedAmount));
  const bookings = page.getByTestId('marketing-bookings');
  await expect(bookings).toContainText(
    `${day.bookings.online + day.bookings.phone + day.bookings.walkIn} in all`,
  );
  return day;
}

test.describe('marketing report', () => {
  test('each tab: reviews, gift cards and bookings of the period; the Coupon card opens its screen', async ({
    page,
  }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    await closeTicket(page, tech, { star: 5, comment: 'Marketing fixture' });
    await signInByApi(page, PHONES.manager);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Manager menu' })
      .getByText('Marketing Report', { exact: true })
      .click();
    await expect(page).toHaveURL(/\/marketing-report/);
    await expect(page).toHaveTitle('Chairside – Marketing Report');
    await expect(page.getByTestId('period')).toHaveText(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{2}-\d{2}-\d{4}$/);
    const today = await expectFigures(page);
    expect(today.reviews.count).toBeGreaterThan(0);
    expect(today.bookings.walkIn).toBeGreaterThan(0);
    await expect(page.getByTestId('marketing-bookings')).toContainText('Walk-in');
    await shots(page, 'marketing-report-today');

    for (const [tab, name] of [
      ['Weekly', 'weekly'],
      ['Monthly', 'monthly'],
      ['Range', 'range'],
    ] as const) {
      const before = (await page.getByTestId('period').textContent()) ?? '';
      await page.getByRole('tab', { name: tab }).click();
      await expect(page).toHaveURL(new RegExp(`tab=${tab.toUpperCase()}`));
      // The new tab's period (Weekly's and Monthly's are written alike).
      await expect(page.getByTestId('period')).not.toHaveText(before);
      await expect(page.getByTestId('period')).toHaveText(/^\d{2}-\d{2}-\d{4} – \d{2}-\d{2}-\d{4}$/);
      await expectFigures(page);
      await shot(page, `marketing-report-${name}`);
    }

    await page.getByRole('link', { name: /^Coupon/ }).click();
    await expect(page).toHaveURL(/\/marketing-report\/coupon/);
    await expect(page).toHaveTitle('Chairside – Coupon');
  });

  test('reviews: the rating summary, the sort, the star filter and the name search', async ({ page }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const comment = `Two stars from the e2e ${Date.now()}`;
    const ticket = await closeTicket(page, tech, { star: 2, comment }, [], { customer: true });
    await signInByApi(page, PHONES.manager, { path: '/marketing-report/reviews-comments' });
    await expect(page).toHaveTitle('Chairside – Reviews & Comments');
    const all = await payload<ReviewsPage>(page, '/api/v1/report/reviews');
    await expect(page.getByTestId('rating-count')).toHaveText(`${all.count.toLocaleString('en-US')} ratings`);
    await expect(page.getByTestId('rating-average')).toHaveText(all.average.toFixed(1));
    // Lasted: the newest first, ours.
    await expect(page.getByTestId('review-card').first()).toContainText(comment);
    await shots(page, 'marketing-reviews');

    await choose(page, 'Sort', 'Highest rated');
    await expect(page).toHaveURL(/sort=HIGHEST/);
    await expect(
      page.getByTestId('review-card').first().getByRole('img', { name: '5.0 out of 5 stars' }),
    ).toBeVisible();

    await choose(page, 'Sort', 'Lasted');
    await choose(page, 'Stars', '2 Stars');
    await expect(page).toHaveURL(/star=2/);
    await expect(page.getByTestId('review-card').first()).toContainText(comment);
    const cards = page.getByTestId('review-card');
    for (const card of await cards.all())
      await expect(card.getByRole('img', { name: '2.0 out of 5 stars' })).toBeVisible();

    await choose(page, 'Stars', 'All Star');
    await page.getByRole('searchbox', { name: 'Search' }).fill(ticket.customerName.slice(0, 6));
    await expect(page).toHaveURL(/q=/);
    const found = await payload<ReviewsPage>(
      page,
      `/api/v1/report/reviews?search=${encodeURIComponent(ticket.customerName.slice(0, 6))}`,
    );
    await expect(page.getByTestId('review-total')).toHaveText(
      found.total === 1 ? '1 review' : `${found.total.toLocaleString('en-US')} reviews`,
    );
    const mine = cards.filter({ hasText: comment });
    await expect(mine.getByTestId('review-customer')).toHaveText(ticket.customerName);
    await expect(mine).toContainText(/\(\*\*\*\) \*\*\*-\d{4}/);
    await shot(page, 'marketing-reviews-search');

    await page.getByRole('searchbox', { name: 'Search' }).fill('Nobody by this name at all');
    await expect(page.getByTestId('reviews-empty')).toHaveText('No data');
  });

  test('coupon: the dashboard of each tab, the redeem history and its source filter', async ({ page }) => {
    const tech = await staffIdOf(page, TECH, SALON);
    const marketing = await closeTicket(page, tech, undefined, [], { coupon: 'MARKETING' });
    await closeTicket(page, tech, undefined, [], { coupon: 'REVIEW' });
    await signInByApi(page, PHONES.manager, { path: '/marketing-report/coupon' });
    const period = page.getByTestId('period');
    await expect(period).toBeVisible();
    const day = mdyOf(await period.textContent());
    const figures = await payload<ShopDay>(
      page,
      `/api/v1/report/shop-day?type=FROM-TO&startDate=${day}&endDate=${day}`,
    );
    expect(figures.coupons.used).toBeGreaterThanOrEqual(2);
    const dashboard = page.getByTestId('coupon-figures');
    for (const [label, value] of [
      ['Coupons Profit', money(figures.coupons.profit)],
      ['Total Bill', money(figures.coupons.totalBill)],
      ['Coupon Used', String(figures.coupons.used)],
      ['Discount', money(figures.coupons.discount)],
    ]) {
      await expect(dashboard).toContainText(`${label}`);
      await expect(dashboard).toContainText(value ?? '');
    }
    const history = await payload<RedeemHistory>(page, `/api/v1/report/redeem-history?date=${day}`);
    const items = page.getByTestId('redeem-item');
    await expect(items).toHaveCount(history.items.length);
    await expect(items.filter({ hasText: marketing.customerName }).first()).toBeVisible();
    await shots(page, 'marketing-coupon-today');

    await choose(page, 'Source', 'Marketing');
    await expect(page).toHaveURL(/source=MARKETING/);
    const onlyMarketing = await payload<RedeemHistory>(
      page,
      `/api/v1/report/redeem-history?date=${day}&source=MARKETING`,
    );
    await expect(items).toHaveCount(onlyMarketing.items.length);
    for (const item of await items.all()) await expect(item).toContainText('Marketing');
    await shot(page, 'marketing-coupon-marketing');

    // Another tab: the dashboard of the month, no redeem history.
    await page.getByRole('tab', { name: 'Monthly' }).click();
    await expect(period).toHaveText(/ – /);
    await expect(dashboard).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Redeem History' })).toBeHidden();
  });

  test('email and SMS: the customers each group reaches, exported as a CSV', async ({ page }) => {
    await signInByApi(page, PHONES.manager, { path: '/marketing-report/email' });
    await expect(page).toHaveTitle('Chairside – Email');
    const audience = await payload<MarketingAudience>(page, '/api/v1/report/marketing-audience');
    const all = audience.groups[0];
    if (!all) throw new Error('no audience');
    const groups = page.getByTestId('audience-group');
    await expect(groups).toHaveCount(audience.groups.length);
    await expect(groups.first().getByTestId('audience-reach')).toContainText(
      `${all.withEmail} of ${all.customers} have an email`,
    );
    await shots(page, 'marketing-email');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      groups.first().getByRole('button', { name: 'Export emails' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^customers-all-customers-emails-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(
      page.getByTestId('toast').filter({ hasText: `${all.withEmail} customers exported` }),
    ).toBeVisible();

    await page.goto('/marketing-report/sms');
    await expect(page).toHaveTitle('Chairside – SMS');
    await expect(page.getByTestId('audience-group').first().getByTestId('audience-reach')).toContainText(
      `${all.withPhone} of ${all.customers} have a mobile number`,
    );
    await shot(page, 'marketing-sms');
  });

  test('each marketing screen opens offline once seen, with its data age', {
    tag: ['@undated', OFFLINE],
  }, async ({ page, context }) => {
    await signInByApi(page, PHONES.manager, { path: '/marketing-report' });
    await controlledByServiceWorker(page);
    const screens: [string, string][] = [
      ['/marketing-report', 'marketing-figures'],
      ['/marketing-report/reviews-comments', 'rating-summary'],
      ['/marketing-report/coupon', 'coupon-figures'],
      ['/marketing-report/email', 'audience-group'],
      ['/marketing-report/sms', 'audience-group'],
    ];
    for (const [path, testId] of screens) {
      await page.goto(path);
      await expect(page.getByTestId(testId).first()).toBeVisible();
      await expect(page.getByTestId('data-age').first()).toContainText(/Updated|Refreshing/);
    }
    await context.setOffline(true);
    try {
      for (const [path, testId] of screens) {
        await page.goto(path);
        await expect(page.getByTestId(testId).first()).toBeVisible();
        await expect(page.getByTestId('data-age').first()).toContainText('Updated');
      }
      await shot(page, 'marketing-sms-offline');
    } finally {
      await context.setOffline(false);
    }
  });
});
