import { incomeEndpoints } from '../../../contract/endpoints/income.ts';
import { call } from '../../../lib/http.ts';
import { defineKept } from '../../../offline/kept.ts';
import { ticketKeys } from './ticket-keys.ts';

/** A ticket's detail (GET report/getBillDetailV2), kept on the device once seen. */
export const billDetail = defineKept({
  key: (billId: number) => ticketKeys.detail(billId),
  fetch: (billId, signal) => call(incomeEndpoints.billDetail, { query: { billId }, signal }),
  // A closed ticket rarely changes, and a change made on this phone shows at once anyway.
  fresh: 30_000,
});
