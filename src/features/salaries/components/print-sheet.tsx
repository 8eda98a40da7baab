import { Stack, Text, Title } from '@mantine/core';
import { createPortal } from 'react-dom';
import type { SalaryEmployee, SalaryReport } from '../../../contract/salaries.ts';
import { formatMoney } from '../../../lib/format.ts';
import { describePeriod, type Period } from '../../../lib/periods.ts';
import { SALARY_TEXT } from '../model/salaries.ts';
import styles from './salaries.module.css';
import { SalaryLines } from './salary-lines.tsx';

/** What is printed: one staff member's pay slip, or the period's payroll. */
export type Printing = { kind: 'slip'; staffId: number } | { kind: 'payroll' };

/**
 * The sheet the browser prints (salaries.module.css: only it is printed): under <body>, hidden on the
 * screen, so "Print" or "Save as PDF" gives the slip or the payroll alone on a plain page.
 */
export function PrintSheet({
  printing,
  report,
  salonName,
  period,
}: {
  printing: Printing | null;
  report: SalaryReport;
  salonName: string;
  period: Period;
}) {
  if (!printing) return null;
  const slipOf =
    printing.kind === 'slip' ? report.employees.find((e) => e.staffId === printing.staffId) : null;
  return createPortal(
    <div className={styles.sheet} data-testid="print-sheet">
      <Stack gap="sm">
        <Title order={1} size="h3">
          {slipOf ? SALARY_TEXT.paySlip : SALARY_TEXT.payroll}
        </Title>
        {salonName && <Text>{salonName}</Text>}
        <Text>{describePeriod(period)}</Text>
        {slipOf ? <Slip e={slipOf} /> : <Payroll report={report} />}
      </Stack>
    </div>,
    document.body,
  );
}

function Slip({ e }: { e: SalaryEmployee }) {
  return (
    <>
      <Title order={2} size="h4">
        {e.staffName}
      </Title>
      <SalaryLines e={e} />
    </>
  );
}

function Payroll({ report }: { report: SalaryReport }) {
  const total = report.employees.reduce((s, e) => s + Math.round(e.total * 100), 0) / 100;
  return (
    <table>
      <thead>
        <tr>
          <th>Staff</th>
          <th>Commission</th>
          <th>Tip</th>
          <th>Total</th>
          <th>Cash</th>
          <th>Check</th>
        </tr>
      </thead>
      <tbody>
        {report.employees.map((e) => (
          <tr key={e.staffId}>
            <td>{e.staffName}</td>
            <td>{formatMoney(e.commissionValue)}</td>
            <td>{formatMoney(e.tip)}</td>
            <td>{formatMoney(e.total)}</td>
            <td>{formatMoney(e.cash)}</td>
            <td>{formatMoney(e.check)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={3}>{SALARY_TEXT.totals}</td>
          <td>{formatMoney(total)}</td>
          <td>{formatMoney(report.totalCash)}</td>
          <td>{formatMoney(report.totalCheck)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
