import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router.ts';
import { ErrorFallback } from '../ui/error-fallback.tsx';
import { Toaster } from '../ui/toast.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <Toaster />
    </>
  ),
  errorComponent: ({ error, reset }) => <ErrorFallback error={error} onRetry={reset} />,
  // Loaded when needed: it draws the signed-in frame, which the sign-in page's first load must not carry.
  notFoundComponent: lazyRouteComponent(() => import('../app/not-found-page.tsx'), 'NotFoundPage'),
});
