import { Stack } from '@mantine/core';
import { useState } from 'react';
import { choosePeriod, initialChoice } from '../../../lib/periods.ts';
import type { ReportTab } from '../../../lib/report-tabs.ts';
import { useManager } from '../../../lib/signed-in.ts';
import { useKept } from '../../../offline/kept.ts';
import { KeptView } from '../../../ui/kept-view.tsx';
import { PeriodLabel, ReportPeriod } from '../../../ui/report-period.tsx';
import { summaryReport } from '../api/summary-report.ts';
import { SUMMARY_LIMITS, SUMMARY_PICKERS, SUMMARY_TABS } from '../model/summary.ts';
import { SummaryFiguresView } from './summary-figures.tsx';

/**
 * /summary-report (spec part 1 §2): the tabs TODAY, WEEKLY and RANGE with the day picker, the week
 * picker and the range picker, and the summary of the period chosen, from the device first.
 */
export function SummaryReportScreen({
  tab,
  onTabChange,
}: {
  tab: ReportTab;
  onTabChange: (tab: ReportTab) => void;
}) {
  const { salon, today } = useManager();
  const [choice, setChoice] = useState(() => initialChoice(today));
  const { period } = choosePeriod(tab, choice, today, SUMMARY_LIMITS);
  const read = useKept(summaryReport, period && { shopId: salon.id, period }, { standIn: true });
  return (
    <Stack gap="md">
      <ReportPeriod
        tab={tab}
        onTabChange={onTabChange}
        today={today}
        choice={choice}
        onChoiceChange={setChoice}
        tabs={SUMMARY_TABS}
        pickers={SUMMARY_PICKERS}
        limits={SUMMARY_LIMITS}
      />
      {period && (
        <KeptView read={read} what="report" header={<PeriodLabel period={period} />}>
          {(data) => <SummaryFiguresView data={data} />}
        </KeptView>
      )}
    </Stack>
  );
}
