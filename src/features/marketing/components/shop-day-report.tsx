import { Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { ShopDay } from '../../../contract/marketing.ts';
import { choosePeriod, initialChoice, type Period } from '../../../lib/periods.ts';
import type { ReportTab } from '../../../lib/report-tabs.ts';
import { useManager } from '../../../lib/signed-in.ts';
import { useKept } from '../../../offline/kept.ts';
import { KeptView } from '../../../ui/kept-view.tsx';
import { PeriodLabel, ReportPeriod } from '../../../ui/report-period.tsx';
import { shopDay } from '../api/marketing.ts';
import { MARKETING_LIMITS, MARKETING_PICKERS, MARKETING_TABS } from '../model/marketing.ts';

/**
 * The period and figures of the marketing and coupon screens: the tabs (the tab from the route, each
 * tab's picker kept while the screen is open), the period's report (GET report/shop-day) from the device
 * first, drawn by `children`, and under it what `after` draws for the period (null while a range is
 * refused).
 */
export function ShopDayReport({
  tab,
  onTabChange,
  children,
  after,
}: {
  tab: ReportTab;
  onTabChange: (tab: ReportTab) => void;
  children: (data: ShopDay) => ReactNode;
  after?: (shopId: number, period: Period | null) => ReactNode;
}) {
  const { salon, today } = useManager();
  const [choice, setChoice] = useState(() => initialChoice(today));
  const { period } = choosePeriod(tab, choice, today, MARKETING_LIMITS);
  const read = useKept(shopDay, period && { shopId: salon.id, period }, { standIn: true });
  return (
    <Stack gap="md">
      <ReportPeriod
        tab={tab}
        onTabChange={onTabChange}
        today={today}
        choice={choice}
        onChoiceChange={setChoice}
        tabs={MARKETING_TABS}
        pickers={MARKETING_PICKERS}
        limits={MARKETING_LIMITS}
      />
      {period && (
        <KeptView read={read} what="report" header={<PeriodLabel period={period} />}>
          {children}
        </KeptView>
      )}
      {after?.(salon.id, period)}
    </Stack>
  );
}
