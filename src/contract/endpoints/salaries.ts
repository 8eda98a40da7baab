import { endpoint } from '../endpoint.ts';
import { paySettingsInput, salaryQuery, salaryReport, staffIdParams, staffPay } from '../salaries.ts';

/** Employee Salaries (spec part 2 §7 Reports) and the staff members' pay settings (docs/reports.md). */
export const salaryEndpoints = {
  /** Each staff member's pay of a period; a read sent as POST (the spec's call), so no key is needed. */
  staffSalary: endpoint({
    method: 'POST',
    base: 'v1',
    path: '/staff/staffSalaryV2',
    access: 'manager',
    body: salaryQuery,
    response: salaryReport,
  }),
  /** A staff member's pay settings and their changes, newest first. */
  paySettings: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/staff/pay-settings/:staffId',
    access: 'manager',
    params: staffIdParams,
    response: staffPay,
  }),
  /** Changes a staff member's pay settings (kept in their history); answers as the GET. */
  updatePaySettings: endpoint({
    method: 'PUT',
    base: 'v1',
    path: '/staff/pay-settings/:staffId',
    access: 'manager',
    params: staffIdParams,
    body: paySettingsInput,
    response: staffPay,
  }),
} as const;
