import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as z from 'zod/mini';
import { CustomerGroupScreen } from '../../../features/customers/components/customer-group-screen.tsx';
import { pageSearch } from '../../../lib/route-params.ts';

const searchSchema = z.object({
  page: pageSearch,
});

/** Spec part 2 §2: /customer-group/{group} (LOYALTY, NO_VISIT, BEST_RETURN, BIRTHDAY; any other: every customer). */
export const Route = createFileRoute('/_app/_manager/customer-group/$group')({
  validateSearch: searchSchema,
  staticData: { title: 'Group Customer', back: true, parent: '/customer-report' },
  // No loader deps: a page turn is the screen's own read (customer-report.tsx says why).
  loader: async ({ context: { queryClient, manager }, params, location }) => {
    const { customerGroup } = await import('../../../features/customers/api/customers.ts');
    const { groupFilter, listTypeOf } = await import('../../../features/customers/model/groups.ts');
    const { readKeptFilter } = await import('../../../features/customers/model/kept-filter.ts');
    const shopId = manager.salon.id;
    const filter = groupFilter(params.group, readKeptFilter(shopId, params.group), manager.today);
    await customerGroup.prefetch(queryClient, {
      shopId,
      type: listTypeOf(params.group),
      filter,
      page: z.parse(searchSchema, location.search).page ?? 1,
    });
  },
  component: CustomerGroupPage,
});

function CustomerGroupPage() {
  const { group } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onPage = useCallback(
    (page: number) => void navigate({ search: { page }, replace: page === 1 }),
    [navigate],
  );
  return <CustomerGroupScreen group={group} page={search.page ?? 1} onPage={onPage} />;
}
