import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ImagesReviewScreen } from '../../../features/gallery/components/images-review-screen.tsx';

/** Not approved (the default) or Public. */
const searchSchema = z.object({ tab: z.catch(z.optional(z.enum(['PENDING', 'APPROVED'])), undefined) });

export const Route = createFileRoute('/_app/_manager/images-review')({
  validateSearch: searchSchema,
  staticData: { title: 'Images' },
  loaderDeps: ({ search }) => ({ status: search.tab ?? 'PENDING' }),
  loader: async ({ context: { queryClient, manager }, deps }) => {
    const { galleryReview } = await import('../../../features/gallery/api/gallery-review.ts');
    await galleryReview.prefetch(queryClient, { shopId: manager.salon.id, status: deps.status });
  },
  component: ImagesReviewPage,
});

function ImagesReviewPage() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ImagesReviewScreen
      status={tab ?? 'PENDING'}
      onStatus={(next) => void navigate({ search: { tab: next }, replace: true })}
    />
  );
}
