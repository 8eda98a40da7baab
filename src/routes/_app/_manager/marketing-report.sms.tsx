import { createFileRoute } from '@tanstack/react-router';
import { AudiencePage } from './-audience-page.tsx';

/** Spec part 2 §2: /marketing-report/sms (docs/decisions.md "Email and SMS screens"). */
export const Route = createFileRoute('/_app/_manager/marketing-report/sms')({
  staticData: { title: 'SMS', back: true, parent: '/marketing-report' },
  loader: async ({ context: { queryClient, manager } }) => {
    const { audience } = await import('../../../features/marketing/api/marketing.ts');
    await audience.prefetch(queryClient, { shopId: manager.salon.id });
  },
  component: () => <AudiencePage channel="SMS" />,
});
