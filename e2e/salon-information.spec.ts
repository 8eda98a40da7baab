import type { Page } from '@playwright/test';
import { solidPng } from '../tests/support/images.ts';
import {
  controlledByServiceWorker,
  expect,
  managerApi,
  OFFLINE,
  PHONES,
  shot,
  shots,
  signInByApi,
  test,
} from './support.ts';

const PNG = solidPng(240, 80, [214, 51, 108]);
const PROMO = solidPng(80, 80, [34, 139, 230]);
const SALON = 'Luxe Nails & Spa';
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

test.describe('salon information', { tag: '@undated' }, () => {
  test('saves only the changed fields, and shows them again after a reload', async ({ page, baseURL }) => {
    await signInByApi(page, PHONES.twoSalons, { salon: SALON, path: '/salon-information' });
    await expect(page).toHaveTitle(/Salon Information/);
    await expect(page.getByText(SALON, { exact: true }).last()).toBeVisible();
    // Name, email and phone are read, not edited.
    await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveCount(0);
    await expect(page.getByLabel('City')).toBeEditable();
    await shots(page, 'salon-information');

    // Another manager changes the address meanwhile: saving the city and the link keeps it.
    const other = await managerApi(baseURL ?? '');
    const address = `${Date.now() % 1000} Other St`;
    expect((await other.api.put('/api/v1/shop/update', { data: { address } })).status()).toBe(200);
    const city = `Austin ${Date.now() % 1000}`;
    await page.getByLabel('City').fill(city);
    await page.getByLabel('Yelp').fill('yelp.com/luxe');
    await expect(page.getByText('Start the link with http:// or https://')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await page.getByLabel('Yelp').fill('https://www.yelp.com/biz/luxe');
    // The salon's public booking page, to share.
    await expect(page.getByTestId('booking-page-link')).toHaveAttribute('href', /^\/[^/]+\/booking$/);
    await page.getByTestId('booking-page-link').scrollIntoViewIfNeeded();
    await shot(page, 'salon-information-online-booking');
    // How long before a booking the customer may still move or cancel it on its link.
    await page
      .getByLabel('Customers can move or cancel a booking online')
      .selectOption({ label: '1 day before' });
    await expect(page.getByTestId('unsaved-note')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Updated!')).toBeVisible();
    await expect(page.getByTestId('unsaved-note')).toHaveCount(0);

    await page.reload();
    await expect(page.getByLabel('City')).toHaveValue(city);
    await expect(page.getByLabel('Yelp')).toHaveValue('https://www.yelp.com/biz/luxe');
    await expect(page.getByLabel('Address')).toHaveValue(address);
    await expect(page.getByLabel('Customers can move or cancel a booking online')).toHaveValue('1440');
    const saved = await other.api.get('/api/v1/shop/detail');
    expect(
      ((await saved.json()) as { payload: { address: string; city: string; cancelNoticeMinutes: number } })
        .payload,
    ).toMatchObject({ address, city, cancelNoticeMinutes: 1440 });
    // The salon's notice back as the other tests find it.
    expect(
      (await other.api.put('/api/v1/shop/update', { data: { cancelNoticeMinutes: 120 } })).status(),
    ).toBe(200);
    await other.api.dispose();
  });

  test('sets the banner and the promotions shown on the booking page, and refuses a wrong image', async ({
    page,
  }) => {
    await signInByApi(page, PHONES.twoSalons, { salon: SALON, path: '/salon-information' });
    await expect(page.getByLabel('City')).toBeVisible();

    // Not PNG or JPEG, and over 2 MB: said at once, nothing changes.
    await page.getByLabel('Change banner').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2_000_001),
    });
    await expect(page.getByTestId('image-problem')).toHaveText(
      'A banner or promotion image can be at most 2 MB.',
    );
    await page
      .getByLabel('Change banner')
      .setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: PNG });
    await expect(page.getByTestId('image-problem')).toHaveText(
      'Banner and promotion images must be PNG or JPEG.',
    );
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

    await page
      .getByLabel('Change banner')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await page.getByLabel('Replace promotions').setInputFiles([
      { name: 'p1.png', mimeType: 'image/png', buffer: PNG },
      { name: 'p2.png', mimeType: 'image/png', buffer: PROMO },
    ]);
    await expect(page.getByTestId('salon-promotion')).toHaveCount(2);
    await page.getByRole('switch', { name: 'Show promotion' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Updated!')).toBeVisible();
    await expect(page.getByTestId('salon-banner')).toHaveAttribute('src', /^\/media\/salon\//);
    await shot(page, 'salon-information-images');

    // What the booking page will read: the salon by its api key, banner and promotions (shown).
    const apiKey = await page.evaluate(() => document.cookie.match(/(?:^|; )apiKey=([^;]+)/)?.[1] ?? '');
    const info = await page.request.get('/api/v1/shop/info', {
      headers: { 'x-api-key': decodeURIComponent(apiKey) },
    });
    const payload = ((await info.json()) as { payload: { bannerUrl: string; promotionUrls: string[] } })
      .payload;
    expect(payload.bannerUrl).toMatch(/^\/media\/salon\//);
    expect(payload.promotionUrls).toHaveLength(2);
    expect((await page.request.get(payload.promotionUrls[0] ?? '')).headers()['content-type']).toBe(
      'image/png',
    );
  });

  test('opens offline with its data age; saving offline is refused and keeps what was typed', {
    tag: OFFLINE,
  }, async ({ page, context }) => {
    await signInByApi(page, PHONES.twoSalons, { salon: SALON, path: '/salon-information' });
    await expect(page.getByLabel('City')).toBeVisible();
    await controlledByServiceWorker(page);
    await expect(page.getByLabel('City')).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('data-age')).toContainText('Updated');
    await page.getByLabel('Zip').fill('78702');
    await expect(page.getByTestId('needs-connection')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'This needs a connection: nothing was sent.')).toBeVisible();
    await expect(page.getByLabel('Zip')).toHaveValue('78702');
    await shots(page, 'salon-information-offline');

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Updated!')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Zip')).toHaveValue('78702');
  });
});
