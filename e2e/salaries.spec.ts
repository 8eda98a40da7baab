import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { SalaryReport } from '../src/contract/salaries.ts';
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

/** Polished Studio: the demo manager's salon (PHONES.manager), with its technicians. */
const SALON = 'Polished Studio';
const TECH = '5550100004';

const money = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The first MM-DD-YYYY … MM-DD-YYYY of the period shown, as YYYY-MM-DD. */
function periodOf(text: string | null): { start: string; end: string } {
  const days = [...(text ?? '').matchAll(/(\d{2})-(\d{2})-(\d{4})/g)].map((m) => `${m[3]}-${m[1]}-${m[2]}`);
  const [start, end = start] = days;
  if (!start || !end) throw new Error(`no period in ${text}`);
  return { start, end };
}

async function salaries(page: Page, startDate: string, endDate: string, sort: 'asc' | 'desc') {
  const res = await page.request.post('/api/v1/staff/staffSalaryV2', { data: { startDate, endDate, sort } });
  expect(res.ok(), `staffSalaryV2 answered ${res.status()}`).toBe(true);
  return ((await res.json()) as { payload: SalaryReport }).payload;
}

/** Keeps a printed PDF beside the screenshots, for a person to look at. */
function keepPdf(pdf: Buffer, name: string): Buffer {
  mkdirSync('.tmp/screens', { recursive: true });
  writeFileSync(`.tmp/screens/${name}.pdf`, pdf);
  return pdf;
}

/** The text of a PDF, page by page, joined (pdfjs-dist: no pdftotext on the machine nor in CI). */
async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { text: parts.join('\n').replace(/\s+/g, ' '), pages };
}

/** Opens the screen with a ticket of the technician closed today; answers the technician's id. */
async function openSalaries(page: Page, path = '/employee-salaries'): Promise<number> {
  const tech = await staffIdOf(page, TECH, SALON);
  await closeTicket(page, tech);
  await signInByApi(page, PHONES.manager, { path });
  if (path === '/employee-salaries') await expect(page).toHaveTitle('Chairside – Employee Salaries');
  return tech;
}

test.describe('Employee Salaries', () => {
  test('Today: a table with a totals row, the staff search and the sort', async ({ page }) => {
    await openSalaries(page, '/overview');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Manager menu' })
      .getByText('Employee Salaries', { exact: true })
      .click();
    await expect(page).toHaveURL(/\/employee-salaries/);
    await expect(page).toHaveTitle('Chairside – Employee Salaries');
    // Weekly is the default tab.
    await expect(page.getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Today' }).click();
    const period = page.getByTestId('period');
    await expect(period).toHaveText(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{2}-\d{2}-\d{4}$/);
    const { start } = periodOf(await period.textContent());
    const report = await salaries(page, start, start, 'desc');
    const rows = page.getByTestId('salary-row');
    await expect(rows).toHaveCount(report.employees.length);
    await expect(rows.first()).toContainText(report.employees[0]?.staffName ?? '');
    await expect(page.getByTestId('salary-totals')).toContainText(money(report.totalCash));
    const total = report.employees.reduce((s, e) => s + Math.round(e.total * 100), 0) / 100;
    await expect(page.getByTestId('salary-totals')).toContainText(money(total));
    await shots(page, 'salaries-today');

    // Ascending asks again with the same day: the order of the server's answer.
    await page.getByRole('radiogroup', { name: 'Sort' }).getByText('Ascending', { exact: true }).click();
    await expect(page).toHaveURL(/sort=asc/);
    const ascending = await salaries(page, start, start, 'asc');
    await expect(rows.first()).toContainText(ascending.employees[0]?.staffName ?? '');
    await expect(rows.last()).toContainText(ascending.employees.at(-1)?.staffName ?? '');

    // The search: case-insensitive, trimmed; the totals follow the rows shown.
    const someone = ascending.employees.at(-1);
    const word = someone?.staffName.split(' ')[0] ?? '';
    await page.getByRole('textbox', { name: 'Search' }).fill(`  ${word.toUpperCase()} `);
    await expect(rows.first()).toContainText(word);
    await expect(page.getByTestId('salary-totals')).toContainText(money(someone?.total ?? 0));
    await page.getByRole('textbox', { name: 'Search' }).fill('zzzz');
    await expect(page.getByText('No found')).toBeVisible();
  });

  test('Weekly, Monthly and Range: a card per staff member, and their pay settings changed', async ({
    page,
  }) => {
    const tech = await openSalaries(page);
    const period = page.getByTestId('period');
    await expect(period).toHaveText(/^\d{2}-\d{2}-\d{4} – \d{2}-\d{2}-\d{4}$/);
    const week = periodOf(await period.textContent());
    const weekly = await salaries(page, week.start, week.end, 'desc');
    const mine = weekly.employees.find((e) => e.staffId === tech);
    expect(mine?.sales).toBeGreaterThan(0);
    const cards = page.getByTestId('salary-card');
    await expect(cards).toHaveCount(weekly.employees.length);
    const card = cards.filter({ hasText: mine?.staffName ?? '' });
    await expect(card.getByTestId('salary-total')).toHaveText(money(mine?.total ?? 0));
    await shots(page, 'salaries-weekly');

    // Monthly, sorted the other way and searched.
    await page.getByRole('tab', { name: 'Monthly' }).click();
    await expect(page).toHaveURL(/tab=MONTHLY/);
    await expect(period).toHaveText(/^\d{2}-01-\d{4} – \d{2}-\d{2}-\d{4}$/);
    const month = periodOf(await period.textContent());
    await page.getByRole('radiogroup', { name: 'Sort' }).getByText('Ascending', { exact: true }).click();
    await expect(page).toHaveURL(/sort=asc/);
    const monthly = await salaries(page, month.start, month.end, 'asc');
    await expect(cards.first().getByTestId('salary-name')).toHaveText(monthly.employees[0]?.staffName ?? '');
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill(` ${(mine?.staffName ?? '').toLowerCase()} `);
    await expect(cards).toHaveCount(1);
    await expect(cards.getByTestId('salary-name')).toHaveText(mine?.staffName ?? '');
    // Range, with the same search.
    await page.getByRole('tab', { name: 'Range' }).click();
    await expect(page.getByLabel('From', { exact: true })).toBeVisible();
    await expect(cards).toHaveCount(1);
    await search.fill('');

    // Pay settings: where the tips go, saved with a toast, in the history, on the card.
    await page.getByRole('tab', { name: 'Weekly' }).click();
    const before = mine?.tipsTo === 'CHECK' ? 'check' : 'cash';
    const after = before === 'cash' ? 'Check' : 'Cash';
    await card.getByRole('button', { name: 'Pay settings' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Commission', { exact: true })).toHaveValue(
      `${mine?.commissionPercent} %`,
    );
    await dialog.getByText(after, { exact: true }).click();
    await shot(page, 'salaries-pay-settings');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated!')).toBeVisible();
    await expect(card.getByTestId('salary-settings')).toContainText(`Tips to ${after.toLowerCase()}`);
    await card.getByRole('button', { name: 'Pay settings' }).click();
    await expect(page.getByTestId('pay-history').first()).toContainText(
      `Tips to ${before} → ${after.toLowerCase()}`,
    );
  });

  test('a pay slip and the payroll print to PDF on their own', async ({ page }) => {
    const tech = await openSalaries(page);
    const week = periodOf(await page.getByTestId('period').textContent());
    const weekly = await salaries(page, week.start, week.end, 'desc');
    const mine = weekly.employees.find((e) => e.staffId === tech);
    const other = weekly.employees.find((e) => e.staffId !== tech);
    // The browser's print dialog is the test's print to PDF.
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    const card = page.getByTestId('salary-card').filter({ hasText: mine?.staffName ?? '' });
    await card.getByRole('button', { name: 'Print pay slip' }).click();
    await expect(page.getByTestId('print-sheet')).toBeAttached();
    await page.emulateMedia({ media: 'print' });
    const slip = await pdfText(keepPdf(await page.pdf({ format: 'Letter' }), 'salaries-pay-slip'));
    expect(slip.pages).toBe(1);
    expect(slip.text).toContain('Pay slip');
    expect(slip.text).toContain(mine?.staffName);
    expect(slip.text).toContain(money(mine?.total ?? 0));
    expect(slip.text).toContain(money(mine?.commissionValue ?? 0));
    if (other) expect(slip.text).not.toContain(other.staffName);
    expect(slip.text).not.toContain('Print pay slip');

    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Print payroll' }).click();
    await page.emulateMedia({ media: 'print' });
    const payroll = await pdfText(keepPdf(await page.pdf({ format: 'Letter' }), 'salaries-payroll'));
    expect(payroll.text).toContain('Payroll');
    for (const e of weekly.employees) expect(payroll.text).toContain(e.staffName);
    expect(payroll.text).toContain(money(weekly.totalCash));
    expect(payroll.text).toContain(money(weekly.totalCheck));
  });

  test('opens offline once seen, with its data age', { tag: ['@undated', OFFLINE] }, async ({
    page,
    context,
  }) => {
    await openSalaries(page);
    await controlledByServiceWorker(page);
    await expect(page.getByTestId('salary-card').first()).toBeVisible();
    await expect(page.getByTestId('data-age')).toContainText(/Updated|Refreshing/);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByTestId('salary-card').first()).toBeVisible();
      await expect(page.getByTestId('data-age')).toContainText('Updated');
      await shot(page, 'salaries-offline');
    } finally {
      await context.setOffline(false);
    }
  });
});
