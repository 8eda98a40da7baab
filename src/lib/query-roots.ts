/**
 * The first part of every kept query's key, by feature. A change of one feature that shows in another's
 * answers (a tip edit in a staff member's income) names them through these, not through the feature.
 */
export const QUERY_ROOTS = {
  income: 'income',
  reports: 'reports',
  tickets: 'tickets',
} as const;
