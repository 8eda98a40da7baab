import type { LinkProps } from '@tanstack/react-router';

/**
 * Spec part 1 §2: the manager menu entries, in order. An entry names a route of the app (a path that
 * is not a route fails the type check); the screens still to be built are listed, marked as coming.
 */
export type ManagerMenuEntry =
  | { label: string; to: NonNullable<LinkProps['to']> }
  | { label: string; comingSoon: true };

export const MANAGER_MENU: readonly ManagerMenuEntry[] = [
  { to: '/overview', label: 'Overview' },
  { to: '/tickets', label: 'Closed Tickets' },
  { label: 'Summary Report', comingSoon: true },
  { label: 'Employee Salaries', comingSoon: true },
  { label: 'Marketing Report', comingSoon: true },
  { to: '/appointments', label: 'Appointments' },
  { label: 'Staff List', comingSoon: true },
  { label: 'Customer Report', comingSoon: true },
  { label: 'Images Review', comingSoon: true },
  { label: 'Salon Information', comingSoon: true },
  // Not in the spec's list: a manager's own account (photos, and the salon switch for a phone with
  // several salons).
  { to: '/staff-information', label: 'My account' },
];
