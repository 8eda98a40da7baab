import { Badge, Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RedeemItem, RedeemSource } from '../../../contract/marketing.ts';
import { clockText, formatMoney } from '../../../lib/format.ts';
import type { ReportTab } from '../../../lib/report-tabs.ts';
import { useKept } from '../../../offline/kept.ts';
import { FigureTile } from '../../../ui/figure-tile.tsx';
import { KeptView } from '../../../ui/kept-view.tsx';
import { redeemHistory } from '../api/marketing.ts';
import { NO_DATA, SOURCE_LABELS, SOURCE_OPTIONS, sourceOf } from '../model/marketing.ts';
import { ShopDayReport } from './shop-day-report.tsx';

/**
 * /marketing-report/coupon (spec part 2 §2 "Coupon report"): the tabs, the dashboard (Coupons Profit,
 * Total Bill, Coupon Used, Discount) of the period, and on the Today tab the day's Redeem History with
 * its source filter.
 */
export function CouponScreen({
  tab,
  onTabChange,
  source,
  onSource,
}: {
  tab: ReportTab;
  onTabChange: (tab: ReportTab) => void;
  source: RedeemSource | undefined;
  onSource: (source: RedeemSource | undefined) => void;
}) {
  return (
    <ShopDayReport
      tab={tab}
      onTabChange={onTabChange}
      after={(shopId, period) =>
        tab === 'TODAY' &&
        period && <RedeemHistory shopId={shopId} day={period.start} source={source} onSource={onSource} />
      }
    >
      {({ coupons }) => (
        <SimpleGrid cols={2} spacing="xs" data-testid="coupon-figures">
          <FigureTile
            label="Coupons Profit"
            value={formatMoney(coupons.profit)}
            hint="Total Bill less Discount"
          />
          <FigureTile label="Total Bill" value={formatMoney(coupons.totalBill)} hint="Before the coupons" />
          <FigureTile label="Coupon Used" value={String(coupons.used)} />
          <FigureTile label="Discount" value={formatMoney(coupons.discount)} />
        </SimpleGrid>
      )}
    </ShopDayReport>
  );
}

function RedeemHistory({
  shopId,
  day,
  source,
  onSource,
}: {
  shopId: number;
  day: string;
  source: RedeemSource | undefined;
  onSource: (source: RedeemSource | undefined) => void;
}) {
  const read = useKept(redeemHistory, { shopId, day, source }, { standIn: true });
  return (
    <Stack gap="sm" component="section" aria-labelledby="redeem-history">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Title order={2} size="h4" id="redeem-history">
          Redeem History
        </Title>
        <NativeSelect
          label="Source"
          data={SOURCE_OPTIONS}
          value={source ?? ''}
          onChange={(e) => onSource(sourceOf(e.currentTarget.value))}
          w={170}
          data-testid="redeem-source"
        />
      </Group>
      <KeptView
        read={read}
        what="redeem history"
        empty={{ when: (d) => d.items.length === 0, text: NO_DATA }}
      >
        {(data) => (
          <>
            <Text size="sm" c="dimmed" data-testid="redeem-count">
              {data.total === 1 ? '1 coupon redeemed' : `${data.total} coupons redeemed`}
            </Text>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.items.map((item) => (
                <li key={item.id}>
                  <RedeemCard item={item} />
                </li>
              ))}
            </Stack>
          </>
        )}
      </KeptView>
    </Stack>
  );
}

function RedeemCard({ item }: { item: RedeemItem }) {
  return (
    <Card withBorder padding="sm" data-testid="redeem-item">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{item.customerName}</Text>
          {item.phone && (
            <Text size="sm" c="dimmed">
              {item.phone}
            </Text>
          )}
          <Text size="sm">{item.content}</Text>
          <Text size="xs" c="dimmed">
            #{item.id} · {clockText(item.createDate)}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flex: 'none' }}>
          <Badge variant="light">{SOURCE_LABELS[item.source]}</Badge>
          <Text size="sm">{formatMoney(item.amount)}</Text>
          <Text size="sm" c="red.8">
            −{formatMoney(item.discount)}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
