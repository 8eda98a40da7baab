import { Badge, Card, Group, Progress, Rating, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Overview } from '../../../contract/overview.ts';
import { formatMoney, formatPercent, formatPhone } from '../../../lib/format.ts';
import { choosePeriod, initialChoice } from '../../../lib/periods.ts';
import type { ReportTab } from '../../../lib/report-tabs.ts';
import { useManager } from '../../../lib/signed-in.ts';
import { useKept } from '../../../offline/kept.ts';
import { FigureTile } from '../../../ui/figure-tile.tsx';
import { KeptView } from '../../../ui/kept-view.tsx';
import { PeriodLabel, ReportPeriod } from '../../../ui/report-period.tsx';
import { SplitCard } from '../../../ui/split-card.tsx';
import { overview } from '../api/overview.ts';
import { comparedText } from '../model/overview.ts';

export function OverviewScreen({
  tab,
  onTabChange,
}: {
  tab: ReportTab;
  onTabChange: (tab: ReportTab) => void;
}) {
  const { salon, staffId, today, session } = useManager();
  // Today, this week and this month as they are; the Range tab's From and To as picked.
  const [choice, setChoice] = useState(() => initialChoice(today));
  const { period } = choosePeriod(tab, choice, today);
  const read = useKept(overview, period && { shopId: salon.id, staffId, period }, { standIn: true });
  const info = session.salonInfo;

  return (
    <Stack gap="md">
      {info && (
        <Card withBorder padding="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700} size="lg">
                {info.companyName}
              </Text>
              <Text size="sm" c="dimmed">
                {info.address}
              </Text>
              <Text size="sm" c="dimmed">
                {info.city}
              </Text>
              <Text size="sm">{formatPhone(info.phone)}</Text>
            </Stack>
            <Stack gap={2} align="flex-end">
              <Rating value={info.star} fractions={10} readOnly size="sm" />
              <Text size="xs" c="dimmed">
                {info.star.toFixed(1)} rating
              </Text>
            </Stack>
          </Group>
        </Card>
      )}
      <ReportPeriod
        tab={tab}
        onTabChange={onTabChange}
        today={today}
        choice={choice}
        onChoiceChange={setChoice}
      />
      {period && (
        <KeptView read={read} what="report" header={<PeriodLabel period={period} />}>
          {(data) => <OverviewFigures data={data} compared={comparedText(period, today)} />}
        </KeptView>
      )}
    </Stack>
  );
}

function OverviewFigures({ data, compared }: { data: Overview; compared: string }) {
  // 'overview-drawn' when the figures are in the page, 'overview-painted' once the frame showing them is
  // on screen (a task queued from that frame's animation callback runs after its paint), as the staff
  // calendar marks its day. bench/manager-offline-start.ts reads them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: marked again for each answer drawn.
  useEffect(() => {
    performance.mark('overview-drawn');
    requestAnimationFrame(() => setTimeout(() => performance.mark('overview-painted'), 0));
  }, [data]);
  const growth = data.percent;
  return (
    <Stack gap="md" data-testid="overview-figures">
      <SimpleGrid cols={3} spacing="xs">
        <FigureTile label="Customers" value={String(data.totalCustomer)} />
        <FigureTile label="Appointments" value={String(data.totalAppointment)} hint="canceled not counted" />
        <FigureTile label="New customers" value={String(data.totalNewCustomer)} />
      </SimpleGrid>

      <Card withBorder padding="md">
        <Text size="sm" c="dimmed">
          Gross sale
        </Text>
        <Group justify="space-between" align="baseline">
          <Title order={2} data-testid="gross-sale">
            {formatMoney(data.grossSale)}
          </Title>
          <Badge color={growth >= 0 ? 'teal.9' : 'red.9'} variant="filled" size="lg">
            {growth >= 0 ? '▲' : '▼'} {formatPercent(Math.abs(growth))}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" data-testid="growth-compared">
          {compared}
        </Text>
      </Card>

      <SplitCard
        title="Appointment vs Walk-In"
        parts={[
          {
            label: 'Appointment',
            amount: data.appointment,
            percent: data.percentAppointment,
            color: 'pink.6',
          },
          { label: 'Walk-In', amount: data.walkIn, percent: data.percentWalkIn, color: 'violet.5' },
        ]}
      />
      <SplitCard
        title="Services, Gift Card, Products"
        parts={[
          { label: 'Services', amount: data.services, percent: data.percentServices, color: 'pink.6' },
          { label: 'Gift Card', amount: data.giftCard, percent: data.percentGiftCard, color: 'yellow.6' },
          { label: 'Products', amount: data.products, percent: data.percentProducts, color: 'cyan.6' },
        ]}
      />

      <Card withBorder padding="md">
        <Text fw={600} mb="sm">
          Services
        </Text>
        {data.serviceDetails.length === 0 ? (
          <Text c="dimmed" size="sm">
            No data
          </Text>
        ) : (
          <Stack gap="sm" data-testid="service-details">
            {data.serviceDetails.map((s) => (
              <Stack key={s.serviceName} gap={4}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" lineClamp={1}>
                    {s.serviceName}
                  </Text>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {formatMoney(s.totalAmount)}
                    </Text>
                    <Text size="xs" c="dimmed" w={52} ta="right">
                      {formatPercent(s.percent)}
                    </Text>
                  </Group>
                </Group>
                <Progress
                  value={s.percent}
                  size="xs"
                  aria-label={`${s.serviceName}: ${formatPercent(s.percent)} of service sales`}
                />
              </Stack>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
