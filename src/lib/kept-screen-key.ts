import { removeStored } from './storage.ts';

/**
 * Where the kept start screen is stored (src/lib/kept-screen.ts), apart from the module that draws it so
 * that the outbox, which the service worker runs too, can drop it without the page's DOM types.
 */
export const KEPT_SCREEN_KEY = 'keptScreen';

/**
 * Drops the kept copy: what it shows is no longer what the page would draw first (another tab chosen,
 * a change made on this phone to data it shows). The page keeps a new one when it draws again.
 */
export function forgetKeptScreen(): void {
  removeStored(KEPT_SCREEN_KEY);
}
