import { Card, Group, SimpleGrid, Stack, Tabs, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { IncomeReport } from '../../../contract/income.ts';
import { displayDay } from '../../../lib/day.ts';
import { formatMoney } from '../../../lib/format.ts';
import { validateRange } from '../../../lib/periods.ts';
import { useSignedIn } from '../../../lib/signed-in.ts';
import { readText, writeText } from '../../../lib/storage.ts';
import { customerLabel, splitTicketTime } from '../../../lib/tickets.ts';
import { useKept } from '../../../offline/kept.ts';
import { KeptView } from '../../../ui/kept-view.tsx';
import { Stars } from '../../../ui/stars.tsx';
import { income, incomeArgs } from '../api/income.ts';
import {
  commPlusTip,
  defaultRange,
  INCOME_TAB_LABELS,
  INCOME_TABS,
  type IncomeTab,
  isIncomeTab,
  visibleTickets,
} from '../model/income.ts';

const TAB_KEY = 'incomeTab';

/** The Commission tab: Day, Week and Range, the totals and the ticket history, live. */
export function CommissionTab() {
  const { staffId, today } = useSignedIn();
  const stored = readText(TAB_KEY);
  const [tab, setTab] = useState<IncomeTab>(isIncomeTab(stored) ? stored : 'DAY');
  const [range, setRange] = useState(() => defaultRange(today));
  const problem = tab === 'RANGE' ? validateRange(range.start, range.end, today) : null;
  const read = useKept(income, incomeArgs(staffId, tab, problem ? null : range, today));
  const report = read.data;

  return (
    <Stack gap="sm" pb={80}>
      <Tabs
        value={tab}
        variant="pills"
        onChange={(v) => {
          if (!isIncomeTab(v)) return;
          setTab(v);
          writeText(TAB_KEY, v);
        }}
      >
        <Tabs.List grow>
          {INCOME_TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {INCOME_TAB_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {tab === 'RANGE' && (
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label="From"
            value={range.start}
            max={today}
            onChange={(e) => {
              const start = e.currentTarget.value;
              setRange((r) => ({ ...r, start }));
            }}
          />
          <TextInput
            type="date"
            label="To"
            value={range.end}
            min={range.start}
            max={today}
            error={problem}
            onChange={(e) => {
              const end = e.currentTarget.value;
              setRange((r) => ({ ...r, end }));
            }}
          />
        </Group>
      )}
      <KeptView
        read={read}
        what="period"
        header={
          <Text size="sm" c="dimmed" data-testid="income-period">
            {report
              ? report.from === report.to
                ? displayDay(report.from)
                : `${displayDay(report.from)} – ${displayDay(report.to)}`
              : ' '}
          </Text>
        }
      >
        {(data) => <IncomeView report={data} />}
      </KeptView>
    </Stack>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 800 : 600} size={strong ? 'lg' : 'md'}>
        {value}
      </Text>
    </Stack>
  );
}

function IncomeView({ report }: { report: IncomeReport }) {
  const navigate = useNavigate();
  const tickets = visibleTickets(report.tickets);
  return (
    <>
      <Card withBorder padding="md" data-testid="income-totals">
        <SimpleGrid cols={3} spacing="sm" verticalSpacing="sm">
          <Figure label="Total Sales" value={formatMoney(report.totalAmount)} />
          <Figure label="Commission" value={formatMoney(report.commission)} />
          <Figure label="Tip" value={formatMoney(report.tip)} />
          <Figure label="Discount" value={formatMoney(report.discount)} />
          <Figure label="Comm + Tip" value={formatMoney(commPlusTip(report))} strong />
          <Figure label="Supply Fee" value={formatMoney(report.supply)} />
          <Figure label="Tickets" value={String(report.totalTickets)} />
          <Figure label="Bookings" value={String(report.totalBooking)} />
        </SimpleGrid>
      </Card>
      <Text fw={700}>Ticket history</Text>
      {tickets.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center">
          No tickets found
        </Text>
      ) : (
        <Stack gap="xs" data-testid="ticket-history">
          {tickets.map((t) => {
            const when = splitTicketTime(t.create);
            return (
              <UnstyledButton
                key={t.id}
                onClick={() =>
                  void navigate({
                    href: '/ticketdetail',
                    state: { ticketId: t.id, create_date: t.create, tab: 'commission' },
                  })
                }
                aria-label={`Ticket #${t.billNumber}, ${customerLabel(t.customerName)}, ${formatMoney(t.total)}`}
              >
                <Card withBorder padding="sm">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={600} lineClamp={1}>
                        #{t.billNumber} · {customerLabel(t.customerName)}
                      </Text>
                      <Stars value={t.star} size={12} />
                      <Text size="xs" c="dimmed">
                        {when.date} {when.time}
                      </Text>
                      <Text size="xs" c="dimmed">
                        Tip {formatMoney(t.tip)} · Supply {formatMoney(t.supply)}
                      </Text>
                    </Stack>
                    <Text fw={700}>{formatMoney(t.total)}</Text>
                  </Group>
                </Card>
              </UnstyledButton>
            );
          })}
        </Stack>
      )}
    </>
  );
}
