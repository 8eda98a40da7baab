import type { Page } from '@playwright/test';
import { expect, PHONES, signIn, test } from './support.ts';

/**
 * A page kept open across a release asks for a file of the next screen that the server no longer has
 * (404). The page reloads once and draws the screen (src/app/chunk-recovery.ts). The service worker is
 * blocked so that every file comes from the server, where the test can take one away: the first ask
 * for it is answered 404, as after a release, and the reloaded page's ask finds it.
 */
test.use({ serviceWorkers: 'block' });

/** Counts the page's loads, and answers the first ask for `files` with 404. */
async function goneOnce(page: Page, files: string): Promise<{ loads: () => number; asked: () => number }> {
  let asked = 0;
  let loads = 0;
  await page.route(files, (route) =>
    asked++ === 0
      ? route.fulfill({ status: 404, contentType: 'application/json', body: '{}' })
      : route.continue(),
  );
  page.on('load', () => {
    loads++;
  });
  return { loads: () => loads, asked: () => asked };
}

test('reloads once when the next screen’s script is gone, and draws the screen', async ({ page }) => {
  const gone = await goneOnce(page, '**/assets/staff-information-*.js');
  await signIn(page, PHONES.staff);
  await expect(page.getByTestId('staff-name')).toBeVisible();
  // The script is asked for on the link's hover (or earlier, once the home page is idle); its 404
  // reloads the page: the third load, after the one of /login and the home's (sign-in is a page of its
  // own, which opens the home as a new document).
  const account = page.getByRole('link', { name: 'My account' });
  await account.click();
  await expect.poll(gone.loads).toBe(3);
  if (!/\/staff-information$/.test(page.url())) await account.click();
  await expect(page).toHaveURL(/\/staff-information$/);
  await expect(page.getByLabel('Your Salons')).toBeVisible();
  expect([gone.loads(), gone.asked()]).toEqual([3, 2]);
});

test('reloads once when the next screen’s stylesheet is gone, and draws the screen', async ({ page }) => {
  const gone = await goneOnce(page, '**/assets/appointments-*.css');
  await signIn(page, PHONES.manager);
  const open = async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Manager menu' })
      .getByText('Appointments', { exact: true })
      .click();
  };
  await open();
  // The third load, as above: /login's, the overview's, and the reload.
  await expect.poll(gone.loads).toBe(3);
  if (!/\/appointments/.test(page.url())) await open();
  await expect(page).toHaveURL(/\/appointments/);
  await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  expect([gone.loads(), gone.asked()]).toEqual([3, 2]);
});
