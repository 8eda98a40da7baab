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

/** The summary report: today's close-out is kept warm. */
export const summaryReportScreen = defineManagerScreen({
  label: 'Summary Report',
  to: '/summary-report',
  warm: async (queryClient, { salon, today }) => {
    const { summaryReport } = await import('./api/summary-report.ts');
    await summaryReport.warm(queryClient, { shopId: salon.id, period: { start: today, end: today } });
  },
});
