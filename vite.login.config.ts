import { defineConfig } from 'vite';
import { ownPageConfig } from './scripts/own-page-build.ts';

/**
 * Sign-in (login.html, served for /login), built before the app so that the app's service worker
 * precaches it: signing out offline still opens it.
 */
export default defineConfig(
  ownPageConfig({ name: 'login', html: 'login.html', entry: 'src/login-page.tsx' }),
);
