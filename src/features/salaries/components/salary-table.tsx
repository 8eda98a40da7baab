import { Table } from '@mantine/core';
// The table's styles, loaded with this screen.
import '@mantine/core/styles/Table.css';
import type { SalaryEmployee } from '../../../contract/salaries.ts';
import { formatMoney } from '../../../lib/format.ts';
import { SALARY_TEXT, totalsOf } from '../model/salaries.ts';

/** The TODAY tab: a table of the staff shown, with a totals row of the same rows. */
export function SalaryTable({ employees }: { employees: readonly SalaryEmployee[] }) {
  const t = totalsOf(employees);
  return (
    // Wider than a phone: the region scrolls sideways, and takes the keyboard's focus to do so.
    <Table.ScrollContainer
      minWidth={640}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Salaries of the day"
    >
      <Table striped withTableBorder data-testid="salary-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Staff</Table.Th>
            <Table.Th ta="right">Sales</Table.Th>
            <Table.Th ta="right">Commission</Table.Th>
            <Table.Th ta="right">Tip</Table.Th>
            <Table.Th ta="right">Disc.</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th ta="right">Cash</Table.Th>
            <Table.Th ta="right">Check</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {employees.map((e) => (
            <Table.Tr key={e.staffId} data-testid="salary-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{e.staffName}</Table.Td>
              <Table.Td ta="right">{formatMoney(e.sales)}</Table.Td>
              <Table.Td ta="right">{formatMoney(e.commissionValue)}</Table.Td>
              <Table.Td ta="right">{formatMoney(e.tip)}</Table.Td>
              <Table.Td ta="right">{formatMoney(e.discountValue)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatMoney(e.total)}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(e.cash)}</Table.Td>
              <Table.Td ta="right">{formatMoney(e.check)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-testid="salary-totals" fw={700}>
            <Table.Td>{SALARY_TEXT.totals}</Table.Td>
            <Table.Td ta="right">{formatMoney(t.sales)}</Table.Td>
            <Table.Td ta="right">{formatMoney(t.commissionValue)}</Table.Td>
            <Table.Td ta="right">{formatMoney(t.tip)}</Table.Td>
            <Table.Td ta="right">{formatMoney(t.discountValue)}</Table.Td>
            <Table.Td ta="right">{formatMoney(t.total)}</Table.Td>
            <Table.Td ta="right">{formatMoney(t.cash)}</Table.Td>
            <Table.Td ta="right">{formatMoney(t.check)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
