import { createFileRoute } from '@tanstack/react-router';
import { CustomersPage } from '../../../features/customers/components/customers-page.tsx';
// Light imports only: a route's config (not its component) loads with the app's start.
import {
  customerListDeps,
  customerListSearch,
  prefetchCustomerList,
} from '../../../features/customers/model/route-search.ts';

/** Spec part 2 §2: /customer-report, the customer statistics, groups and list. */
export const Route = createFileRoute('/_app/_manager/customer-report')({
  validateSearch: customerListSearch,
  staticData: { title: 'Customer Report' },
  loaderDeps: customerListDeps,
  loader: ({ context: { queryClient, manager }, deps }) => prefetchCustomerList(queryClient, manager, deps),
  component: CustomersPage,
});
