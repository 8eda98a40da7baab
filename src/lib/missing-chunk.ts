/**
 * The messages browsers give a dynamic import whose script could not be fetched (Chromium, Firefox,
 * Safari), and Vite's for a stylesheet it could not preload.
 */
const MISSING_CHUNK =
  /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS)/;

export const isMissingChunk = (error: unknown): boolean =>
  error instanceof Error && MISSING_CHUNK.test(error.message);
