import { defineManagerScreen } from '../../lib/screens.ts';

/** Images (the gallery review): the items waiting for approval are kept warm. */
export const imagesReviewScreen = defineManagerScreen({
  label: 'Images Review',
  to: '/images-review',
  warm: async (queryClient, { salon }) => {
    const { galleryReview } = await import('./api/gallery-review.ts');
    await galleryReview.warm(queryClient, { shopId: salon.id, status: 'PENDING' });
  },
});
