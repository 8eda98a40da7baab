import type { QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ManagerContext } from '../../../lib/signed-in.ts';

/** The search and page of the customer lists' URLs (?q=&page=); anything else is absent. */
export const customerListSearch = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000))), undefined),
});

/** What /customers and /customer-report load by: the trimmed search and the page. */
export const customerListDeps = ({
  search,
}: {
  search: { q?: string | undefined; page?: number | undefined };
}) => ({
  q: search.q?.trim() ?? '',
  page: search.page ?? 1,
});

/** Their loader: the tiles and the page asked, from this phone or the network. */
export async function prefetchCustomerList(
  queryClient: QueryClient,
  manager: ManagerContext,
  deps: { q: string; page: number },
): Promise<void> {
  const { customerSearch, customerSummary } = await import('../api/customers.ts');
  await Promise.all([
    customerSummary.prefetch(queryClient, { shopId: manager.salon.id }),
    customerSearch.prefetch(queryClient, { shopId: manager.salon.id, keyWord: deps.q, page: deps.page }),
  ]);
}
