import { defineManagerScreen } from '../../lib/screens.ts';

/** The overview, the manager's landing: today's figures are kept warm. */
export const overviewScreen = defineManagerScreen({
  label: 'Overview',
  to: '/overview',
  warm: async (queryClient, { salon, staffId, today }) => {
    const [{ overview }, { periodFor }] = await Promise.all([
      import('./api/overview.ts'),
      import('../../lib/periods.ts'),
    ]);
    await overview.warm(queryClient, { shopId: salon.id, staffId, period: periodFor('TODAY', today) });
  },
});
