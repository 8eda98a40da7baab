import type { APIRequestContext, Page } from '@playwright/test';
import { PNG_1PX as PNG } from '../tests/support/images.ts';
import {
  chooseOversizeUpload,
  controlledByServiceWorker,
  expect,
  managerApi,
  OFFLINE,
  PHONES,
  shot,
  shots,
  signInByApi,
  staffApi,
  test,
  watchLive,
} from './support.ts';

const SALON = 'Luxe Nails & Spa';

/** The technician uploads a photo from their phone: a new pending item of the salon. */
async function techUpload(api: APIRequestContext, staffId: number): Promise<number> {
  const res = await api.post(`/api/gallery/upload/${staffId}`, {
    multipart: { file: { name: 'nails.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { payload: { galleryId: number } }).payload.galleryId;
}

const tile = (page: Page, id: number) => page.locator(`[data-gallery-id="${id}"]`);
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

test.describe('images review', { tag: '@undated' }, () => {
  test('publishes the selected items and previews a photo', async ({ page, baseURL }) => {
    const tech = await staffApi(baseURL ?? '', PHONES.staff, SALON);
    const first = await techUpload(tech.api, tech.staffId);
    const second = await techUpload(tech.api, tech.staffId);

    await signInByApi(page, PHONES.twoSalons, { salon: SALON, path: '/images-review' });
    await expect(page).toHaveTitle(/Images/);
    await expect(page.getByRole('tab', { name: 'Not approved', selected: true })).toBeVisible();
    await expect(tile(page, first)).toBeVisible();
    await expect(page.getByTestId('data-age')).toContainText('Updated');
    await shots(page, 'images-review');

    // Outside a mode a tap previews.
    await tile(page, first).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByRole('img', { name: /Uploaded on/ })).toBeVisible();
    await shot(page, 'images-review-preview');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByTestId('gallery-mode')).toContainText('0 selected');
    await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await tile(page, first).click();
    await tile(page, second).click();
    await expect(tile(page, first)).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await shots(page, 'images-review-publish-mode');
    await page.getByRole('button', { name: 'Publish (2)' }).click();
    await expect(toast(page, 'Success')).toBeVisible();
    await expect(tile(page, first)).toHaveCount(0);
    await expect(tile(page, second)).toHaveCount(0);

    await page.getByRole('tab', { name: 'Public' }).click();
    await expect(page).toHaveURL(/tab=APPROVED/);
    await expect(tile(page, first)).toBeVisible();
    await expect(tile(page, second)).toBeVisible();
    // No publishing what is public already.
    await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);

    await tech.api.dispose();
  });

  test("uploads to the manager's own gallery, and refuses a file over 8 MB with the spec's message", async ({
    page,
  }) => {
    await signInByApi(page, PHONES.twoSalons, { salon: SALON, path: '/images-review' });
    await expect(page.getByTestId('data-age')).toContainText('Updated');
    const before = await page.getByTestId('media-tile').count();
    await chooseOversizeUpload(page);
    await shot(page, 'images-review-upload-oversize');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page
      .getByTestId('upload-input')
      .setInputFiles({ name: 'mine.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(toast(page, 'Success')).toBeVisible();
    // The pending list is asked again: the new item is there.
    await expect(page.getByTestId('media-tile')).toHaveCount(before + 1);
  });

  test("plays the demo's sample video in the viewer", async ({ page }) => {
    await signInByApi(page, PHONES.twoSalons, { salon: SALON, path: '/images-review' });
    const tiles = page.getByRole('button', { name: /^Video uploaded on/ });
    await expect(tiles.first()).toBeVisible();
    await tiles.first().click();
    const video = page.getByRole('dialog').locator('video');
    await expect(video).toHaveAttribute('src', /^\/media\/sample\/\d+\.webm$/);
    // Decoded and playing: no media error, and its time moves on.
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect
      .poll(() =>
        video.evaluate((v: HTMLVideoElement) => (v.error ? `error ${v.error.code}` : v.currentTime)),
      )
      .toBeGreaterThan(0.2);
    expect(
      await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight, v.readyState >= 2]),
    ).toEqual([64, 48, true]);
    await shot(page, 'images-review-video');
  });

  test('the technician sees a published item move from pending to public live on their account page', async ({
    page,
    baseURL,
  }) => {
    const tech = await staffApi(baseURL ?? '', PHONES.staff, SALON);
    const id = await techUpload(tech.api, tech.staffId);
    await tech.api.dispose();
    const live = await watchLive(page);
    await signInByApi(page, PHONES.staff, { salon: SALON, path: '/staff-information' });
    const pending = page.getByTestId('gallery-pending');
    const approved = page.getByTestId('gallery-approved');
    await expect(pending.locator(`[data-gallery-id="${id}"]`)).toBeVisible();
    await live.subscribed(`/topic/staff/gallery/${tech.staffId}`);

    const manager = await managerApi(baseURL ?? '');
    expect((await manager.api.post('/api/gallery/approved', { data: { ids: [id] } })).status()).toBe(200);
    await manager.api.dispose();
    // Told live: the page moves the item without being left.
    await expect(approved.locator(`[data-gallery-id="${id}"]`)).toBeVisible();
    await expect(pending.locator(`[data-gallery-id="${id}"]`)).toHaveCount(0);
  });

  test('deletes the selected items after the question; the technician sees them gone on return', async ({
    page,
    baseURL,
  }) => {
    const tech = await staffApi(baseURL ?? '', PHONES.staff, SALON);
    const id = await techUpload(tech.api, tech.staffId);
    // The technician's page, seen with the item pending.
    await signInByApi(page, PHONES.staff, { salon: SALON, path: '/staff-information' });
    const pending = page.getByTestId('gallery-pending');
    await expect(pending.locator(`[data-gallery-id="${id}"]`)).toBeVisible();

    const manager = await managerApi(baseURL ?? '');
    const res = await manager.api.post('/api/gallery/delete', { data: { ids: [id] } });
    expect(res.status()).toBe(200);
    // Back to the page (from home): asked again, the item is gone.
    await page.goto('/');
    await page.goto('/staff-information');
    await expect(pending.getByTestId('data-age')).toContainText('Updated');
    await expect(pending.locator(`[data-gallery-id="${id}"]`)).toHaveCount(0);
    await manager.api.dispose();

    // The manager's delete mode, with its question.
    const other = await techUpload(tech.api, tech.staffId);
    // Leave the technician's page first: signed out under a running page, its next call would answer
    // 401 and sign out on its own, racing the manager's sign-in below.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await signInByApi(page, PHONES.twoSalons, { salon: SALON, path: '/images-review' });
    await expect(tile(page, other)).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await tile(page, other).click();
    await page.getByRole('button', { name: 'Delete (1)' }).click();
    const question = page.getByRole('dialog');
    await expect(question.getByText('You are about to delete 1 item?')).toBeVisible();
    await shot(page, 'images-review-delete-question');
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'Success')).toBeVisible();
    await expect(tile(page, other)).toHaveCount(0);
    await expect(page.getByTestId('gallery-mode')).toHaveCount(0);
    await tech.api.dispose();
  });

  test('opens offline with its data age; publishing offline is refused and the selection stays', {
    tag: OFFLINE,
  }, async ({ page, context, baseURL }) => {
    const tech = await staffApi(baseURL ?? '', PHONES.staff, SALON);
    const id = await techUpload(tech.api, tech.staffId);
    await tech.api.dispose();
    await signInByApi(page, PHONES.twoSalons, { salon: SALON, path: '/images-review' });
    await expect(tile(page, id)).toBeVisible();
    await controlledByServiceWorker(page);
    await expect(tile(page, id)).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(tile(page, id)).toBeVisible();
    await expect(page.getByTestId('data-age')).toContainText('Updated');

    await page.getByRole('button', { name: 'Publish' }).click();
    await tile(page, id).click();
    await page.getByRole('button', { name: 'Publish (1)' }).click();
    await expect(toast(page, 'This needs a connection: nothing was sent.')).toBeVisible();
    await expect(tile(page, id)).toHaveAttribute('aria-checked', 'true');
    await shots(page, 'images-review-offline');

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Publish (1)' }).click();
    await expect(toast(page, 'Success')).toBeVisible();
    await expect(tile(page, id)).toHaveCount(0);
  });
});
