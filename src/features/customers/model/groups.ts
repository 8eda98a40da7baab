import {
  AMOUNT_SLIDER,
  CUSTOMER_GROUPS,
  type CustomerFilter,
  type CustomerGroup,
  type CustomerListType,
  type CustomerRow,
  POINT_SLIDER,
  WEEK_SLIDER,
} from '../../../contract/customers.ts';
import { shiftDay } from '../../../lib/day.ts';
import { formatMoney, maskPhoneLast4 } from '../../../lib/format.ts';

/** Spec part 2 §2 Customer group: the titles, "Group Customer" for any other group. */
const TITLES: Record<CustomerGroup, string> = {
  LOYALTY: 'Loyalty Group',
  NO_VISIT: 'Group At Risk',
  BEST_RETURN: 'Group Returned',
  BIRTHDAY: 'Birthday Coming',
};
export const OTHER_GROUP_TITLE = 'Group Customer';

export const isCustomerGroup = (group: string): group is CustomerGroup =>
  (CUSTOMER_GROUPS as readonly string[]).includes(group);

export const groupTitle = (group: string): string =>
  isCustomerGroup(group) ? TITLES[group] : OTHER_GROUP_TITLE;

/** What a group's list asks the server for: the group, or every customer for any other name. */
export const listTypeOf = (group: string): CustomerListType => (isCustomerGroup(group) ? group : 'ALL');

/** The group tiles of /customers (spec §2), each opening its group. */
export const GROUP_TILES: readonly { group: CustomerGroup; label: string }[] = [
  { group: 'LOYALTY', label: 'Loyalty group' },
  { group: 'NO_VISIT', label: 'Group at risk' },
  { group: 'BEST_RETURN', label: 'Group return' },
  { group: 'BIRTHDAY', label: 'Birthday coming' },
];

export interface Column {
  title: string;
  /** The cell's text. */
  cell: (row: CustomerRow) => string;
  /** Figures are right-aligned. */
  numeric?: boolean;
}

const days = (n: number | null) => (n === null ? '' : String(n));

/** Spec §2: Name and Phone (masked to the last 4 digits) always, then the group's own columns. */
export function groupColumns(group: string): Column[] {
  const always: Column[] = [
    { title: 'Name', cell: (r) => r.customerName },
    { title: 'Phone', cell: (r) => maskPhoneLast4(r.customerPhone) },
  ];
  const recent: Column = { title: 'Recent Date', cell: (r) => r.lastTimeVisit ?? '' };
  switch (listTypeOf(group)) {
    case 'LOYALTY':
      return [
        ...always,
        { title: 'Spent', cell: (r) => formatMoney(r.amountSpend), numeric: true },
        { title: 'Point', cell: (r) => String(r.point), numeric: true },
      ];
    case 'NO_VISIT':
      return [
        ...always,
        recent,
        { title: "Haven't Returned (days)", cell: (r) => days(r.numNoReturn), numeric: true },
      ];
    case 'BEST_RETURN':
      return [
        ...always,
        recent,
        { title: 'Returned (days)', cell: (r) => days(r.numReturnDays), numeric: true },
      ];
    case 'BIRTHDAY':
      return [...always, { title: 'DOB', cell: (r) => r.dob ?? '' }];
    default:
      return [...always, { title: 'Create Date', cell: (r) => r.createdDate }];
  }
}

/** The filter sheet exists for every group except Birthday (spec §2). */
export const hasFilterSheet = (group: string): boolean => group !== 'BIRTHDAY';

export type Range = readonly [number, number];

export interface Slider {
  key: 'amount' | 'points' | 'weeks';
  label: string;
  min: number;
  max: number;
  step: number;
  presets: readonly { label: string; range: Range }[];
}

/** Spec §9: the sliders' ranges and presets ("none" is the whole range). */
export const SLIDERS: readonly Slider[] = [
  {
    key: 'amount',
    label: 'Amount spent ($)',
    ...AMOUNT_SLIDER,
    presets: [
      { label: 'None', range: [AMOUNT_SLIDER.min, AMOUNT_SLIDER.max] },
      { label: 'Under 500', range: [0, 500] },
      { label: '500 to 1,000', range: [500, 1000] },
      { label: 'Over 1,000', range: [1000, AMOUNT_SLIDER.max] },
    ],
  },
  {
    key: 'points',
    label: 'Points',
    ...POINT_SLIDER,
    presets: [
      { label: 'None', range: [POINT_SLIDER.min, POINT_SLIDER.max] },
      { label: 'Under 100', range: [0, 100] },
      { label: '101-200', range: [100, 200] },
      { label: '201-500', range: [200, 500] },
      { label: '501-1000', range: [500, 1000] },
      { label: 'Over 1000', range: [1000, POINT_SLIDER.max] },
    ],
  },
  {
    key: 'weeks',
    label: 'Weeks since the last visit',
    ...WEEK_SLIDER,
    presets: [
      { label: 'None', range: [WEEK_SLIDER.min, WEEK_SLIDER.max] },
      { label: 'Under 2', range: [0, 2] },
      { label: '2-4', range: [2, 4] },
      { label: 'Over 5', range: [5, WEEK_SLIDER.max] },
    ],
  },
];

/** The filter sheet's values: one range per slider. */
export type SliderValues = Record<Slider['key'], Range>;

export const NO_FILTER: SliderValues = {
  amount: [AMOUNT_SLIDER.min, AMOUNT_SLIDER.max],
  points: [POINT_SLIDER.min, POINT_SLIDER.max],
  weeks: [WEEK_SLIDER.min, WEEK_SLIDER.max],
};

/**
 * Spec §5: min and max kept at least one step apart, inside the slider's range, on its steps. The end
 * that moved last (`moved`) stays where it was put when it can; the other one makes room.
 */
export function keepApart(
  range: Range,
  slider: Pick<Slider, 'min' | 'max' | 'step'>,
  moved: 0 | 1 = 1,
): Range {
  const { min, max, step } = slider;
  const snap = (v: number) => Math.min(max, Math.max(min, Math.round((v - min) / step) * step + min));
  let [low, high] = [snap(Math.min(range[0], range[1])), snap(Math.max(range[0], range[1]))];
  if (high - low >= step) return [low, high];
  if (moved === 1) {
    high = Math.max(high, min + step);
    low = high - step;
  } else {
    low = Math.min(low, max - step);
    high = low + step;
  }
  return [low, high];
}

/** The preset a range is, or null for a range the manager slid to. */
export function presetOf(slider: Slider, range: Range): string | null {
  return slider.presets.find((p) => p.range[0] === range[0] && p.range[1] === range[1])?.label ?? null;
}

/**
 * The filter sheet's values as the call's bounds (docs/reports.md, "Filters"): a slider at its bottom or
 * top is no bound; weeks since the last visit become the last visit's days counted back from `today`.
 */
export function filterBounds(values: SliderValues, today: string): CustomerFilter {
  const out: CustomerFilter = {};
  const [amountFrom, amountTo] = values.amount;
  if (amountFrom > AMOUNT_SLIDER.min) out.amountFrom = amountFrom;
  if (amountTo < AMOUNT_SLIDER.max) out.amountTo = amountTo;
  const [pointFrom, pointTo] = values.points;
  if (pointFrom > POINT_SLIDER.min) out.pointFrom = pointFrom;
  if (pointTo < POINT_SLIDER.max) out.pointTo = pointTo;
  const [fewest, most] = values.weeks;
  if (most < WEEK_SLIDER.max) out.lastVisitFrom = shiftDay(today, -7 * most);
  if (fewest > WEEK_SLIDER.min) out.lastVisitTo = shiftDay(today, -7 * fewest);
  return out;
}

export const isFiltered = (values: SliderValues): boolean =>
  SLIDERS.some((s) => values[s.key][0] !== NO_FILTER[s.key][0] || values[s.key][1] !== NO_FILTER[s.key][1]);

/** A filter read back from this phone: three ranges of numbers, else none. */
export function isSliderValues(value: unknown): value is SliderValues {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return SLIDERS.every((s) => {
    const r = v[s.key];
    return (
      Array.isArray(r) &&
      r.length === 2 &&
      r.every((n) => typeof n === 'number' && Number.isFinite(n) && n >= s.min && n <= s.max) &&
      Number(r[1]) - Number(r[0]) >= s.step
    );
  });
}

/** The bounds a group's list is asked with: the filter sheet's, none for a group without the sheet. */
export const groupFilter = (group: string, values: SliderValues, today: string): CustomerFilter =>
  hasFilterSheet(group) ? filterBounds(values, today) : {};
