import { createFileRoute, redirect } from '@tanstack/react-router';
import { StaffHomeScreen } from '../../features/staff-home/components/staff-home-screen.tsx';
import { readSession } from '../../lib/session.ts';

export const Route = createFileRoute('/_app/')({
  beforeLoad: () => {
    if (readSession()?.isManager) throw redirect({ to: '/overview', replace: true });
  },
  component: StaffHomeScreen,
});
