import type { Locator, Page } from '@playwright/test';
import { bookAppointment, expect, shot, signIn, test } from './support.ts';

/** What POST /api/v1/demo/salon answers: a salon of the test's own (docs/api.md). */
interface Salon {
  shopId: number;
  managerPhone: string;
  staffIds: number[];
}

/** Makes a salon of `staff` staff members (its Admin first) and signs its manager in. */
async function salonOf(page: Page, staff: number): Promise<Salon> {
  const res = await page.request.post('/api/v1/demo/salon', { data: { staff } });
  const body = (await res.json()) as { payload: Salon | null; message: string };
  if (!res.ok() || !body.payload) throw new Error(`demo/salon answered ${res.status()}: ${body.message}`);
  await signIn(page, body.payload.managerPhone);
  return body.payload;
}

/** The salon's staff names, in the staff list's order (the columns' order). */
async function staffNames(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/v1/staff/list');
  return ((await res.json()) as { payload: { name: string }[] }).payload.map((s) => s.name);
}

/** The column titles wholly inside the grid's scroller, by name. */
async function titlesInView(grid: Locator): Promise<string[]> {
  return grid.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const gutter =
      el.querySelector('[data-testid="calendar-times"]')?.getBoundingClientRect().right ?? box.left;
    return [...el.querySelectorAll('[data-testid="calendar-column-title"]')]
      .filter((t) => {
        const r = t.getBoundingClientRect();
        return r.left >= gutter - 1 && r.right <= box.right + 1;
      })
      .map((t) => t.textContent ?? '');
  });
}

/** The element's text is drawn whole (not cut with an ellipsis or clipped). */
async function readsWhole(text: Locator): Promise<boolean> {
  return text.evaluate(
    (el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1,
  );
}

const GRID = { name: 'Salon appointments' } as const;

test.describe('the owner calendar of a large salon', () => {
  test('12 staff on a phone and a laptop: whole columns in view, the others paged to and found by name; overlaps read whole', async ({
    page,
  }) => {
    const salon = await salonOf(page, 12);
    const names = await staffNames(page);
    expect(names).toHaveLength(12);
    const first = salon.staffIds[0] ?? 0;
    const last = salon.staffIds[11] ?? 0;
    // Three overlapping bookings of one technician and one of the last staff member, today.
    const trio = [
      { at: '10:00', minutes: 45, customerName: 'Sophia Martinez' },
      { at: '10:15', minutes: 30, customerName: 'Kimberly Johnson' },
      { at: '10:30', minutes: 45, customerName: 'Walk-In Guest Ava' },
    ];
    const booked = [];
    for (const b of trio) booked.push(await bookAppointment(page, first, { daysFromToday: 0, ...b }));
    await bookAppointment(page, last, { daysFromToday: 0, at: '13:00', customerName: 'Last Column Guest' });

    await page.goto('/calendar');
    const grid = page.getByRole('region', GRID);
    await expect(page.getByTestId('calendar-column-title')).toHaveText(names);
    // Two whole columns in view, and the screen says which of how many.
    const range = page.getByTestId('calendar-column-range');
    await expect(range).toHaveText('Staff 1–2 of 12');
    expect(await titlesInView(grid)).toEqual(names.slice(0, 2));
    await expect(page.getByRole('button', { name: 'Previous staff' })).toBeDisabled();

    // The overlapping three: one stacked cell, each booking its own button with its time and whole name.
    for (const [i, b] of trio.entries()) {
      const row = grid.getByRole('button', { name: new RegExp(`^${b.customerName}, `) });
      await expect(row).toHaveCount(1);
      await row.scrollIntoViewIfNeeded();
      await expect(row).toBeInViewport();
      const clock = booked[i]?.startTime.slice(11, 16) ?? '';
      const [h = 0, m = 0] = clock.split(':').map(Number);
      await expect(row).toContainText(`${h % 12 || 12}:${String(m).padStart(2, '0')}–`);
      await expect(row).toContainText(b.customerName);
      expect(await readsWhole(row.getByText(b.customerName))).toBe(true);
    }
    await shot(page, 'owner-calendar-12-staff-phone');
    // The same day on a laptop: nine of the twelve.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(range).toHaveText('Staff 1–9 of 12');
    await expect.poll(() => titlesInView(grid)).toEqual(names.slice(0, 9));
    await shot(page, 'owner-calendar-12-staff-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(range).toHaveText('Staff 1–2 of 12');

    // Next pages a screenful at a time, to the last one.
    const next = page.getByRole('button', { name: 'Next staff' });
    await next.click();
    await expect(range).toHaveText('Staff 3–4 of 12');
    await expect.poll(() => titlesInView(grid)).toEqual(names.slice(2, 4));
    for (let i = 0; i < 4; i++) await next.click();
    await expect(range).toHaveText('Staff 11–12 of 12');
    await expect(next).toBeDisabled();
    await page.getByRole('button', { name: 'Previous staff' }).click();
    await expect(range).toHaveText('Staff 9–10 of 12');

    // Find Staff: the first column again, then the last one by name, with its booking.
    await page.getByRole('button', { name: 'Find Staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find Staff' });
    await dialog.getByRole('button', { name: names[0] }).click();
    await expect(range).toHaveText('Staff 1–2 of 12');
    await page.getByRole('button', { name: 'Find Staff' }).click();
    await dialog.getByPlaceholder('Staff Name').fill(names[11] ?? '');
    await expect(dialog.getByTestId('staff-row')).toHaveCount(1);
    await shot(page, 'owner-calendar-find-staff');
    await dialog.getByTestId('staff-row').click();
    await expect(dialog).toBeHidden();
    await expect(range).toHaveText('Staff 11–12 of 12');
    await expect.poll(() => titlesInView(grid)).toContain(names[11]);
    const lastGuest = grid.getByRole('button', { name: /^Last Column Guest, / });
    await lastGuest.scrollIntoViewIfNeeded();
    await expect(lastGuest).toBeInViewport();
    await shot(page, 'owner-calendar-12-staff-found');

    // Each booking of the stack opens its own detail.
    await page.getByRole('button', { name: 'Find Staff' }).click();
    await dialog.getByPlaceholder('Staff Name').fill('');
    await dialog.getByRole('button', { name: names[0] }).click();
    const second = grid.getByRole('button', { name: new RegExp(`^${trio[1]?.customerName}, `) });
    await second.scrollIntoViewIfNeeded();
    await second.click();
    await expect(page).toHaveURL(new RegExp(`/appointment/${booked[1]?.id}$`));
  });

  test('20 staff on a laptop and a phone: nine columns in view, the edges shaded, paged and found by keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const salon = await salonOf(page, 20);
    const names = await staffNames(page);
    const first = salon.staffIds[0] ?? 0;
    for (const [at, customerName] of [
      ['11:00', 'Olivia Brown'],
      ['11:00', 'Charlotte Davis'],
    ] as const)
      await bookAppointment(page, first, { daysFromToday: 0, at, minutes: 30, customerName });

    await page.goto('/calendar');
    const grid = page.getByRole('region', GRID);
    const range = page.getByTestId('calendar-column-range');
    await expect(range).toHaveText('Staff 1–9 of 20');
    expect(await titlesInView(grid)).toEqual(names.slice(0, 9));
    // Readable columns: at least 128 px each.
    const width = await page
      .getByTestId('calendar-column-title')
      .first()
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThanOrEqual(128);
    // The right edge is shaded (more staff that way), the left one is not.
    await expect(grid.locator('xpath=..')).toHaveAttribute('data-more-end', '');
    await expect(grid.locator('xpath=..')).not.toHaveAttribute('data-more-start', '');
    // A same-time pair in a 30-minute cell: each name and time still reads whole.
    for (const name of ['Olivia Brown', 'Charlotte Davis']) {
      const row = grid.getByRole('button', { name: new RegExp(`^${name}, `) });
      await row.scrollIntoViewIfNeeded();
      await expect(row).toBeInViewport();
      expect(await readsWhole(row.getByText(name))).toBe(true);
      await expect(row).toContainText(/\d{1,2}:\d{2}–\d{1,2}:\d{2}\s(AM|PM)/);
    }
    await shot(page, 'owner-calendar-20-staff-1280');

    // By keyboard: Next staff with Enter, then Find Staff and a name.
    const next = page.getByRole('button', { name: 'Next staff' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(range).toHaveText('Staff 10–18 of 20');
    await expect.poll(() => titlesInView(grid)).toEqual(names.slice(9, 18));
    await page.keyboard.press('Enter');
    await expect(range).toHaveText('Staff 12–20 of 20');
    await expect(next).toBeDisabled();
    await expect(grid.locator('xpath=..')).toHaveAttribute('data-more-start', '');
    await expect(grid.locator('xpath=..')).not.toHaveAttribute('data-more-end', '');
    await shot(page, 'owner-calendar-20-staff-1280-end');
    await page.getByRole('button', { name: 'Find Staff' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Find Staff' });
    await expect(dialog.getByPlaceholder('Staff Name')).toBeFocused();
    await page.keyboard.type(names[4] ?? '');
    await expect(dialog.getByTestId('staff-row')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(range).toHaveText('Staff 5–13 of 20');

    // On a phone: two of the twenty.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(range).toHaveText(/^Staff \d+–\d+ of 20$/);
    // Come to rest on a column's edge: two whole columns.
    await expect.poll(async () => (await titlesInView(grid)).length).toBe(2);
    await shot(page, 'owner-calendar-20-staff-phone');
  });

  test('9 staff on a laptop fit: every column in view and nothing to page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await salonOf(page, 9);
    const names = await staffNames(page);
    await page.goto('/calendar');
    const grid = page.getByRole('region', GRID);
    await expect(page.getByTestId('calendar-column-title')).toHaveText(names);
    await expect.poll(() => titlesInView(grid)).toEqual(names);
    await expect(page.getByTestId('calendar-column-nav')).toHaveCount(0);
    await shot(page, 'owner-calendar-9-staff-1280');
  });
});
