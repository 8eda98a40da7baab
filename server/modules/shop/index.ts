/**
 * The shop module's public file: what app.ts and other modules may use (modules/<area>/index.ts).
 * Everything else in this folder is the module's own.
 */

export { shopRoutes } from './routes.ts';
export { shopSchedule, staffList } from './service.ts';
