import './mantine-styles.ts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { setUnauthorizedHandler } from '../lib/http.ts';
import { clearSession } from '../lib/session.ts';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.ts';
import { theme } from './theme.ts';

// The update prompt is not needed to draw the first screen.
const PwaUpdate = lazy(() => import('./pwa-update.tsx').then((m) => ({ default: m.PwaUpdate })));

/** The app's query client and router, made once per page. */
export function createApp() {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  setUnauthorizedHandler(() => {
    clearSession();
    queryClient.clear();
    const here = router.state.location;
    if (here.pathname !== '/login') {
      void router.navigate({ to: '/login', search: { redirect: here.href } });
    }
  });
  return { queryClient, router };
}

export type AppParts = ReturnType<typeof createApp>;

export function App({ app: { queryClient, router } }: { app: AppParts }) {
  return (
    // No static class names (mantine-Button-root) or global helper classes: nothing uses them, and
    // every component would build them on every render. The theme's CSS variables come as a
    // stylesheet (theme-variables.css) instead of being computed on every start.
    <MantineProvider
      withCssVariables={false}
      theme={theme}
      defaultColorScheme="light"
      withStaticClasses={false}
      withGlobalClasses={false}
    >
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <PwaUpdate />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
