/**
 * The date pickers themselves (Mantine's dates: about 40 KB), loaded by src/ui/pickers.tsx once a screen
 * shows one, never with a screen's first code.
 */
import '@mantine/dates/styles.css';
import { DatePickerInput, type DayOfWeek, MonthPickerInput } from '@mantine/dates';
import { displayDay } from '../lib/day.ts';
import { periodFor, WEEK_STARTS_ON } from '../lib/periods.ts';
import type { DayPickerProps, PickerProps } from './picker-props.ts';
import classes from './report-period.module.css';

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

/** One day, shown MM-DD-YYYY (e.g. Closed Tickets' day: at most today). */
export function DayPickerInput({
  value,
  onChange,
  maxDate,
  minDate,
  error,
  short,
  label = 'Date',
}: DayPickerProps) {
  return (
    <DatePickerInput
      {...DAY_CALENDAR}
      {...(short ? { valueFormat: 'MM-DD' } : {})}
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
export function WeekPickerInput({ value, onChange, maxDate, label = 'Week' }: PickerProps) {
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
export function MonthPickerField({ value, onChange, maxDate, label = 'Month' }: PickerProps) {
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
