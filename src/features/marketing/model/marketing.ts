import { MAX_REPORT_DAYS } from '../../../contract/manager-reports.ts';
import type {
  AudienceGroup,
  RedeemSource,
  ReviewSort,
  ShopDay,
  ShopDayQuery,
} from '../../../contract/marketing.ts';
import { displayDay } from '../../../lib/day.ts';
import type { Period, RangeLimits } from '../../../lib/periods.ts';
import type { ReportTab } from '../../../lib/report-tabs.ts';
import { sharesOf } from '../../../lib/shares.ts';
import type { SplitPart } from '../../../ui/split-card.tsx';

/** Spec part 2 §2: the marketing and coupon reports' tabs; Today is the default. */
export const MARKETING_TABS = ['TODAY', 'WEEKLY', 'MONTHLY', 'RANGE'] as const satisfies readonly ReportTab[];
/** A day, a week or a month can be moved back with its picker. */
export const MARKETING_PICKERS = ['TODAY', 'WEEKLY', 'MONTHLY'] as const satisfies readonly Exclude<
  ReportTab,
  'RANGE'
>[];
/** A range of at most MAX_REPORT_DAYS days, ending today at the latest. */
export const MARKETING_LIMITS: RangeLimits = { maxDays: MAX_REPORT_DAYS };

/** Spec §8: the empty text. */
export const NO_DATA = 'No data';

/** GET report/shop-day's query for a period (MM-DD-YYYY). */
export const shopDayQueryOf = (period: Period): ShopDayQuery => ({
  type: 'FROM-TO',
  startDate: displayDay(period.start),
  endDate: displayDay(period.end),
});

/** How customers came, as the ring shows it: online bookings, phone bookings, walk-ins. */
export function bookingSplit(bookings: ShopDay['bookings']): SplitPart[] {
  const parts = [
    { label: 'Online', amount: bookings.online, color: 'teal' },
    { label: 'Phone', amount: bookings.phone, color: 'indigo' },
    { label: 'Walk-in', amount: bookings.walkIn, color: 'orange' },
  ];
  const shares = sharesOf(parts.map((p) => p.amount));
  return parts.map((p, i) => ({ ...p, percent: shares[i] ?? 0 }));
}

export const bookingsTotal = (b: ShopDay['bookings']): number => b.online + b.phone + b.walkIn;

/** "4.3" (one decimal), "–" without reviews. */
export const averageText = (average: number, count: number): string =>
  count === 0 ? '–' : average.toFixed(1);

/** "1 rating", "855 ratings". */
export const ratingsText = (count: number): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'rating' : 'ratings'}`;

/** Each star from 5 down to 1 with its count and its share of the reviews (bars under the summary). */
export function starRows(stars: readonly number[]): { star: number; count: number; percent: number }[] {
  const shares = sharesOf(stars);
  return [5, 4, 3, 2, 1].map((star) => ({
    star,
    count: stars[star - 1] ?? 0,
    percent: shares[star - 1] ?? 0,
  }));
}

/** Spec §2 "Reviews & Comments": the sort (its words as the spec writes them). */
export const REVIEW_SORT_OPTIONS: readonly { value: ReviewSort; label: string }[] = [
  { value: 'LATEST', label: 'Lasted' },
  { value: 'HIGHEST', label: 'Highest rated' },
];

/** The star filter: All Star, then 5 Stars … 1 Star ('' is all). */
export const STAR_OPTIONS: readonly { value: string; label: string }[] = [
  { value: '', label: 'All Star' },
  ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: n === 1 ? '1 Star' : `${n} Stars` })),
];

/** A star filter's value from the URL: 1 to 5, or none. */
export const starOf = (value: string | null | undefined): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : undefined;
};

/** Spec §2 "Coupon report": the Redeem History's source filter ('' is all). */
export const SOURCE_LABELS: Record<RedeemSource, string> = {
  TICKET: 'Ticket',
  APPOINTMENT: 'Appointment',
  MARKETING: 'Marketing',
  REVIEW: 'Review',
};
export const SOURCE_OPTIONS: readonly { value: string; label: string }[] = [
  { value: '', label: 'All Source' },
  ...(Object.entries(SOURCE_LABELS) as [RedeemSource, string][]).map(([value, label]) => ({ value, label })),
];
export const sourceOf = (value: string | null | undefined): RedeemSource | undefined =>
  value && value in SOURCE_LABELS ? (value as RedeemSource) : undefined;

/** The Email and SMS screens: who can be reached by that way. */
export type Channel = 'EMAIL' | 'SMS';

/** The lists the audience is counted for, named as the customers screen names its groups. */
export const AUDIENCE_LABELS: Record<AudienceGroup['type'], string> = {
  ALL: 'All customers',
  LOYALTY: 'Loyalty group',
  NO_VISIT: 'Group at risk',
  BEST_RETURN: 'Group return',
  BIRTHDAY: 'Birthday coming',
};

/** A list's reachable customers by `channel`, and their share of the list (0 for an empty list). */
export function reachOf(group: AudienceGroup, channel: Channel): { reachable: number; percent: number } {
  const reachable = channel === 'EMAIL' ? group.withEmail : group.withPhone;
  return { reachable, percent: group.customers === 0 ? 0 : Math.round((reachable * 100) / group.customers) };
}
