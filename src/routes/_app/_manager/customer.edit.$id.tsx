import { createFileRoute } from '@tanstack/react-router';
import { CustomerEditScreen } from '../../../features/customers/components/customer-edit-screen.tsx';
import { idParams } from '../../../lib/route-params.ts';

/** Spec part 2 §2: /customer/edit/{id}, Edit Information. */
export const Route = createFileRoute('/_app/_manager/customer/edit/$id')({
  params: idParams('id'),
  staticData: { title: 'Edit Information', back: true, parent: '/customer-report' },
  loader: async ({ context: { queryClient, manager }, params }) => {
    const { customerDetail } = await import('../../../features/customers/api/customers.ts');
    await customerDetail.prefetch(queryClient, { shopId: manager.salon.id, id: params.id });
  },
  component: () => <CustomerEditScreen id={Route.useParams().id} />,
});
