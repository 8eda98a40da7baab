/**
 * The appointments module's public file: what app.ts and other modules may use (modules/<area>/index.ts).
 * Everything else in this folder is the module's own.
 */

export { assertAppointmentTimes, calendarTimeIn } from './calendar.ts';
export { publicBookingRoutes } from './public.ts';
export { appointmentRoutes } from './routes.ts';
export { calendarRequest, staffCalendar } from './service.ts';
export { availableSlots } from './slots.ts';
