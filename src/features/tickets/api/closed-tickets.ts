import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ticketEndpoints } from '../../../contract/endpoints/tickets.ts';
import { CLOSED_TICKETS_PAGE_SIZE } from '../../../contract/tickets.ts';
import { call } from '../../../lib/http.ts';
import { persister } from '../../../offline/persister.ts';
import { ticketKeys } from './ticket-keys.ts';

/**
 * One page of a salon day's closed tickets (GET report/getBillV2?startTime&type=CLOSE&page&limit), kept
 * on the device for 7 days once seen. Always asked again when shown: a ticket closes at any moment.
 */
export function closedTicketsQuery(shopId: number, day: string, page: number) {
  return queryOptions({
    queryKey: ticketKeys.closed(shopId, day, page),
    queryFn: ({ signal }) =>
      call(ticketEndpoints.closedTickets, {
        query: { startTime: day, type: 'CLOSE', page, limit: CLOSED_TICKETS_PAGE_SIZE },
        signal,
      }),
    persister,
    staleTime: 0,
  });
}

/** The page shown; while another page or day loads, the previous one stands in under the busy overlay. */
export function useClosedTickets(shopId: number, day: string, page: number) {
  return useQuery({ ...closedTicketsQuery(shopId, day, page), placeholderData: keepPreviousData });
}

/** For the route loader and the day's warm-up: the page from the device or the network. Never fails. */
export async function prefetchClosedTickets(
  queryClient: QueryClient,
  shopId: number,
  day: string,
  page: number,
): Promise<void> {
  await queryClient.ensureQueryData(closedTicketsQuery(shopId, day, page)).catch(() => undefined);
}
