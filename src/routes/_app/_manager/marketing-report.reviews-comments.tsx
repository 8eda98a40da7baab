import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { REVIEW_SORTS } from '../../../contract/search-values.ts';
import { ReviewsScreen } from '../../../features/marketing/components/reviews-screen.tsx';
import { pageSearch } from '../../../lib/route-params.ts';

const searchSchema = z.object({
  sort: z.catch(z.optional(z.enum(REVIEW_SORTS)), undefined),
  star: z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(5))), undefined),
  q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  page: pageSearch,
});

/** Spec part 2 §2 "Reviews & Comments". */
export const Route = createFileRoute('/_app/_manager/marketing-report/reviews-comments')({
  validateSearch: searchSchema,
  staticData: { title: 'Reviews & Comments', back: true, parent: '/marketing-report' },
  loaderDeps: ({ search }) => ({
    sort: search.sort ?? 'LATEST',
    star: search.star,
    search: (search.q ?? '').trim(),
    page: search.page ?? 1,
  }),
  loader: async ({ context: { queryClient, manager }, deps }) => {
    const { reviews } = await import('../../../features/marketing/api/marketing.ts');
    await reviews.prefetch(queryClient, { shopId: manager.salon.id, ...deps });
  },
  component: ReviewsPage,
});

function ReviewsPage() {
  const choice = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  return (
    <ReviewsScreen
      choice={choice}
      onChoice={(next) =>
        void navigate({
          search: {
            ...(next.sort === 'LATEST' ? {} : { sort: next.sort }),
            ...(next.star ? { star: next.star } : {}),
            ...(next.search ? { q: next.search } : {}),
            ...(next.page > 1 ? { page: next.page } : {}),
          },
          replace: true,
        })
      }
    />
  );
}
