import { MAX_REPORT_DAYS } from '../../../contract/manager-reports.ts';
import {
  type SalaryEmployee,
  type SalaryReport,
  type SalarySort,
  salaryOrder,
} from '../../../contract/salaries.ts';
import type { RangeLimits } from '../../../lib/periods.ts';
import type { ReportTab } from '../../../lib/report-tabs.ts';
import { searchStaff } from '../../../ui/staff-search.ts';

/** The screen's words (spec part 2 "Employee Salaries", §3, §8). */
export const SALARY_TEXT = {
  search: 'Staff Name',
  sort: 'Sort',
  noneFound: 'No found',
  noData: 'No data',
  totals: 'Total',
  printSlip: 'Print pay slip',
  printPayroll: 'Print payroll',
  paySettings: 'Pay settings',
  paySlip: 'Pay slip',
  payroll: 'Payroll',
  ownerDisc: 'Owner disc',
  staffDisc: 'Staff disc',
} as const;

/** Spec §9: sort options asc and desc, shown as Ascending and Descending. */
export const SORT_OPTIONS: readonly { value: SalarySort; label: string }[] = [
  { value: 'asc', label: 'Ascending' },
  { value: 'desc', label: 'Descending' },
];
/** The Range tab: ending today at the latest, at most the server's 366 days. */
export const SALARY_LIMITS: RangeLimits = { maxDays: MAX_REPORT_DAYS };

export const isSalarySort = (value: unknown): value is SalarySort => value === 'asc' || value === 'desc';

/** Spec §3: OWNER shows "Owner disc", anything else "Staff disc". */
export const discountLabel = (type: string): string =>
  type === 'OWNER' ? SALARY_TEXT.ownerDisc : SALARY_TEXT.staffDisc;

/**
 * The staff shown: the search (case-insensitive on the name, trimmed: the staff picker's rule), in the
 * report's order (the server's, kept when an answer was sorted the other way before it came back).
 */
export function visibleEmployees(
  employees: readonly SalaryEmployee[],
  search: string,
  sort: SalarySort,
): SalaryEmployee[] {
  const named = employees.map((e) => ({ name: e.staffName, e }));
  return searchStaff(named, search)
    .map((n) => n.e)
    .sort(salaryOrder(sort));
}

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (c: number) => c / 100;

/** The TODAY table's totals row: each column summed in whole cents. */
export function totalsOf(employees: readonly SalaryEmployee[]) {
  const sum = (f: (e: SalaryEmployee) => number) => dollars(employees.reduce((s, e) => s + cents(f(e)), 0));
  return {
    sales: sum((e) => e.sales),
    salesServices: employees.reduce((s, e) => s + e.salesServices, 0),
    commissionValue: sum((e) => e.commissionValue),
    tip: sum((e) => e.tip),
    tipFee: sum((e) => e.tipFee),
    discountValue: sum((e) => e.discountValue),
    total: sum((e) => e.total),
    cash: sum((e) => e.cash),
    check: sum((e) => e.check),
  };
}
export type SalaryTotals = ReturnType<typeof totalsOf>;

/** A report without any staff member (a salon without staff): the spec's No data. */
export const isEmptyReport = (r: SalaryReport): boolean => r.employees.length === 0;
