import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { setUnauthorizedHandler } from '../lib/http.ts';
import { clearSession } from '../lib/session.ts';
import { signInHref } from '../lib/sign-in-href.ts';
import { AppMantineProvider } from './mantine-provider.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.ts';

// The update prompt is not needed to draw the first screen.
const PwaUpdate = lazy(() => import('./pwa-update.tsx').then((m) => ({ default: m.PwaUpdate })));

/** The app's query client and router, made once per page. */
export function createApp() {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  setUnauthorizedHandler(() => {
    clearSession();
    queryClient.clear();
    // Sign-in is a page of its own (login.html), opened as a new document.
    window.location.replace(signInHref(router.state.location.href));
  });
  return { queryClient, router };
}

export type AppParts = ReturnType<typeof createApp>;

export function App({ app: { queryClient, router } }: { app: AppParts }) {
  return (
    <AppMantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <PwaUpdate />
        </Suspense>
      </QueryClientProvider>
    </AppMantineProvider>
  );
}
