import { defineConfig } from 'vite';
import { ownPageConfig } from './scripts/own-page-build.ts';

/** The salon's public booking page (booking.html, served for `/:apiKey/booking`), built after the app. */
export default defineConfig(
  ownPageConfig({ name: 'booking', html: 'booking.html', entry: 'src/booking-page.tsx' }),
);
