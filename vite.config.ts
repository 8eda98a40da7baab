import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  chunkModules,
  compileHints,
  contractVersion,
  firstScreenChunks,
  renderBlockingEntry,
} from './scripts/vite-plugins.ts';

/** What every screen needs, in a chunk of its own: it changes with the libraries, not with the app. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](?!(react-)?query-persist)[^\\/]+|zod|ky)[\\/]/;

const apiTarget = `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? '8080'}`;

export default defineConfig({
  // Kept answers of an older contract are dropped (src/offline/persister.ts).
  define: { __CONTRACT_VERSION__: JSON.stringify(contractVersion()) },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    compileHints(),
    chunkModules(),
    renderBlockingEntry(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // The app registers the worker itself (src/app/pwa-update.tsx) to show "New version available".
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,webmanifest}'],
        rollupFormat: 'es',
      },
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Chairside',
        short_name: 'Chairside',
        description: 'Your salon day: appointments, commission and reports, even on poor Wi-Fi.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#c2255c',
        background_color: '#fff0f6',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/ws': { target: apiTarget.replace('http', 'ws'), ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Sign-in's own build (vite.login.config.ts) is in the folder before this one, so that the service
    // worker precaches it; `npm run build` empties the folder first.
    emptyOutDir: false,
    manifest: true,
    // Every browser the app supports preloads modules natively; where one does not, modules still
    // load (only without the head start), so the polyfill is not worth its bytes on every screen.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app, and the floor its offline start is measured against (start-floor.html).
      input: { index: 'index.html', floor: 'start-floor.html' },
      output: {
        codeSplitting: {
          // A grouped module's imports stay where they are (in the entry, mostly) instead of following it.
          includeDependenciesRecursively: false,
          groups: [
            // What every screen needs, in one chunk: many small shared chunks compress worse. The
            // query persister is not in it: only screens with kept lists and reports load it.
            {
              name: 'framework',
              test: FRAMEWORK,
            },
            // The first screens' code in a few chunks rather than one per shared module.
            {
              name: firstScreenChunks(process.cwd(), {
                entry: 'src/main.tsx',
                boot: 'src/boot.ts',
                start: 'start',
                leave: FRAMEWORK,
                screens: {
                  frame: {
                    starts: ['src/routes/_app.tsx', 'src/routes/_app.tsx?tsr-split=component'],
                    shared: 'first~frame',
                  },
                  home: {
                    starts: [
                      'src/routes/_app/index.tsx',
                      'src/routes/_app/index.tsx?tsr-split=component',
                      'src/features/appointments/api/prefetch-staff-day.ts',
                    ],
                    shared: 'first~frame',
                  },
                },
              }),
              priority: -1,
            },
          ],
        },
      },
    },
  },
});
