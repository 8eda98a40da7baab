/**
 * The first part of every kept query's key, by feature. A change of one feature that shows in another's
 * answers (a tip edit in a staff member's income) names them through these, not through the feature.
 */
export const QUERY_ROOTS = {
  /** The manager's appointments: the list, the block hours and the owner calendar built from both. */
  appointments: 'appointments',
  income: 'income',
  reports: 'reports',
  tickets: 'tickets',
  customers: 'customers',
} as const;
