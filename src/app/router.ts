import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import { NotFound } from '../ui/not-found.tsx';
import { recoverFromRouteError } from './chunk-recovery.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
    // A route whose URL names no record (an id that is not one: route-params.ts) shows Not found in
    // its place, inside the frame of its layout.
    defaultNotFoundComponent: NotFound,
    // A lazy route whose script is gone after a release: reload once (src/app/chunk-recovery.ts).
    defaultOnCatch: recoverFromRouteError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  /** What a route tells the signed-in frame about its screen. */
  interface StaticDataRouteOption {
    /** The page title ("Chairside – {title}") and header title. */
    title?: string;
    /** A back header instead of the menu header. */
    back?: boolean;
    /**
     * Where back leads when the app has no screen to go back to (opened from a link): this path, else
     * the path one level up (app/layouts/parent-path.ts).
     */
    parent?: string;
    /** The screen draws its own frame (the booking wizard: no header or nav, spec part 2 §1). */
    bare?: boolean;
  }
}
