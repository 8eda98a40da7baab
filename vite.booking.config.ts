import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractVersion } from './scripts/vite-plugins.ts';

/**
 * The salon's public booking page (booking.html, served for `/:apiKey/booking`), built on its own after the
 * app into the same folder: a stranger's first visit carries none of the signed-in app (no router, query
 * cache, database or service worker), and its chunks are not shared with the app's (docs/decisions.md
 * "The public booking page").
 */
export default defineConfig({
  define: { __CONTRACT_VERSION__: JSON.stringify(contractVersion()) },
  plugins: [react()],
  publicDir: false,
  build: {
    target: 'es2022',
    sourcemap: false,
    outDir: 'dist',
    emptyOutDir: false,
    // The app's build manifest (.vite/manifest.json) stays the app's; this page has its own.
    manifest: 'booking-manifest.json',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { booking: 'booking.html' },
      // The contract's schemas (zod) and entries (`endpoint`) are built by calls with no side effect: a
      // schema or an entry the page does not use is left out rather than kept for its call.
      treeshake: { manualPureFunctions: ['z', 'endpoint'] },
    },
  },
});
