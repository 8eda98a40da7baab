import type { CustomerFilter, CustomerGroup, CustomerListType } from '../../../contract/customers.ts';
import { CUSTOMER_PAGE_SIZE } from '../../../contract/customers.ts';
import { customerEndpoints } from '../../../contract/endpoints/customers.ts';
import { call } from '../../../lib/http.ts';
import { QUERY_ROOTS } from '../../../lib/query-roots.ts';
import { defineKept } from '../../../offline/kept.ts';

/**
 * The customer screens' answers, each kept on the phone once seen (so a list, a group or a customer seen
 * opens offline with its age) and asked again whenever shown.
 */
export const customerKeys = {
  all: [QUERY_ROOTS.customers] as const,
  detail: (shopId: number, id: number) => [QUERY_ROOTS.customers, shopId, 'detail', id] as const,
};

/** The statistic and group tiles (GET /customer/summary). */
export const customerSummary = defineKept({
  key: ({ shopId, groupType }: { shopId: number; groupType?: CustomerGroup | undefined }) =>
    [QUERY_ROOTS.customers, shopId, 'summary', groupType ?? 'ALL'] as const,
  fetch: ({ groupType }, signal) =>
    call(customerEndpoints.customerSummary, { query: groupType ? { groupType } : {}, signal }),
});

/** One page of every customer, or of a search (trimmed; empty is everyone). */
export const customerSearch = defineKept({
  key: ({ shopId, keyWord, page }: { shopId: number; keyWord: string; page: number }) =>
    [QUERY_ROOTS.customers, shopId, 'search', keyWord, page] as const,
  fetch: ({ keyWord, page }, signal) =>
    call(customerEndpoints.customerSearch, {
      query: { ...(keyWord === '' ? {} : { keyWord }), page },
      signal,
    }),
});

export interface GroupAsk {
  shopId: number;
  type: CustomerListType;
  filter: CustomerFilter;
  page: number;
}

/** One page of a group with the filter sheet's bounds (POST /customer/filterByGroup). */
export const customerGroup = defineKept({
  key: ({ shopId, type, filter, page }: GroupAsk) =>
    [QUERY_ROOTS.customers, shopId, 'group', type, filter, page] as const,
  fetch: ({ type, filter, page }, signal) =>
    call(customerEndpoints.customersByGroup, {
      body: { type, page, size: CUSTOMER_PAGE_SIZE, ...filter },
      signal,
    }),
});

export const customerDetail = defineKept({
  key: ({ shopId, id }: { shopId: number; id: number }) => customerKeys.detail(shopId, id),
  fetch: ({ id }, signal) => call(customerEndpoints.customerDetail, { params: { id }, signal }),
});

export const customerHistory = defineKept({
  key: ({ shopId, id }: { shopId: number; id: number }) =>
    [QUERY_ROOTS.customers, shopId, 'history', id] as const,
  fetch: ({ id }, signal) => call(customerEndpoints.customerTransactions, { params: { id }, signal }),
});
