import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AdminLayout } from '../app/layouts/admin-layout.tsx';
import { AppMantineProvider } from '../app/mantine-provider.tsx';
import { SERVER_DRAWN, type StaffHomeDrawing } from '../contract/first-screen.ts';
import { saveSession } from '../lib/session.ts';
import { signedInOf } from '../lib/signed-in.ts';
import { StaffHomePage } from '../routes/_app/-staff-home-page.tsx';
import { asThePage, newPageState } from './as-the-page.ts';

/**
 * The staff home as the app draws it on a first visit, drawn by the server into index.html's #root
 * (server/modules/first-screen/): the signed-in frame, the greeting and today's calendar, from the same
 * components and the same data. The page shows it until the app, once its scripts are there, draws
 * the screen over it (src/boot.ts); it is inert meanwhile, as a kept screen is (src/lib/kept-screen.ts).
 * Decision: docs/decisions.md "The first visit's day drawn by the server".
 */
export async function drawStaffHome(input: StaffHomeDrawing): Promise<string> {
  // The page's stored session, as sign-in stores it: the components read it as they draw.
  const state = newPageState(input.at);
  const signedIn = asThePage(state, () => signedInOf(saveSession(input.session)));
  const root = createRootRoute({ component: Outlet });
  const frame = createRoute({
    getParentRoute: () => root,
    id: '_app',
    beforeLoad: () => ({ signedIn }),
    component: () => (
      <AdminLayout title="Home">
        <Outlet />
      </AdminLayout>
    ),
  });
  const home = createRoute({
    getParentRoute: () => frame,
    path: '/',
    component: () => (
      <StaffHomePage
        day={undefined}
        prefetched={{ day: input.day, items: input.items, syncedAt: input.at, schedule: input.schedule }}
        onDayChange={() => {}}
      />
    ),
  });
  const router = createRouter({
    routeTree: root.addChildren([frame.addChildren([home])]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    isServer: true,
  });
  await router.load();
  // Nothing is asked of the network here: the calls the screen would make are off until the app starts.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { queryFn: () => new Promise<never>(() => {}), retry: false } },
  });
  const html = asThePage(state, () =>
    renderToString(
      <AppMantineProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppMantineProvider>,
    ),
  );
  const mark = input.items.length > 0 ? 'calendar' : '';
  // The frame's element (the first one drawn) is inert and says what it is.
  const drawn = html.replace(/<div /, `<div inert="" ${SERVER_DRAWN}="${mark}" `);
  if (drawn === html) throw new Error(`The staff home drew no element: ${html.slice(0, 300)}`);
  return drawn;
}
