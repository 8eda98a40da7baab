import type { Period } from '../../../lib/periods.ts';

export const reportKeys = {
  all: ['reports'] as const,
  overview: (shopId: number, p: Period) => ['reports', 'overview', shopId, p.start, p.end] as const,
};
