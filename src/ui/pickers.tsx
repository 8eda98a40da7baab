import { TextInput } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { displayDay } from '../lib/day.ts';
import { whenIdle } from '../lib/idle.ts';
import type { DayPickerProps, PickerProps } from './picker-props.ts';

export type { DayPickerProps, PickerProps } from './picker-props.ts';

/** Mantine's date pickers, in their own chunk: a screen's first code does not carry them. */
const loadPickers = () => import('./date-pickers.tsx');
const LazyDay = lazy(() => loadPickers().then((m) => ({ default: m.DayPickerInput })));
const LazyWeek = lazy(() => loadPickers().then((m) => ({ default: m.WeekPickerInput })));
const LazyMonth = lazy(() => loadPickers().then((m) => ({ default: m.MonthPickerField })));

/**
 * Until the picker has loaded (a moment; from the service worker offline), the field shows its label and
 * value read-only, in the same place, so the screen does not move and the date is read at once.
 */
function Placeholder({ label, text, error }: { label: string; text: string; error?: string | null }) {
  // Loaded as soon as the page is idle, so a tap finds the picker there.
  useEffect(() => whenIdle(() => void loadPickers()), []);
  return <TextInput label={label} value={text} error={error} readOnly data-picker-placeholder />;
}

/** One day, shown MM-DD-YYYY (e.g. Closed Tickets' day: at most today), or MM-DD when `short`. */
export function DayPicker(props: DayPickerProps) {
  const label = props.label ?? 'Date';
  const text = props.short ? displayDay(props.value).slice(0, 5) : displayDay(props.value);
  return (
    <Suspense fallback={<Placeholder label={label} text={text} error={props.error} />}>
      <LazyDay {...props} label={label} />
    </Suspense>
  );
}

/** A Monday-to-Sunday week, shown "11-16-2026 – 11-22-2026"; `value` is any day of it. */
export function WeekPicker(props: PickerProps) {
  const label = props.label ?? 'Week';
  return (
    <Suspense fallback={<Placeholder label={label} text={displayDay(props.value)} />}>
      <LazyWeek {...props} label={label} />
    </Suspense>
  );
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A calendar month, shown "November 2026"; `value` is any day of it. */
export function MonthPicker(props: PickerProps) {
  const label = props.label ?? 'Month';
  const [year, month] = props.value.split('-');
  return (
    <Suspense
      fallback={<Placeholder label={label} text={`${MONTHS[Number(month) - 1] ?? ''} ${year ?? ''}`} />}
    >
      <LazyMonth {...props} label={label} />
    </Suspense>
  );
}
