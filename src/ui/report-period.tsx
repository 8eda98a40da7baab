import { Group, Tabs, Text } from '@mantine/core';
import {
  choosePeriod,
  describePeriod,
  type IsoDay,
  type Period,
  type PeriodChoice,
  type RangeLimits,
} from '../lib/periods.ts';
import { isReportTab, REPORT_TABS, type ReportTab } from '../lib/report-tabs.ts';
import { DayPicker, MonthPicker, WeekPicker } from './pickers.tsx';

/** How the tabs are named (here, not in report-tabs.ts: the routes load that one on every start). */
export const REPORT_TAB_LABELS: Record<ReportTab, string> = {
  TODAY: 'Today',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  RANGE: 'Range',
};

/** The tabs whose period can be moved with a picker; Range always has its From and To. */
export type PickableTab = Exclude<ReportTab, 'RANGE'>;

export interface ReportPeriodProps {
  tab: ReportTab;
  onTabChange: (tab: ReportTab) => void;
  /** The salon's today: no picker goes past it. */
  today: IsoDay;
  /** What the pickers hold (`initialChoice(today)` to start); `choosePeriod` gives the period. */
  choice: PeriodChoice;
  onChoiceChange: (choice: PeriodChoice) => void;
  /** The tabs shown, in order. Default: Today, Weekly, Monthly, Range. */
  tabs?: readonly ReportTab[];
  /** Tabs with a picker (a day, a week, a month); the others show their current period. Default: none. */
  pickers?: readonly PickableTab[];
  /** What the Range tab allows (default: ending today at the latest, any length). */
  limits?: RangeLimits;
}

/**
 * The period of every report screen (spec part 2 "Reports and pickers"): the tabs, and under the chosen
 * one its picker: a day or a week or a month up to today's, or a range's From and To, refused when the
 * end is before the start or after today, or the range is longer than the screen allows
 * (`validateRange`, shown under To).
 */
export function ReportPeriod({
  tab,
  onTabChange,
  today,
  choice,
  onChoiceChange,
  tabs = REPORT_TABS,
  pickers = [],
  limits = {},
}: ReportPeriodProps) {
  const set = (change: Partial<PeriodChoice>) => onChoiceChange({ ...choice, ...change });
  const picked = tab !== 'RANGE' && pickers.includes(tab);
  const { range } = choice;
  return (
    <>
      <Tabs value={tab} onChange={(v) => isReportTab(v) && onTabChange(v)}>
        <Tabs.List grow>
          {tabs.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {REPORT_TAB_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      {picked && tab === 'TODAY' && (
        <DayPicker value={choice.day} maxDate={today} onChange={(day) => set({ day })} />
      )}
      {picked && tab === 'WEEKLY' && (
        <WeekPicker value={choice.week} maxDate={today} onChange={(week) => set({ week })} />
      )}
      {picked && tab === 'MONTHLY' && (
        <MonthPicker value={choice.month} maxDate={today} onChange={(month) => set({ month })} />
      )}

      {tab === 'RANGE' && (
        <Group grow align="flex-start">
          <DayPicker
            label="From"
            value={range.start}
            {...(limits.future ? {} : { maxDate: today })}
            onChange={(start) => set({ range: { ...range, start } })}
          />
          <DayPicker
            label="To"
            value={range.end}
            minDate={range.start}
            {...(limits.future ? {} : { maxDate: today })}
            error={choosePeriod('RANGE', choice, today, limits).problem}
            onChange={(end) => set({ range: { ...range, end } })}
          />
        </Group>
      )}
    </>
  );
}

/** The period shown, in words ("Wed 11-25-2026", "11-23-2026 – 11-29-2026"), beside the data's age. */
export function PeriodLabel({ period }: { period: Period }) {
  return (
    <Text size="sm" c="dimmed" data-testid="period" style={{ whiteSpace: 'nowrap' }}>
      {describePeriod(period)}
    </Text>
  );
}
