import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

export const PHONES = {
  /** Admin in Luxe Nails & Spa, Technician in Polished Studio. */
  twoSalons: '5550100001',
  /** Technician in Luxe Nails & Spa. */
  staff: '5550100002',
  /** Admin in Polished Studio. */
  manager: '5550100003',
} as const;

const SHOTS = '.tmp/screens';

/** Saves a phone-size screenshot to look at (not compared: a person reviews them). */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  // Transitions finished, so that a dialog opening is shown as it ends up.
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false, animations: 'disabled' });
}

/** Signs in through the real dialog, reading the demo code from the screen. */
export async function signIn(page: Page, phone: string, salon?: string | RegExp, open = true): Promise<void> {
  if (open) await page.goto('/login');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Sign-In' }).click();
  const select = page.getByLabel('Salon');
  await expect(select).toBeVisible();
  if (salon) {
    const option = select.locator('option', { hasText: salon });
    await select.selectOption({ value: (await option.getAttribute('value')) ?? '' });
  }
  await page.getByRole('button', { name: 'Get OTP' }).click();
  const demo = page.getByTestId('demo-code');
  await expect(demo).toBeVisible();
  const code = (await demo.locator('b').textContent())?.trim() ?? '';
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}
