import { defineManagerScreen } from '../../lib/screens.ts';

/** The marketing report: today's figures are kept warm. */
export const marketingReportScreen = defineManagerScreen({
  label: 'Marketing Report',
  to: '/marketing-report',
  warm: async (queryClient, { salon, today }) => {
    const { shopDay } = await import('./api/marketing.ts');
    await shopDay.warm(queryClient, { shopId: salon.id, period: { start: today, end: today } });
  },
});
