/**
 * The demo module's public file: what app.ts, other modules and other layers' tests may use
 * (modules/<area>/index.ts). Everything else in this folder is the module's own.
 */

export { BOOK_APPOINTMENT_PATH, CLOSE_TICKET_PATH, demoRoutes, SALON_PATH } from './routes.ts';
