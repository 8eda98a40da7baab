import { defineManagerScreen } from '../../lib/screens.ts';

/** Customer Report: the tiles and the first page of customers are kept warm. */
export const customerReportScreen = defineManagerScreen({
  label: 'Customer Report',
  to: '/customer-report',
  warm: async (queryClient, { salon }) => {
    const { customerSearch, customerSummary } = await import('./api/customers.ts');
    await Promise.all([
      customerSummary.warm(queryClient, { shopId: salon.id }),
      customerSearch.warm(queryClient, { shopId: salon.id, keyWord: '', page: 1 }),
    ]);
  },
});
