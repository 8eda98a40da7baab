import type { Period } from '../../../lib/periods.ts';
import { QUERY_ROOTS } from '../../../lib/query-roots.ts';

export const reportKeys = {
  all: [QUERY_ROOTS.reports] as const,
  overview: (shopId: number, p: Period) => [QUERY_ROOTS.reports, 'overview', shopId, p.start, p.end] as const,
  summary: (shopId: number, p: Period) => [QUERY_ROOTS.reports, 'summary', shopId, p.start, p.end] as const,
};
