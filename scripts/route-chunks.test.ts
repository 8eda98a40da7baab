import { describe, expect, it } from 'vitest';
import {
  dynamicImportSpecifiers,
  type FileRoute,
  type Manifest,
  managerRouteChunks,
  parseRouteTree,
  routeChain,
  sourceKeys,
} from './route-chunks.ts';

/** A route tree as the router's generator writes it: a manager screen nested under a layout of its own. */
const TREE = `
import { Route as rootRouteImport } from './routes/__root'
import { Route as AppRouteImport } from './routes/_app'
import { Route as AppManagerRouteImport } from './routes/_app/_manager'
import { Route as AppManagerOverviewRouteImport } from './routes/_app/_manager/overview'
import { Route as AppManagerTicketRouteImport } from './routes/_app/_manager/ticket.$id'
import { Route as AppManagerTicketIndexRouteImport } from './routes/_app/_manager/ticket.$id/index'

const AppRoute = AppRouteImport.update({
  id: '/_app',
  getParentRoute: () => rootRouteImport,
} as any)
const AppManagerRoute = AppManagerRouteImport.update({
  id: '/_manager',
  getParentRoute: () => AppRoute,
} as any)
const AppManagerOverviewRoute = AppManagerOverviewRouteImport.update({
  id: '/overview',
  path: '/overview',
  getParentRoute: () => AppManagerRoute,
} as any)
const AppManagerTicketRoute = AppManagerTicketRouteImport.update({
  id: '/ticket/$id',
  path: '/ticket/$id',
  getParentRoute: () => AppManagerRoute,
} as any)
const AppManagerTicketIndexRoute = AppManagerTicketIndexRouteImport.update({
  id: '/',
  path: '/',
  getParentRoute: () => AppManagerTicketRoute,
} as any)

declare module '@tanstack/react-router' {
  interface FileRoutesByPath {
    '/_app': {
      id: '/_app'
      path: ''
      fullPath: '/'
      preLoaderRoute: typeof AppRouteImport
      parentRoute: typeof rootRouteImport
    }
    '/_app/_manager': {
      id: '/_app/_manager'
      path: ''
      fullPath: '/'
      preLoaderRoute: typeof AppManagerRouteImport
      parentRoute: typeof AppRoute
    }
    '/_app/_manager/overview': {
      id: '/_app/_manager/overview'
      path: '/overview'
      fullPath: '/overview'
      preLoaderRoute: typeof AppManagerOverviewRouteImport
      parentRoute: typeof AppManagerRoute
    }
    '/_app/_manager/ticket/$id': {
      id: '/_app/_manager/ticket/$id'
      path: '/ticket/$id'
      fullPath: '/ticket/$id'
      preLoaderRoute: typeof AppManagerTicketRouteImport
      parentRoute: typeof AppManagerRoute
    }
    '/_app/_manager/ticket/$id/': {
      id: '/_app/_manager/ticket/$id/'
      path: '/'
      fullPath: '/ticket/$id/'
      preLoaderRoute: typeof AppManagerTicketIndexRouteImport
      parentRoute: typeof AppManagerTicketRoute
    }
  }
}
`;

describe('the route tree', () => {
  const routes = parseRouteTree(TREE);
  it('gives each route its address, file and parent', () => {
    expect(routes).toEqual([
      { id: '/_app', fullPath: '/', module: 'src/routes/_app', parentId: undefined },
      { id: '/_app/_manager', fullPath: '/', module: 'src/routes/_app/_manager', parentId: '/_app' },
      {
        id: '/_app/_manager/overview',
        fullPath: '/overview',
        module: 'src/routes/_app/_manager/overview',
        parentId: '/_app/_manager',
      },
      {
        id: '/_app/_manager/ticket/$id',
        fullPath: '/ticket/$id',
        module: 'src/routes/_app/_manager/ticket.$id',
        parentId: '/_app/_manager',
      },
      {
        id: '/_app/_manager/ticket/$id/',
        fullPath: '/ticket/$id/',
        module: 'src/routes/_app/_manager/ticket.$id/index',
        parentId: '/_app/_manager/ticket/$id',
      },
    ]);
  });
  it('follows a route up to the root', () => {
    expect(routeChain(routes, '/_app/_manager/ticket/$id/').map((r) => r.id)).toEqual([
      '/_app',
      '/_app/_manager',
      '/_app/_manager/ticket/$id',
      '/_app/_manager/ticket/$id/',
    ]);
    expect(() => routeChain(routes, '/nowhere')).toThrow();
  });
});

describe('dynamic imports of a route file', () => {
  it('finds the relative ones, whatever the quotes', () => {
    const source = `
      loader: async () => { const { a } = await import('../../api/a.ts'); },
      pending: lazy(() => import("./b")),
      other: import('some-package'),`;
    expect(dynamicImportSpecifiers(source)).toEqual(['../../api/a.ts', './b']);
  });
});

/**
 * A build: the entry holds the route files; each screen has a split component chunk; the overview's
 * loader code was merged into a chunk its component also imports; the ticket's loader code is a chunk
 * of its own; Mantine's tabs are shared by the two screens; Dexie comes with the signed-in frame.
 */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework.js' },
  '_dexie.js': { file: 'assets/dexie.js', imports: ['_framework.js'] },
  '_tabs.js': { file: 'assets/tabs.js', imports: ['_framework.js'] },
  'src/routes/_app.tsx?tsr-split=component': { file: 'assets/app.js', imports: ['_dexie.js'] },
  'src/routes/_app/_manager.tsx?tsr-split=component': { file: 'assets/manager.js' },
  'src/routes/_app/_manager/overview.tsx?tsr-split=component': {
    file: 'assets/overview.js',
    imports: ['_tabs.js', '_overview-api.js', '_dexie.js'],
  },
  '_overview-api.js': { file: 'assets/overview-api.js', modules: ['src/api/overview.ts'] },
  'src/routes/_app/_manager/ticket.$id.tsx?tsr-split=component': {
    file: 'assets/ticket.js',
    imports: ['_tabs.js'],
  },
  'src/routes/_app/_manager/ticket.$id/index.tsx?tsr-split=component': { file: 'assets/ticket-index.js' },
  'src/api/ticket.ts': { file: 'assets/ticket-api.js', imports: ['_framework.js'] },
};
for (const chunk of Object.values(MANIFEST)) {
  if (chunk.isEntry) chunk.modules = parseRouteTree(TREE).map((r) => `${r.module}.tsx`);
}

describe('chunks of source files', () => {
  it('finds a file in its own chunk, its split chunks and the chunk it was merged into', () => {
    expect(sourceKeys(MANIFEST, ['src/api/ticket.ts'])).toEqual(['src/api/ticket.ts']);
    expect(sourceKeys(MANIFEST, ['src/api/overview.ts'])).toEqual(['_overview-api.js']);
    expect(sourceKeys(MANIFEST, ['src/routes/_app/_manager/overview.tsx']).sort()).toEqual([
      'index.html',
      'src/routes/_app/_manager/overview.tsx?tsr-split=component',
    ]);
  });
  it('refuses a file no chunk holds', () => {
    expect(() => sourceKeys(MANIFEST, ['src/api/gone.ts'])).toThrow(/gone/);
  });
});

describe('what each manager screen loads beyond the shared chunks', () => {
  const routes = parseRouteTree(TREE);
  /** The overview's loader imports its API; so does the ticket's layout route. */
  const sourcesOf = (route: FileRoute) => {
    const file = `${route.module}.tsx`;
    if (route.id === '/_app/_manager/overview') return [file, 'src/api/overview.ts'];
    if (route.id === '/_app/_manager/ticket/$id') return [file, 'src/api/ticket.ts'];
    return [file];
  };
  const result = managerRouteChunks(MANIFEST, routes, sourcesOf);

  it('shares the entry, the signed-in frame and the manager layout, with what they import', () => {
    expect([...result.shared].sort()).toEqual([
      '_dexie.js',
      '_framework.js',
      'index.html',
      'src/routes/_app.tsx?tsr-split=component',
      'src/routes/_app/_manager.tsx?tsr-split=component',
    ]);
  });
  it('measures every route under the manager layout, with its own layouts and loader code', () => {
    const own = Object.fromEntries(result.routes.map((r) => [r.route.id, [...r.chunks].sort()]));
    expect(own).toEqual({
      '/_app/_manager/overview': [
        '_overview-api.js',
        '_tabs.js',
        'src/routes/_app/_manager/overview.tsx?tsr-split=component',
      ],
      '/_app/_manager/ticket/$id': [
        '_tabs.js',
        'src/api/ticket.ts',
        'src/routes/_app/_manager/ticket.$id.tsx?tsr-split=component',
      ],
      '/_app/_manager/ticket/$id/': [
        '_tabs.js',
        'src/api/ticket.ts',
        'src/routes/_app/_manager/ticket.$id.tsx?tsr-split=component',
        'src/routes/_app/_manager/ticket.$id/index.tsx?tsr-split=component',
      ],
    });
  });
});
