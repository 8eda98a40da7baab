import { createFileRoute } from '@tanstack/react-router';
import { StaffReviewsScreen } from '../../../features/staff-reports/components/staff-reviews-screen.tsx';

export const Route = createFileRoute('/_app/_manager/reviewInformation')({
  staticData: { title: 'Staff Reviews' },
  loader: async ({ context: { queryClient, manager } }) => {
    const { staffReviews } = await import('../../../features/staff-reports/api/staff-reviews.ts');
    await staffReviews.prefetch(queryClient, manager.salon.id);
  },
  component: StaffReviewsScreen,
});
