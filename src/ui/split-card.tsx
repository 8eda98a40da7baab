import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney, formatPercent } from '../lib/format.ts';
import { Ring } from './ring.tsx';

export interface SplitPart {
  label: string;
  amount: number;
  percent: number;
  color: string;
}

/**
 * Parts of a whole (the overview's splits, the summary report's payments, the marketing report's
 * bookings): a ring drawn beside each part's name, amount and share; `children` under them (a total
 * line). Amounts are money unless `format` says otherwise (a count).
 */
export function SplitCard({
  title,
  parts,
  testId,
  children,
  format = formatMoney,
}: {
  title: string;
  parts: readonly SplitPart[];
  testId?: string;
  children?: ReactNode;
  format?: (amount: number) => string;
}) {
  const sections = parts.filter((p) => p.percent > 0).map((p) => ({ value: p.percent, color: p.color }));
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Text fw={600} mb="xs">
        {title}
      </Text>
      <Group wrap="nowrap" gap="md">
        <Ring sections={sections} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          {parts.map((p) => (
            <Group key={p.label} justify="space-between" wrap="nowrap" gap="xs">
              <Group gap={6} wrap="nowrap">
                <Badge color={p.color} size="xs" circle>
                  {' '}
                </Badge>
                <Text size="sm">{p.label}</Text>
              </Group>
              <Stack gap={0} align="flex-end">
                <Text size="sm" fw={600}>
                  {format(p.amount)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatPercent(p.percent)}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      </Group>
      {children}
    </Card>
  );
}
