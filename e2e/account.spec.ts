import { PNG_1PX as PNG } from '../tests/support/images.ts';
import {
  chooseOversizeUpload,
  controlledByServiceWorker,
  expect,
  OFFLINE,
  PHONES,
  shot,
  signInByApi,
  test,
} from './support.ts';

test.describe('staff account', () => {
  test('switches salon after the confirmation and never shows the first salon’s data, offline included', {
    tag: OFFLINE,
  }, async ({ page, context }) => {
    await signInByApi(page, PHONES.twoSalons, { salon: 'Polished Studio' });
    await expect(page.getByTestId('staff-name')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Polished Studio')).toBeVisible();
    await page.getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/staff-information$/);
    await expect(page.getByLabel('Your Salons')).toBeVisible();
    await shot(page, 'staff-information');

    await page.getByLabel('Your Salons').selectOption({ label: 'Luxe Nails & Spa' });
    await expect(page.getByText('Switch Salon')).toBeVisible();
    await expect(page.getByText('Are you want to switch to Luxe Nails & Spa ?')).toBeVisible();
    await shot(page, 'switch-salon-confirm');
    await page.getByRole('button', { name: 'Yes' }).click();
    // Admin at Luxe: the manager's landing page, for the other salon.
    await expect(page).toHaveURL(/\/overview/);
    await expect(page.getByRole('banner').getByText('Luxe Nails & Spa')).toBeVisible();

    // And back to Polished, where the phone is a technician.
    await page.goto('/staff-information');
    await page.getByLabel('Your Salons').selectOption({ label: 'Polished Studio' });
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByText('Polished Studio')).toBeVisible();
    await expect(page.getByRole('region', { name: 'My appointments' })).toBeVisible();

    // Offline, the home still belongs to Polished Studio.
    await controlledByServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('banner').getByText('Polished Studio')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Luxe Nails & Spa')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'My appointments' })).toBeVisible();
    await context.setOffline(false);
  });

  test('uploads a photo once on a double tap, and the photos stay on the phone offline', {
    tag: OFFLINE,
  }, async ({ page, context }) => {
    await signInByApi(page, PHONES.staff);
    await expect(page.getByTestId('staff-name')).toBeVisible();
    await page.goto('/staff-information');
    const pending = page.getByTestId('gallery-pending');
    await expect(pending.getByTestId('data-age')).toContainText('Updated');
    const before = await pending.getByRole('button').count();

    await page
      .getByTestId('upload-input')
      .setInputFiles({ name: 'nails.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('nails.png')).toBeVisible();
    // A double tap on OK stores the photo once.
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/gallery/upload/')) uploads.push(r.headers()['idempotency-key'] ?? '');
    });
    await page.getByRole('button', { name: 'OK' }).dblclick();
    await expect(page.getByTestId('toast').filter({ hasText: 'Success' })).toBeVisible();
    await expect(pending.getByRole('button')).toHaveCount(before + 1);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatch(/^[0-9a-f-]{36}$/);
    await shot(page, 'staff-information-uploaded');

    // The photos stay on the phone like the other staff data: offline, the list is there, not "No data".
    await controlledByServiceWorker(page);
    await expect(pending.getByRole('button')).toHaveCount(before + 1);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(pending.getByRole('button')).toHaveCount(before + 1);
    await expect(pending.getByTestId('data-age')).toContainText('Updated');
    await shot(page, 'staff-information-offline');
    await context.setOffline(false);
  });

  // Apart from the upload above (which installs the app to go offline): 22 s together on a busy machine.
  test('refuses a file over 8 MB before sending it', async ({ page }) => {
    await signInByApi(page, PHONES.staff);
    await expect(page.getByTestId('staff-name')).toBeVisible();
    await page.goto('/staff-information');
    await expect(page.getByTestId('gallery-pending').getByTestId('data-age')).toContainText('Updated');
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/gallery/upload/')) uploads.push(r.url());
    });
    await chooseOversizeUpload(page);
    await shot(page, 'upload-oversize');
    expect(uploads).toEqual([]);
  });
});
