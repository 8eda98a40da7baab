import {
  customerDetail,
  customerIdParams,
  customerPage,
  customerSummary,
  customerTransactions,
  filterByGroupBody,
  searchQuery,
  summaryQuery,
  updateCustomerBody,
} from '../customers.ts';
import { endpoint } from '../endpoint.ts';

/** Customers and their groups (spec part 2 §7 Customers): managers only. */
export const customerEndpoints = {
  customerSummary: endpoint({
    method: 'GET',
    base: 'api',
    path: '/customer/summary',
    access: 'manager',
    query: summaryQuery,
    response: customerSummary,
  }),
  customersByGroup: endpoint({
    method: 'POST',
    base: 'api',
    path: '/customer/filterByGroup',
    access: 'manager',
    body: filterByGroupBody,
    response: customerPage,
  }),
  customerSearch: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/customer/getAllCustomerAutoSearchPage',
    access: 'manager',
    query: searchQuery,
    response: customerPage,
  }),
  customerDetail: endpoint({
    method: 'GET',
    base: 'api',
    path: '/customer/detail/:id',
    access: 'manager',
    params: customerIdParams,
    response: customerDetail,
  }),
  customerTransactions: endpoint({
    method: 'GET',
    base: 'api',
    path: '/customer/transactions/:id',
    access: 'manager',
    params: customerIdParams,
    response: customerTransactions,
  }),
  updateCustomer: endpoint({
    method: 'POST',
    base: 'v1',
    path: '/customer/update',
    access: 'manager',
    body: updateCustomerBody,
    response: customerDetail,
  }),
} as const;
