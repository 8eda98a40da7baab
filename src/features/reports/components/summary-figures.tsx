import { Card, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../lib/format.ts';
import { SplitCard } from '../../../ui/split-card.tsx';
import { paymentSplit, paymentsTotal, SUMMARY_SECTIONS, type SummaryFigures } from '../model/summary.ts';

/**
 * The summary report of a period, read as a day's close-out: the tickets and the total first, then how
 * it was paid (a ring with each way's amount and share), then the sections of SUMMARY_SECTIONS.
 */
export function SummaryFiguresView({ data }: { data: SummaryFigures }) {
  const payments = paymentSplit(data);
  return (
    <Stack gap="md" data-testid="summary-figures">
      <SimpleGrid cols={2} spacing="xs">
        <Paper withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            Tickets
          </Text>
          <Text fw={700} size="xl" data-testid="summary-tickets">
            {data.totalTickets}
          </Text>
        </Paper>
        <Paper withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            Total
          </Text>
          <Title order={2} size="h3" data-testid="summary-total">
            {formatMoney(data.total)}
          </Title>
        </Paper>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SplitCard title="Payments" parts={payments} testId="summary-payments">
          <Divider my="sm" />
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={700}>
              Total paid
            </Text>
            <Text size="sm" fw={700} data-testid="summary-paid">
              {formatMoney(paymentsTotal(data))}
            </Text>
          </Group>
        </SplitCard>

        {SUMMARY_SECTIONS.map((section) => (
          <Card key={section.title} withBorder padding="md" data-testid="summary-section">
            <Text fw={600} mb="xs">
              {section.title}
            </Text>
            <Stack gap={4}>
              {section.rows.map((row) => {
                const value = data[row.field];
                return (
                  <Group key={row.field} justify="space-between" wrap="nowrap">
                    <Text size="sm" fw={row.strong ? 700 : 400}>
                      {row.label}
                    </Text>
                    <Text size="sm" fw={row.strong ? 700 : 500} data-testid={`summary-row-${row.field}`}>
                      {row.minus && value > 0 ? `−${formatMoney(value)}` : formatMoney(value)}
                    </Text>
                  </Group>
                );
              })}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
