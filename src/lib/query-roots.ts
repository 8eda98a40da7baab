/**
 * The first part of every kept query's key, by feature. A change of one feature that shows in another's
 * answers (a tip edit in a staff member's income) names them through these, not through the feature.
 */
export const QUERY_ROOTS = {
  /** The manager's appointments: the list, the block hours and the owner calendar built from both. */
  appointments: 'appointments',
  /** The manager's gallery review (Images): the salon's items by status. */
  gallery: 'gallery',
  income: 'income',
  reports: 'reports',
  /** Employee Salaries: each period's pay and each staff member's pay settings. */
  salaries: 'salaries',
  /** The salon's information (Salon Information). */
  shop: 'shop',
  tickets: 'tickets',
  customers: 'customers',
  /** The booking wizard's menu, staff and free times. */
  booking: 'booking',
  /** The marketing report and its sub-screens (reviews, coupons, email and SMS audience). */
  marketing: 'marketing',
} as const;
