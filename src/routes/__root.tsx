import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router.ts';
import { ErrorFallback } from '../ui/error-fallback.tsx';
import { NotFound } from '../ui/not-found.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: ({ error, reset }) => <ErrorFallback error={error} onRetry={reset} />,
  notFoundComponent: NotFound,
});
