import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { CustomersPage } from '../../../features/customers/components/customers-page.tsx';
import { pageSearch } from '../../../lib/route-params.ts';

/** The search and page of the URL (?q=&page=); anything else is absent. */
const searchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  page: pageSearch,
});

/** Spec part 2 §2: /customer-report (and /customers), the customer statistics, groups and list. */
export const Route = createFileRoute('/_app/_manager/customer-report')({
  validateSearch: searchSchema,
  staticData: { title: 'Customer Report' },
  // No loader deps: a new search or page is the screen's own read (the previous page stays under the
  // busy overlay until it comes), so a page turn does not wait for the route; the loader, run again in
  // the background, asks for the same page once.
  loader: async ({ context: { queryClient, manager }, location }) => {
    const { customerSearch, customerSummary } = await import('../../../features/customers/api/customers.ts');
    const search = z.parse(searchSchema, location.search);
    await Promise.all([
      customerSummary.prefetch(queryClient, { shopId: manager.salon.id }),
      customerSearch.prefetch(queryClient, {
        shopId: manager.salon.id,
        keyWord: search.q?.trim() ?? '',
        page: search.page ?? 1,
      }),
    ]);
  },
  component: CustomersPage,
});
