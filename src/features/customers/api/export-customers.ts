import {
  CUSTOMER_EXPORT_PAGE_SIZE,
  type CustomerFilter,
  type CustomerListType,
  type CustomerRow,
} from '../../../contract/customers.ts';
import { customerEndpoints } from '../../../contract/endpoints/customers.ts';
import { call, sendNow } from '../../../lib/http.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { csvFileName, customersCsv } from '../model/csv.ts';

/**
 * Every customer of a list (a group with its filter, or a search), read 500 at a time from the server
 * (the whole list, not the pages seen), saved as a CSV file; with `keep`, only the customers it keeps
 * (those with an email, for the Email screen). Needs the connection.
 */
export async function exportCustomers(
  ask: { type: CustomerListType; filter?: CustomerFilter; keySearch?: string },
  what: string,
  today: string,
  keep?: (row: CustomerRow) => boolean,
): Promise<number> {
  const rows: CustomerRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await sendNow(() =>
      call(customerEndpoints.customersByGroup, {
        body: {
          type: ask.type,
          page,
          size: CUSTOMER_EXPORT_PAGE_SIZE,
          ...ask.filter,
          ...(ask.keySearch ? { keySearch: ask.keySearch } : {}),
        },
      }),
    );
    rows.push(...answer.customers);
    if (answer.customers.length < CUSTOMER_EXPORT_PAGE_SIZE || rows.length >= answer.total) break;
  }
  const kept = keep ? rows.filter(keep) : rows;
  saveFile(customersCsv(kept), 'text/csv;charset=utf-8', csvFileName(what, today));
  return kept.length;
}
