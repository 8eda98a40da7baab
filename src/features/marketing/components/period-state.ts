import { useState } from 'react';
import { choosePeriod, initialChoice } from '../../../lib/periods.ts';
import type { ReportTab } from '../../../lib/report-tabs.ts';
import { useManager } from '../../../lib/signed-in.ts';
import type { ReportPeriodProps } from '../../../ui/report-period.tsx';
import { MARKETING_LIMITS, MARKETING_PICKERS, MARKETING_TABS } from '../model/marketing.ts';

/**
 * The period of the marketing and coupon screens: the tab from the route, each tab's picker kept while
 * the screen is open, and the props of `ReportPeriod` drawing them.
 */
export function useMarketingPeriod(tab: ReportTab, onTabChange: (tab: ReportTab) => void) {
  const { salon, today } = useManager();
  const [choice, setChoice] = useState(() => initialChoice(today));
  const { period } = choosePeriod(tab, choice, today, MARKETING_LIMITS);
  const pickers: ReportPeriodProps = {
    tab,
    onTabChange,
    today,
    choice,
    onChoiceChange: setChoice,
    tabs: MARKETING_TABS,
    pickers: MARKETING_PICKERS,
    limits: MARKETING_LIMITS,
  };
  return { shopId: salon.id, today, period, pickers };
}
