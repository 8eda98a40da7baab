/**
 * The reports module's public file: what app.ts and other modules may use (modules/<area>/index.ts).
 * Everything else in this folder is the module's own.
 */

export { CLOSED_STATUS, refundedSaleCents, UNCOUNTED_APPOINTMENT_STATUSES } from './overview-math.ts';
export { reportRoutes } from './routes.ts';
export { boundsArray, dayBounds, reportPeriodRule } from './summary-service.ts';
