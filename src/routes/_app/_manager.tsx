import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useWarmManagerDay } from '../../app/warm-manager-day.ts';
import { isManager } from '../../lib/signed-in.ts';

/**
 * Every manager screen: the manager rule once (spec: non-managers are sent to /), and the manager's
 * context (`context.manager` in loaders, `useManager()` in screens).
 */
export const Route = createFileRoute('/_app/_manager')({
  beforeLoad: ({ context }) => {
    const { signedIn } = context;
    if (!isManager(signedIn)) throw redirect({ to: '/', replace: true });
    return { manager: signedIn };
  },
  component: ManagerFrame,
});

/** Around every manager screen: today's views are kept on the device while the manager works. */
function ManagerFrame() {
  useWarmManagerDay();
  return <Outlet />;
}
