import { describe, expect, it } from 'vitest';
import type { BillDetail, IncomeReport } from '../../contract/income.ts';
import type { ClosedTicketsPage, UpdateTipBody } from '../../contract/tickets.ts';
import { QUERY_ROOTS } from '../../lib/query-roots.ts';
import { withTip, withTipInIncome, withTipInList } from './offline-changes.ts';

const body: UpdateTipBody = {
  billId: 9,
  totalTip: 18,
  data: [
    { staffId: 1, tipAmount: 10.5 },
    { staffId: 2, tipAmount: 7.5 },
  ],
  splitMethod: 'MANUAL',
};

const detail = {
  billId: 9,
  tip: 12,
  total: 72.1,
  refunded: 10,
  refundable: 62.1,
  tipShares: [
    { staffId: 1, name: 'A', serviceAmount: 40, tipAmount: 6 },
    { staffId: 2, name: 'B', serviceAmount: 20.1, tipAmount: 6 },
  ],
} as BillDetail;

/** A staff member's income key, as the income feature writes it: [root, 'report', staffId, …]. */
const incomeKey = (staffId: number) => [QUERY_ROOTS.income, 'report', staffId, 'DAY', 'x', 'x'];

describe('a tip edit shown on this device', () => {
  it('moves the ticket total with the tip and sets each share', () => {
    const next = withTip(detail, body);
    expect(next.tip).toBe(18);
    expect(next.total).toBe(78.1);
    expect(next.refundable).toBe(68.1);
    expect(next.tipShares.map((s) => s.tipAmount)).toEqual([10.5, 7.5]);
    expect(withTip({ ...detail, billId: 10 }, body)).toEqual({ ...detail, billId: 10 });
  });

  it('changes only that ticket in the day list', () => {
    const page = {
      tickets: [
        { billId: 9, tip: 12, total: 72.1 },
        { billId: 8, tip: 3, total: 30 },
      ],
    } as ClosedTicketsPage;
    const next = withTipInList(page, body);
    expect(next.tickets.map((t) => [t.tip, t.total])).toEqual([
      [18, 78.1],
      [3, 30],
    ]);
    const other = { tickets: [{ billId: 8, tip: 3, total: 30 }] } as ClosedTicketsPage;
    expect(withTipInList(other, body)).toBe(other);
  });

  it("changes a staff member's income by their own share", () => {
    const report = {
      tip: 20,
      totalAmount: 100,
      tickets: [
        { id: 9, tip: 6, total: 26 },
        { id: 5, tip: 14, total: 74 },
      ],
    } as IncomeReport;
    const mine = withTipInIncome(report, body, incomeKey(2));
    expect(mine.tip).toBe(21.5);
    expect(mine.totalAmount).toBe(101.5);
    expect(mine.tickets[0]).toMatchObject({ tip: 7.5, total: 27.5 });
    // A staff member no longer on the tip gets 0.
    const dropped = withTipInIncome(report, body, incomeKey(3));
    expect(dropped.tickets[0]).toMatchObject({ tip: 0, total: 20 });
    // Another ticket's report is left as it is.
    const without = { ...report, tickets: [{ id: 5, tip: 14, total: 74 }] } as IncomeReport;
    expect(withTipInIncome(without, body, incomeKey(2))).toBe(without);
  });
});
