import { expect, type Page, test } from '@playwright/test';
import { PHONES, shot, signIn } from './support.ts';

/** "21 November 2026", the day buttons' accessible name. */
function dayLabel(d: Date): string {
  return `${d.getUTCDate()} ${d.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${d.getUTCFullYear()}`;
}

/** Opens a date field and clicks a day, moving month by month until the day is shown. */
async function pickDay(page: Page, field: string, day: Date, direction: 'Previous month' | 'Next month') {
  await page.getByLabel(field, { exact: true }).click();
  // Wait for the calendar to be open before deciding whether to change month.
  const control = page.getByRole('button', { name: direction }).last();
  await expect(control).toBeVisible();
  const button = page.getByRole('button', { name: dayLabel(day), exact: true });
  for (let i = 0; i < 3 && !(await button.isVisible()); i++) await control.click();
  await button.click();
}

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
    await expect(page.getByLabel('From', { exact: true })).toBeVisible();
    await expect(page.getByLabel('To', { exact: true })).toBeVisible();
    await expect(gross).toBeVisible();
    await shot(page, 'overview-range');

    // The range picker refuses an end before the start.
    const [m, d, y] = ((await page.getByLabel('To', { exact: true }).textContent()) ?? '')
      .trim()
      .split('-')
      .map(Number);
    const end = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
    const daysBack = (n: number) => new Date(end.getTime() - n * 86_400_000);
    await pickDay(page, 'To', daysBack(10), 'Previous month');
    await expect(page.getByLabel('To', { exact: true })).toHaveText(/\d{2}-\d{2}-\d{4}/);
    await pickDay(page, 'From', daysBack(5), 'Next month');
    await expect(page.getByText('The end date cannot be before the start date')).toBeVisible();
    await expect(page.getByTestId('overview-figures')).toHaveCount(0);
    await shot(page, 'overview-range-refused');
    // Choosing a proper end shows figures again.
    await pickDay(page, 'To', daysBack(2), 'Next month');
    await expect(page.getByText('The end date cannot be before the start date')).toHaveCount(0);
    await expect(page.getByTestId('overview-figures')).toBeVisible();
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
