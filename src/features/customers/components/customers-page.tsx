import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CustomersScreen } from './customers-screen.tsx';

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
  const onPage = useCallback(
    (page: number) => void navigate({ to: '.', search: { ...(q ? { q } : {}), page } }),
    [navigate, q],
  );
  return (
    <CustomersScreen
      search={q}
      page={typeof search.page === 'number' ? search.page : 1}
      onSearch={onSearch}
      onPage={onPage}
    />
  );
}
