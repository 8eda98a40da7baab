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

/**
 * The staff's reviews and the reassignment requests (not in the spec's menu list: after its entries).
 * Not reports of today, so not warmed: each opens offline once seen.
 */
export const staffReviewsScreen = defineManagerScreen({ label: 'Staff Reviews', to: '/reviewInformation' });
export const reassignRequestsScreen = defineManagerScreen({
  label: 'Reassign Requests',
  to: '/reassignTickets',
});
