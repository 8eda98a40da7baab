/**
 * The marketing module's public file: what app.ts and other modules may use (modules/<area>/index.ts).
 * Everything else in this folder is the module's own.
 */

export { marketingRoutes } from './routes.ts';
