import * as z from 'zod/mini';
import { id, idParam, isoDate, moneySum, percent, percentInput } from './common.ts';
import { SALARY_SORTS, type SalarySort } from './search-values.ts';

/**
 * Employee Salaries (spec part 2 §2 "Employee Salaries", §3 "Salary report", §7 POST
 * staff/staffSalaryV2) and each staff member's pay settings with their history. Formulas:
 * docs/reports.md, "Employee salaries".
 */

export { SALARY_SORTS, type SalarySort } from './search-values.ts';

/** Where a staff member's tips (less the card fee on card tips) are paid: with the cash or the check. */
export const TIPS_TO = ['CASH', 'CHECK'] as const;
export type TipsTo = (typeof TIPS_TO)[number];

/** Spec §3: OWNER shows "Owner disc", anything else "Staff disc". */
export const DISCOUNT_SOURCES = ['OWNER', 'STAFF'] as const;

/** POST staff/staffSalaryV2: the business days startDate … endDate (YYYY-MM-DD), at most MAX_REPORT_DAYS. */
export const salaryQuery = z.strictObject({
  startDate: isoDate,
  endDate: isoDate,
  sort: z.enum(SALARY_SORTS, 'sort must be asc or desc'),
});
export type SalaryQuery = z.infer<typeof salaryQuery>;

/** One staff member's pay of the period (spec §3 "Salary report"; money in dollars). */
export const salaryEmployee = z.object({
  staffId: id,
  staffName: z.string(),
  /** The cash part of the commission after the staff discount (cash = ca + tipToCash). */
  ca: moneySum,
  /** The check part of the commission after the staff discount (check = ch + tipToCheck). */
  ch: moneySum,
  /** Their SERVICE lines' prices (the Commission tab's sales). */
  sales: moneySum,
  /** How many SERVICE lines of theirs. */
  salesServices: z.int(),
  supply: moneySum,
  commissionPercent: percent,
  /** The Commission tab's commission, to the cent. */
  commissionValue: moneySum,
  /** The Commission tab's tip, to the cent. */
  tip: moneySum,
  /** The card fee kept from their card tips. */
  tipFee: moneySum,
  /** The card fee's percent on card tips. */
  tipPercent: percent,
  discountValue: moneySum,
  discountSourceType: z.enum(DISCOUNT_SOURCES),
  /** commissionValue + tip − tipFee − their staff discounts: what they are paid. */
  total: moneySum,
  cash: moneySum,
  cashPercent: percent,
  check: moneySum,
  checkPercent: percent,
  tipToCheck: moneySum,
  tipToCash: moneySum,
  /** Not in the spec: where their tips are paid (their pay setting), shown on their card. */
  tipsTo: z.enum(TIPS_TO),
});
export type SalaryEmployee = z.infer<typeof salaryEmployee>;

export const salaryReport = z.object({
  totalCash: moneySum,
  totalCheck: moneySum,
  employees: z.array(salaryEmployee),
  /** The period, first and last business day (YYYY-MM-DD). */
  from: isoDate,
  to: isoDate,
});
export type SalaryReport = z.infer<typeof salaryReport>;

/**
 * The order of the report (the server's and the screen's, one rule): by total pay, ascending or
 * descending, then by name and id so equal totals keep one order.
 */
export function salaryOrder(sort: SalarySort): (a: SalaryEmployee, b: SalaryEmployee) => number {
  const sign = sort === 'asc' ? 1 : -1;
  return (a, b) =>
    sign * (a.total - b.total) || a.staffName.localeCompare(b.staffName, 'en') || a.staffId - b.staffId;
}

// ---- Pay settings ----

/** PUT staff/pay-settings/{staffId}: the staff member's pay settings, percents 0 to 100. */
export const paySettingsInput = z.strictObject({
  commissionPercent: percentInput('The commission'),
  checkPercent: percentInput('The check part'),
  tipFeePercent: percentInput('The card fee on tips'),
  tipsTo: z.enum(TIPS_TO, 'tipsTo must be CASH or CHECK'),
});
export type PaySettingsInput = z.infer<typeof paySettingsInput>;

export const paySettings = z.object({
  commissionPercent: percent,
  checkPercent: percent,
  tipFeePercent: percent,
  tipsTo: z.enum(TIPS_TO),
});
export type PaySettings = z.infer<typeof paySettings>;

/** One change of a staff member's pay settings: who, when (MM-DD-YYYY hh:mm AM in salon time), before and after. */
export const payChange = z.object({
  id,
  at: z.string(),
  by: z.string(),
  before: paySettings,
  after: paySettings,
});
export type PayChange = z.infer<typeof payChange>;

/** GET staff/pay-settings/{staffId}: the settings and their changes, newest first. */
export const staffPay = z.object({
  staffId: id,
  staffName: z.string(),
  settings: paySettings,
  history: z.array(payChange),
});
export type StaffPay = z.infer<typeof staffPay>;

/** The staff member of the pay settings calls. */
export const staffIdParams = z.strictObject({ staffId: idParam });
