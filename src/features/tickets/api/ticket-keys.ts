import { QUERY_ROOTS } from '../../../lib/query-roots.ts';

export const ticketKeys = {
  all: [QUERY_ROOTS.tickets] as const,
  detail: (billId: number) => [QUERY_ROOTS.tickets, 'detail', billId] as const,
  /** Every kept page of closed tickets of the salon. */
  closedAll: (shopId: number) => [QUERY_ROOTS.tickets, 'closed', shopId] as const,
  closed: (shopId: number, day: string, page: number) =>
    [QUERY_ROOTS.tickets, 'closed', shopId, day, page] as const,
};
