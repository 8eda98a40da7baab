import { ticketEndpoints } from '../../../contract/endpoints/tickets.ts';
import { CLOSED_TICKETS_PAGE_SIZE } from '../../../contract/tickets.ts';
import { call } from '../../../lib/http.ts';
import { defineKept } from '../../../offline/kept.ts';
import { ticketKeys } from './ticket-keys.ts';

/**
 * One page of a salon day's closed tickets (GET report/getBillV2?startTime&type=CLOSE&page&limit), kept
 * on the device once seen. Asked again whenever shown: a ticket closes at any moment.
 */
export const closedTickets = defineKept({
  key: ({ shopId, day, page }: { shopId: number; day: string; page: number }) =>
    ticketKeys.closed(shopId, day, page),
  fetch: ({ day, page }, signal) =>
    call(ticketEndpoints.closedTickets, {
      query: { startTime: day, type: 'CLOSE', page, limit: CLOSED_TICKETS_PAGE_SIZE },
      signal,
    }),
});
