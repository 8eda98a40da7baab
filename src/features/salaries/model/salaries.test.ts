import { describe, expect, it } from 'vitest';
import type { SalaryEmployee } from '../../../contract/salaries.ts';
import { describePayChange, payProblem } from './pay-settings.ts';
import { discountLabel, totalsOf, visibleEmployees } from './salaries.ts';

const employee = (staffId: number, staffName: string, total: number): SalaryEmployee => ({
  staffId,
  staffName,
  ca: total,
  ch: 0,
  sales: total * 2,
  salesServices: 1,
  supply: 0,
  commissionPercent: 50,
  commissionValue: total,
  tip: 0,
  tipFee: 0,
  tipPercent: 0,
  discountValue: 0,
  discountSourceType: 'OWNER',
  total,
  cash: total,
  cashPercent: 100,
  check: 0,
  checkPercent: 0,
  tipToCheck: 0,
  tipToCash: 0,
  tipsTo: 'CASH',
});

const staff = [employee(1, 'Mai Tran', 10.1), employee(2, 'Lily Ho', 20.2), employee(3, 'Anna May', 10.1)];

describe('Employee Salaries', () => {
  it('searches names case-insensitively, the text trimmed', () => {
    expect(visibleEmployees(staff, '  mAi ', 'desc').map((e) => e.staffId)).toEqual([1]);
    expect(visibleEmployees(staff, 'ma', 'asc').map((e) => e.staffId)).toEqual([3, 1]);
    expect(visibleEmployees(staff, 'zz', 'asc')).toEqual([]);
    expect(visibleEmployees(staff, '   ', 'asc')).toHaveLength(3);
  });

  it('sorts by total, then by name', () => {
    expect(visibleEmployees(staff, '', 'desc').map((e) => e.staffName)).toEqual([
      'Lily Ho',
      'Anna May',
      'Mai Tran',
    ]);
    expect(visibleEmployees(staff, '', 'asc').map((e) => e.staffName)).toEqual([
      'Anna May',
      'Mai Tran',
      'Lily Ho',
    ]);
  });

  it('adds the totals row in whole cents', () => {
    const t = totalsOf([employee(1, 'A', 0.1), employee(2, 'B', 0.2)]);
    expect(t.total).toBe(0.3);
    expect(t.sales).toBe(0.6);
    expect(t.salesServices).toBe(2);
  });

  it('names the discount by who paid it (spec §3)', () => {
    expect(discountLabel('OWNER')).toBe('Owner disc');
    expect(discountLabel('STAFF')).toBe('Staff disc');
  });

  it('checks pay settings before sending and says a change in words', () => {
    const ok = { commissionPercent: 60, checkPercent: 33.33, tipFeePercent: 0, tipsTo: 'CASH' as const };
    expect(payProblem(ok)).toBeNull();
    expect(payProblem({ ...ok, commissionPercent: 100.5 })).toBe('Commission must be from 0 % to 100 %.');
    expect(payProblem({ ...ok, checkPercent: 1.234 })).toBe('Check can have at most 2 decimals.');
    expect(payProblem({ ...ok, tipFeePercent: Number.NaN })).toBe('Card fee on tips: enter a percent.');
    expect(
      describePayChange({ before: ok, after: { ...ok, commissionPercent: 55.5, tipsTo: 'CHECK' } }),
    ).toBe('Commission 60.00% → 55.50%; Tips to cash → check');
  });
});
