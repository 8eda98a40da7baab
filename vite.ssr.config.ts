import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractVersion } from './scripts/vite-plugins.ts';

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
