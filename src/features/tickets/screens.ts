import { defineManagerScreen } from '../../lib/screens.ts';

/** Closed Tickets: page 1 of today's tickets is kept warm. */
export const closedTicketsScreen = defineManagerScreen({
  label: 'Closed Tickets',
  to: '/tickets',
  warm: async (queryClient, { salon, today }) => {
    const { closedTickets } = await import('./api/closed-tickets.ts');
    await closedTickets.warm(queryClient, { shopId: salon.id, day: today, page: 1 });
  },
});
