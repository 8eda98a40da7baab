import { shiftDay } from '../../../lib/day.ts';
import type { IsoDay } from '../../../lib/periods.ts';

/** A staff member as GET /admin/staff lists them (the fields the staff list shows). */
export interface ListedStaff {
  id: number;
  firstName: string;
  urlImage: string | null;
  phone: string;
}

/** A staff member's figures of a day (spec part 1 §3 "Staff daily item", GET report/reportStaffDaily). */
export interface DailyFigures {
  id: number;
  firstName?: string;
  urlImage?: string | null;
  phone?: string;
  /** When they clocked in that day ("9:02 AM"), or null when they did not. */
  clockInTimeCheck: string | null;
  turn: number;
  totalAppointment: number;
  totalSaleService: number;
  totalTip: number;
  totalSaleToday: number;
  totalSupply: number;
}

export type StaffDailyRow = ListedStaff & Omit<DailyFigures, 'firstName' | 'urlImage' | 'phone'>;

const NO_FIGURES = {
  clockInTimeCheck: null,
  turn: 0,
  totalAppointment: 0,
  totalSaleService: 0,
  totalTip: 0,
  totalSaleToday: 0,
  totalSupply: 0,
} as const;

/**
 * The staff list's rows (spec part 1 §7: the two answers merged by staff id): every staff member of the
 * salon in the staff list's order, with their figures of the day or none; then anyone with figures
 * that day who is no longer listed (a staff member removed since), so the rows still add up to the
 * salon's day.
 */
export function mergeStaffDaily(
  staff: readonly ListedStaff[],
  daily: readonly DailyFigures[],
): StaffDailyRow[] {
  const byId = new Map(daily.map((d) => [d.id, d]));
  const rows: StaffDailyRow[] = staff.map((s) => {
    const d = byId.get(s.id);
    return { ...s, ...figuresOf(d) };
  });
  const listed = new Set(staff.map((s) => s.id));
  for (const d of daily) {
    if (listed.has(d.id)) continue;
    listed.add(d.id);
    rows.push({
      id: d.id,
      firstName: d.firstName ?? '',
      urlImage: d.urlImage ?? null,
      phone: d.phone ?? '',
      ...figuresOf(d),
    });
  }
  return rows;
}

function figuresOf(d: DailyFigures | undefined): Omit<StaffDailyRow, keyof ListedStaff> {
  if (!d) return { ...NO_FIGURES };
  return {
    clockInTimeCheck: d.clockInTimeCheck,
    turn: d.turn,
    totalAppointment: d.totalAppointment,
    totalSaleService: d.totalSaleService,
    totalTip: d.totalTip,
    totalSaleToday: d.totalSaleToday,
    totalSupply: d.totalSupply,
  };
}

/** Spec part 1 §2: the staff list shows today, or yesterday as the alternative. */
export const STAFF_LIST_DAYS = ['TODAY', 'YESTERDAY'] as const;
export type StaffListDay = (typeof STAFF_LIST_DAYS)[number];
export const STAFF_LIST_DAY_LABELS: Record<StaffListDay, string> = { TODAY: 'Today', YESTERDAY: 'Yesterday' };

export function isStaffListDay(value: unknown): value is StaffListDay {
  return typeof value === 'string' && (STAFF_LIST_DAYS as readonly string[]).includes(value);
}

/** The calendar day a choice stands for in the salon's today. */
export function staffListDate(choice: StaffListDay, today: IsoDay): IsoDay {
  return choice === 'TODAY' ? today : shiftDay(today, -1);
}

/** `tel:` link of a stored phone (digits only), or null when there is no number to call. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 7 ? `tel:${digits}` : null;
}
