import { Button, Card, Group, Text, Title } from '@mantine/core';
import type { SalaryEmployee } from '../../../contract/salaries.ts';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { SALARY_TEXT } from '../model/salaries.ts';
import { SalaryLines } from './salary-lines.tsx';

/** One staff member's pay of the period (WEEKLY, MONTHLY, RANGE): their figures, settings and slip. */
export function SalaryCard({
  e,
  onSettings,
  onPrint,
}: {
  e: SalaryEmployee;
  onSettings: () => void;
  onPrint: () => void;
}) {
  return (
    <Card withBorder padding="md" data-testid="salary-card">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={2} size="h4" data-testid="salary-name">
          {e.staffName}
        </Title>
        <Text fw={700}>{formatMoney(e.total)}</Text>
      </Group>
      <Text size="xs" c="dimmed" mb="xs" data-testid="salary-settings">
        {`Commission ${formatPercent(e.commissionPercent)} · Check ${formatPercent(e.checkPercent)} · Tips to ${
          e.tipsTo === 'CHECK' ? 'check' : 'cash'
        } · Card fee on tips ${formatPercent(e.tipPercent)}`}
      </Text>
      <SalaryLines e={e} />
      <Group mt="sm" grow>
        <Button variant="light" onClick={onSettings}>
          {SALARY_TEXT.paySettings}
        </Button>
        <Button variant="default" onClick={onPrint}>
          {SALARY_TEXT.printSlip}
        </Button>
      </Group>
    </Card>
  );
}
