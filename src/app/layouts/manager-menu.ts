/** Spec part 1 §2: the manager menu entries, in order. */
export const MANAGER_MENU = [
  { to: '/overview', label: 'Overview' },
  { to: '/tickets', label: 'Closed Tickets' },
  { to: '/summary-report', label: 'Summary Report' },
  { to: '/employee-salaries', label: 'Employee Salaries' },
  { to: '/marketing-report', label: 'Marketing Report' },
  { to: '/appointments', label: 'Appointments' },
  { to: '/staff-list', label: 'Staff List' },
  { to: '/customer-report', label: 'Customer Report' },
  { to: '/images-review', label: 'Images Review' },
  { to: '/salon-information', label: 'Salon Information' },
] as const;
