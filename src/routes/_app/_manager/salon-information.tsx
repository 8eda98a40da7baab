import { createFileRoute } from '@tanstack/react-router';
import { SalonInformationScreen } from '../../../features/salon/components/salon-information-screen.tsx';

export const Route = createFileRoute('/_app/_manager/salon-information')({
  staticData: { title: 'Salon Information' },
  loader: async ({ context: { queryClient, manager } }) => {
    const { salonDetail } = await import('../../../features/salon/api/salon-information.ts');
    await salonDetail.prefetch(queryClient, { shopId: manager.salon.id });
  },
  component: SalonInformationScreen,
});
