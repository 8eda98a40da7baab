import type { ManagerScreen } from '../../lib/screens.ts';

/**
 * Spec part 1 §2: the manager menu's entries, in the spec's order (Logout, last, is the drawer's). The
 * spec's list is the order; which entries lead somewhere is what the features declare.
 */
export const SPEC_MENU: readonly { path: string; label: string }[] = [
  { path: '/overview', label: 'Overview' },
  { path: '/tickets', label: 'Closed Tickets' },
  { path: '/summary-report', label: 'Summary Report' },
  { path: '/employee-salaries', label: 'Employee Salaries' },
  { path: '/marketing-report', label: 'Marketing Report' },
  { path: '/appointments', label: 'Appointments' },
  { path: '/staff-list', label: 'Staff List' },
  { path: '/customer-report', label: 'Customer Report' },
  { path: '/images-review', label: 'Images Review' },
  { path: '/salon-information', label: 'Salon Information' },
];

export type ManagerMenuEntry =
  | { label: string; to: ManagerScreen['to'] }
  /** An entry of the spec whose screen is still to be built: shown, marked as coming. */
  | { label: string; comingSoon: true };

/**
 * The menu: the spec's entries in the spec's order, each leading to the screen a feature declares for
 * its path (or marked as coming), then the declared screens the spec does not list (My account).
 */
export function managerMenu(screens: readonly ManagerScreen[]): ManagerMenuEntry[] {
  const byPath = new Map(screens.map((s) => [s.to as string, s]));
  const spec: ManagerMenuEntry[] = SPEC_MENU.map(({ path, label }) => {
    const screen = byPath.get(path);
    return screen ? { label: screen.label, to: screen.to } : { label, comingSoon: true };
  });
  const specPaths = new Set(SPEC_MENU.map((e) => e.path));
  const extra = screens.filter((s) => !specPaths.has(s.to)).map((s) => ({ label: s.label, to: s.to }));
  return [...spec, ...extra];
}
