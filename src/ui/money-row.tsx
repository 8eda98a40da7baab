import { Group, Text } from '@mantine/core';
import { formatMoney } from '../lib/format.ts';

/** A label and an amount on one line (a ticket's Sub total, Tip, Total…), strong for a total. */
export function MoneyRow({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: number;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} data-testid={testId}>
        {formatMoney(value)}
      </Text>
    </Group>
  );
}
