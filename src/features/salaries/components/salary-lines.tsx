import { Divider, Group, Stack, Text } from '@mantine/core';
import type { SalaryEmployee } from '../../../contract/salaries.ts';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { MoneyRow } from '../../../ui/money-row.tsx';
import { discountLabel } from '../model/salaries.ts';

/** A staff member's pay of the period, line by line: on their card and on their pay slip. */
export function SalaryLines({ e }: { e: SalaryEmployee }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{`Sales (${e.salesServices} ${e.salesServices === 1 ? 'service' : 'services'})`}</Text>
        <Text size="sm" fw={500}>
          {formatMoney(e.sales)}
        </Text>
      </Group>
      <MoneyRow label="Supply" value={e.supply} />
      <MoneyRow label={`Commission ${formatPercent(e.commissionPercent)}`} value={e.commissionValue} />
      <MoneyRow label={discountLabel(e.discountSourceType)} value={e.discountValue} />
      <MoneyRow label="Tip" value={e.tip} />
      <MoneyRow label={`Card fee on tips ${formatPercent(e.tipPercent)}`} value={e.tipFee} />
      <Divider my={4} />
      <MoneyRow label="Total" value={e.total} strong testId="salary-total" />
      <MoneyRow label={`Cash ${formatPercent(e.cashPercent)}`} value={e.ca} />
      <MoneyRow label={`Check ${formatPercent(e.checkPercent)}`} value={e.ch} />
      <MoneyRow label="Tips to cash" value={e.tipToCash} />
      <MoneyRow label="Tips to check" value={e.tipToCheck} />
      <Divider my={4} />
      <MoneyRow label="Pay in cash" value={e.cash} strong testId="salary-cash" />
      <MoneyRow label="Pay by check" value={e.check} strong testId="salary-check" />
    </Stack>
  );
}
