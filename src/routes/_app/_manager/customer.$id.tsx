import { createFileRoute } from '@tanstack/react-router';
import { CustomerDetailScreen } from '../../../features/customers/components/customer-detail-screen.tsx';
import { idParams } from '../../../lib/route-params.ts';

/** Spec part 2 §2: /customer/{id}, a customer's About and History. */
export const Route = createFileRoute('/_app/_manager/customer/$id')({
  params: idParams('id'),
  staticData: { title: 'Customer', back: true, parent: '/customer-report' },
  loader: async ({ context: { queryClient, manager }, params }) => {
    const { customerDetail } = await import('../../../features/customers/api/customers.ts');
    await customerDetail.prefetch(queryClient, { shopId: manager.salon.id, id: params.id });
  },
  component: () => <CustomerDetailScreen id={Route.useParams().id} />,
});
