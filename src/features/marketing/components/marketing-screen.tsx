import { Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ShopDay } from '../../../contract/marketing.ts';
import { formatMoney } from '../../../lib/format.ts';
import type { ReportTab } from '../../../lib/report-tabs.ts';
import { FigureTile } from '../../../ui/figure-tile.tsx';
import { SplitCard } from '../../../ui/split-card.tsx';
import { bookingSplit, bookingsTotal } from '../model/marketing.ts';
import { RatingSummary } from './rating-summary.tsx';
import { ShopDayReport } from './shop-day-report.tsx';

/**
 * /marketing-report (spec part 2 §2): the tabs TODAY (the default), WEEKLY, MONTHLY and RANGE, the
 * period's review summary, gift cards and bookings (online, phone, walk-in), then the Coupon, Email and
 * SMS cards leading to their screens.
 */
export function MarketingScreen({
  tab,
  onTabChange,
}: {
  tab: ReportTab;
  onTabChange: (tab: ReportTab) => void;
}) {
  return (
    <ShopDayReport
      tab={tab}
      onTabChange={onTabChange}
      after={() => (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" data-testid="marketing-cards">
          <ScreenCard
            to="/marketing-report/coupon"
            title="Coupon"
            text="Coupons used, what they took off, the redeem history"
          />
          <ScreenCard
            to="/marketing-report/email"
            title="Email"
            text="Customers you can reach by email, by group"
          />
          <ScreenCard
            to="/marketing-report/sms"
            title="SMS"
            text="Customers you can reach by text, by group"
          />
        </SimpleGrid>
      )}
    >
      {(data) => <MarketingFigures data={data} />}
    </ShopDayReport>
  );
}

function MarketingFigures({ data }: { data: ShopDay }) {
  const { reviews, giftCards, bookings } = data;
  return (
    <Stack gap="md" data-testid="marketing-figures">
      <Card withBorder padding="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
          <Text fw={600}>Reviews</Text>
          <Link to="/marketing-report/reviews-comments" style={{ fontSize: 14 }}>
            Reviews &amp; Comments
          </Link>
        </Group>
        <RatingSummary average={reviews.average} count={reviews.count} stars={reviews.stars} />
      </Card>

      <div>
        <Text fw={600} mb="xs">
          Gift cards
        </Text>
        <SimpleGrid cols={3} spacing="xs" data-testid="marketing-gift-cards">
          <FigureTile label="Sold" value={String(giftCards.soldCount)} />
          <FigureTile label="Sold amount" value={formatMoney(giftCards.soldAmount)} />
          <FigureTile label="Redeemed" value={formatMoney(giftCards.redeemedAmount)} />
        </SimpleGrid>
      </div>

      <SplitCard title="Bookings" parts={bookingSplit(bookings)} testId="marketing-bookings" format={String}>
        <Text size="xs" c="dimmed" mt="sm">
          {bookingsTotal(bookings)} in all · walk-ins are tickets without an appointment
        </Text>
      </SplitCard>
    </Stack>
  );
}

function ScreenCard({ to, title, text }: { to: NonNullable<LinkProps['to']>; title: string; text: string }) {
  return (
    <UnstyledButton renderRoot={(props) => <Link to={to} {...props} />} display="block" w="100%">
      <Card withBorder padding="md" h="100%">
        <Text fw={700}>{title}</Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Card>
    </UnstyledButton>
  );
}
