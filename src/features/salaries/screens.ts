import { DEFAULT_SORT } from '../../contract/search-values.ts';
import { defineManagerScreen } from '../../lib/screens.ts';

/** Employee Salaries: this week's pay (the default tab) is kept warm. */
export const salariesScreen = defineManagerScreen({
  label: 'Employee Salaries',
  to: '/employee-salaries',
  warm: async (queryClient, { salon, today }) => {
    const [{ staffSalary }, { periodFor }] = await Promise.all([
      import('./api/salaries.ts'),
      import('../../lib/periods.ts'),
    ]);
    await staffSalary.warm(queryClient, {
      shopId: salon.id,
      period: periodFor('WEEKLY', today),
      sort: DEFAULT_SORT,
    });
  },
});
