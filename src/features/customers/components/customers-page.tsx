import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ManagerContext } from '../../../lib/signed-in.ts';
import { CustomersScreen } from './customers-screen.tsx';

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

/** The two routes' page: the search and the page in the URL (the search replaces the entry). */
export function CustomersPage() {
  const search = useSearch({ strict: false });
  const navigate = useNavigate();
  const q = typeof search.q === 'string' ? search.q.trim() : '';
  const onSearch = useCallback(
    (next: string) =>
      void navigate({ to: '.', search: { ...(next ? { q: next } : {}), page: 1 }, replace: true }),
    [navigate],
  );
  return (
    <CustomersScreen
      search={q}
      page={typeof search.page === 'number' ? search.page : 1}
      onSearch={onSearch}
      onPage={(page) => void navigate({ to: '.', search: { ...(q ? { q } : {}), page } })}
    />
  );
}
