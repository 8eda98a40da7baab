/** Spec: report tabs TODAY, WEEKLY, MONTHLY, RANGE. Kept apart from the date maths so routes stay light. */
export const REPORT_TABS = ['TODAY', 'WEEKLY', 'MONTHLY', 'RANGE'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

export function isReportTab(value: unknown): value is ReportTab {
  return typeof value === 'string' && (REPORT_TABS as readonly string[]).includes(value);
}
