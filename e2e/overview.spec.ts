import { expect, test } from '@playwright/test';
import { PHONES, shot, signIn } from './support.ts';

test.describe('manager overview', () => {
  test('lands on /overview and switches tabs', async ({ page }) => {
    await signIn(page, PHONES.manager);
    await expect(page).toHaveURL(/\/overview/);
    await expect(page).toHaveTitle('Chairside – Overview');
    await expect(page.getByText('Polished Studio').first()).toBeVisible();
    await expect(page.getByTestId('overview-figures')).toBeVisible();
    await expect(page.getByText('Appointment vs Walk-In')).toBeVisible();
    await expect(page.getByText('Services, Gift Card, Products')).toBeVisible();
    await shot(page, 'overview-today');

    const period = page.getByTestId('period');
    const gross = page.getByTestId('gross-sale');
    const todayText = await period.textContent();

    await page.getByRole('tab', { name: 'Weekly' }).click();
    await expect(page).toHaveURL(/tab=WEEKLY/);
    await expect(period).not.toHaveText(todayText ?? '');
    await expect(period).toContainText('–');
    await expect(gross).toHaveText(/^\$\d[\d,]*\.\d{2}$/);

    await page.getByRole('tab', { name: 'Monthly' }).click();
    await expect(page).toHaveURL(/tab=MONTHLY/);
    await expect(page.getByTestId('service-details')).toBeVisible();
    await shot(page, 'overview-monthly');
    await page.getByTestId('service-details').scrollIntoViewIfNeeded();
    await shot(page, 'overview-monthly-services');

    await page.getByRole('tab', { name: 'Range' }).click();
    await expect(page.getByLabel('From')).toBeVisible();
    await expect(page.getByLabel('To')).toBeVisible();
    await expect(gross).toBeVisible();
    await shot(page, 'overview-range');
  });

  test('the manager menu lists every entry and logs out', async ({ page, context }) => {
    await signIn(page, PHONES.manager);
    await expect(page).toHaveURL(/\/overview/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Manager menu' });
    for (const label of [
      'Overview',
      'Closed Tickets',
      'Summary Report',
      'Employee Salaries',
      'Marketing Report',
      'Appointments',
      'Staff List',
      'Customer Report',
      'Images Review',
      'Salon Information',
      'Logout',
    ]) {
      await expect(menu.getByText(label, { exact: true })).toBeVisible();
    }
    await shot(page, 'overview-menu');
    await menu.getByText('Logout', { exact: true }).click();
    await expect(page).toHaveURL(/\/login/);
    const left = (await context.cookies()).map((c) => c.name);
    expect(left).not.toContain('staffid');
    expect(left).not.toContain('cs_session');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // The old pages are closed now.
    await page.goto('/overview');
    await expect(page).toHaveURL(/\/login/);
  });
});
