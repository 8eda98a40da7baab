import { queryOptions } from '@tanstack/react-query';
import { incomeEndpoints } from '../../../contract/endpoints/income.ts';
import { call } from '../../../lib/http.ts';
import { useCachedQuery } from '../../../offline/hooks.ts';
import { persister } from '../../../offline/persister.ts';
import { ticketKeys } from './ticket-keys.ts';

/** A ticket's detail (GET report/getBillDetailV2), kept on the device for 7 days once seen. */
export function billDetailQuery(billId: number) {
  return queryOptions({
    queryKey: ticketKeys.detail(billId),
    queryFn: ({ signal }) => call(incomeEndpoints.billDetail, { query: { billId }, signal }),
    persister,
  });
}

export function useBillDetail(billId: number) {
  return useCachedQuery(billDetailQuery(billId));
}
