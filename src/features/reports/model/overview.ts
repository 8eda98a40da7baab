import type { Period } from '../../../lib/periods.ts';

/** What the growth is against: a period still running is compared up to this time of day (reports.md). */
export function comparedText(period: Period, today: string): string {
  if (period.start <= today && today <= period.end) {
    return period.start === period.end
      ? 'against yesterday up to this time of day'
      : 'against the same days before, up to this time of day';
  }
  return 'against the same days of the period before';
}
