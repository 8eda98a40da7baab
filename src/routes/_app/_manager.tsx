import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useWarmManagerDay } from '../../app/warm-manager-day.ts';
import { readSession } from '../../lib/session.ts';

/** Every manager screen: the manager rule once (spec: non-managers are sent to /). */
export const Route = createFileRoute('/_app/_manager')({
  beforeLoad: () => {
    if (!readSession()?.isManager) throw redirect({ to: '/', replace: true });
  },
  component: ManagerFrame,
});

/** Around every manager screen: today's views are kept on the device while the manager works. */
function ManagerFrame() {
  useWarmManagerDay();
  return <Outlet />;
}
