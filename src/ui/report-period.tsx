// The pickers' styles and code load with the report screens that use them, never on the first screen.
import '@mantine/dates/styles.css';
import { Group, Tabs } from '@mantine/core';
import { DatePickerInput, type DayOfWeek, MonthPickerInput } from '@mantine/dates';
import { displayDay } from '../lib/day.ts';
import { choosePeriod, type IsoDay, type PeriodChoice, periodFor, WEEK_STARTS_ON } from '../lib/periods.ts';
import { isReportTab, REPORT_TABS, type ReportTab } from '../lib/report-tabs.ts';
import classes from './report-period.module.css';

/** How the tabs are named (here, not in report-tabs.ts: the routes load that one on every start). */
export const REPORT_TAB_LABELS: Record<ReportTab, string> = {
  TODAY: 'Today',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  RANGE: 'Range',
};

/**
 * What every day calendar shares: MM-DD-YYYY, weeks from Monday, named month arrows, and readable days
 * (no red weekends: Mantine's red is 3:1 on white, and a salon's weekend is a working day).
 */
const DAY_CALENDAR = {
  valueFormat: 'MM-DD-YYYY',
  firstDayOfWeek: WEEK_STARTS_ON,
  weekendDays: [] as DayOfWeek[],
  classNames: { day: classes.day },
  previousLabel: 'Previous month',
  nextLabel: 'Next month',
} as const;

interface PickerProps {
  /** YYYY-MM-DD. */
  value: IsoDay;
  onChange: (day: IsoDay) => void;
  /** The last day offered (today); no limit when unset. */
  maxDate?: IsoDay;
  label?: string;
}

/** One day, shown MM-DD-YYYY (e.g. Closed Tickets' day: at most today). */
export function DayPicker({
  value,
  onChange,
  maxDate,
  minDate,
  error,
  label = 'Date',
}: PickerProps & { minDate?: IsoDay; error?: string | null }) {
  return (
    <DatePickerInput
      {...DAY_CALENDAR}
      label={label}
      value={value}
      minDate={minDate}
      maxDate={maxDate}
      error={error}
      onChange={(day) => day && onChange(day)}
    />
  );
}

/**
 * A Monday-to-Sunday week, picked by any of its days and shown "11-16-2026 – 11-22-2026"; the calendar
 * marks the whole week. `value` is any day of it.
 */
export function WeekPicker({ value, onChange, maxDate, label = 'Week' }: PickerProps) {
  const week = periodFor('WEEKLY', value);
  return (
    <DatePickerInput
      {...DAY_CALENDAR}
      label={label}
      value={week.start}
      maxDate={maxDate}
      valueFormatter={() => `${displayDay(week.start)} – ${displayDay(week.end)}`}
      getDayProps={(day) => ({
        inRange: day >= week.start && day <= week.end,
        firstInRange: day === week.start,
        lastInRange: day === week.end,
        selected: day === week.start || day === week.end,
      })}
      onChange={(day) => day && onChange(day)}
    />
  );
}

/** A calendar month, shown "November 2026"; `value` is any day of it. */
export function MonthPicker({ value, onChange, maxDate, label = 'Month' }: PickerProps) {
  return (
    <MonthPickerInput
      label={label}
      previousLabel="Previous year"
      nextLabel="Next year"
      value={periodFor('MONTHLY', value).start}
      maxDate={maxDate}
      onChange={(month) => month && onChange(month)}
    />
  );
}

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
}

/**
 * The period of every report screen (spec part 2 "Reports and pickers"): the tabs, and under the chosen
 * one its picker: a day or a week or a month up to today's, or a range's From and To, refused when the
 * end is before the start or after today (`validateRange`, shown under To).
 */
export function ReportPeriod({
  tab,
  onTabChange,
  today,
  choice,
  onChoiceChange,
  tabs = REPORT_TABS,
  pickers = [],
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
            maxDate={today}
            onChange={(start) => set({ range: { ...range, start } })}
          />
          <DayPicker
            label="To"
            value={range.end}
            minDate={range.start}
            maxDate={today}
            error={choosePeriod('RANGE', choice, today).problem}
            onChange={(end) => set({ range: { ...range, end } })}
          />
        </Group>
      )}
    </>
  );
}
