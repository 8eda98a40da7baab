import { createFileRoute } from '@tanstack/react-router';
import { ReassignRequestsScreen } from '../../../features/staff-reports/components/reassign-requests-screen.tsx';

export const Route = createFileRoute('/_app/_manager/reassignTickets')({
  staticData: { title: 'Reassign Requests' },
  loader: async ({ context: { queryClient, manager } }) => {
    const { reassignRequests } = await import('../../../features/staff-reports/api/reassign-requests.ts');
    await reassignRequests.prefetch(queryClient, manager.salon.id);
  },
  component: ReassignRequestsScreen,
});
