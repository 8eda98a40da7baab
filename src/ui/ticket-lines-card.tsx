import { Card, Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '../lib/format.ts';
import { MoneyRow } from './money-row.tsx';

export interface TicketLine {
  name: string;
  /** Under the name (the technician); nothing when empty. */
  note?: string;
  price: number;
}

export interface TicketAmounts {
  subTotal: number;
  discount: number;
  expressAmount: number;
  tax: number;
  tip: number;
  total: number;
}

/**
 * A ticket's lines with their prices, then its amounts (Sub total, Discount, Express services, Tax, Tip,
 * Total) and `children` under them (a ticket screen's own rows: Refunded, Fee, Supply).
 */
export function TicketLinesCard({
  lines,
  amounts,
  children,
}: {
  lines: readonly TicketLine[];
  amounts: TicketAmounts;
  children?: ReactNode;
}) {
  return (
    <Card withBorder padding="md">
      <Text fw={600} mb="xs">
        Services
      </Text>
      <Stack gap={6}>
        {lines.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a ticket may list the same service twice; the list never reorders.
          <Group key={i} justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Text size="sm">{s.name}</Text>
              {s.note && (
                <Text size="xs" c="dimmed">
                  {s.note}
                </Text>
              )}
            </Stack>
            <Text size="sm" fw={600}>
              {formatMoney(s.price)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Divider my="sm" />
      <Stack gap={4}>
        <MoneyRow label="Sub total" value={amounts.subTotal} />
        <MoneyRow label="Discount" value={amounts.discount} />
        <MoneyRow label="Express services" value={amounts.expressAmount} />
        <MoneyRow label="Tax" value={amounts.tax} />
        <MoneyRow label="Tip" value={amounts.tip} testId="ticket-tip" />
        <MoneyRow label="Total" value={amounts.total} strong testId="ticket-total" />
        {children}
      </Stack>
    </Card>
  );
}
