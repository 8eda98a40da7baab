import { fromCents, toCents } from '../../../contract/money.ts';
import { periodFor } from '../../../lib/periods.ts';

/** Spec: sub-tabs Day, Week and Range; Range defaults to the last 14 days. */
export const INCOME_TABS = ['DAY', 'WEEK', 'RANGE'] as const;
export type IncomeTab = (typeof INCOME_TABS)[number];
export const INCOME_TAB_LABELS: Record<IncomeTab, string> = { DAY: 'Day', WEEK: 'Week', RANGE: 'Range' };

export function isIncomeTab(value: unknown): value is IncomeTab {
  return typeof value === 'string' && (INCOME_TABS as readonly string[]).includes(value);
}

export function defaultRange(today: string): { start: string; end: string } {
  return periodFor('RANGE', today);
}

/** Spec §9: Comm + Tip equals commission plus tip minus discount (to the cent). */
export function commPlusTip(r: { commission: number; tip: number; discount: number }): number {
  return fromCents(toCents(r.commission) + toCents(r.tip) - toCents(r.discount));
}

/** Spec §5: tickets with a total of 0 or less are hidden from the history. */
export function visibleTickets<T extends { total: number }>(tickets: T[]): T[] {
  return tickets.filter((t) => t.total > 0);
}
