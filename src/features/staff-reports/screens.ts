import { defineManagerScreen } from '../../lib/screens.ts';

/** The staff list: today's figures are kept warm. */
export const staffListScreen = defineManagerScreen({
  label: 'Staff List',
  to: '/staff-list',
  warm: async (queryClient, { salon, today }) => {
    const { staffDaily } = await import('./api/staff-daily.ts');
    await staffDaily.warm(queryClient, { shopId: salon.id, day: today });
  },
});

/** The staff's reviews (not in the spec's menu list: after its entries). */
export const staffReviewsScreen = defineManagerScreen({
  label: 'Staff Reviews',
  to: '/reviewInformation',
  warm: async (queryClient, { salon }) => {
    const { staffReviews } = await import('./api/staff-reviews.ts');
    await staffReviews.warm(queryClient, salon.id);
  },
});

/** The reassignment requests waiting for the manager (not in the spec's menu list: after its entries). */
export const reassignRequestsScreen = defineManagerScreen({
  label: 'Reassign Requests',
  to: '/reassignTickets',
  warm: async (queryClient, { salon }) => {
    const { reassignRequests } = await import('./api/reassign-requests.ts');
    await reassignRequests.warm(queryClient, salon.id);
  },
});
