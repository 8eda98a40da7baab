import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractVersion } from './scripts/vite-plugins.ts';

/**
 * The server's drawing of the staff home for a first visit (src/ssr/staff-home.tsx), built for Node into
 * dist-ssr/, beside the app's build and never served (docs/decisions.md "The first visit's day drawn by
 * the server").
 */
export default defineConfig({
  define: { __CONTRACT_VERSION__: JSON.stringify(contractVersion()) },
  plugins: [react()],
  publicDir: false,
  build: {
    ssr: 'src/ssr/staff-home.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node24',
    sourcemap: false,
  },
});
