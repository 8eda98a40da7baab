/**
 * The staff sign-in module's public file: what app.ts, main.ts and other modules may use
 * (modules/<area>/index.ts). Everything else in this folder is the module's own.
 */

export { staffAuthRoutes } from './routes.ts';
export { loadVerifiedSession, signInRecords } from './service.ts';
