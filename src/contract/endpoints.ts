/**
 * The one API contract: every call is an entry with zod schemas for its input and payload. Entries live
 * in one file per area (so a screen loads only the schemas it calls); this module joins them for the
 * server and for lookups by name.
 */
import { appointmentEndpoints } from './endpoints/appointments.ts';
import { authEndpoints } from './endpoints/auth.ts';
import { bookingEndpoints } from './endpoints/booking.ts';
import { customerEndpoints } from './endpoints/customers.ts';
import { galleryEndpoints } from './endpoints/gallery.ts';
import { incomeEndpoints } from './endpoints/income.ts';
import { marketingEndpoints } from './endpoints/marketing.ts';
import { reassignmentEndpoints } from './endpoints/reassignments.ts';
import { reportEndpoints } from './endpoints/reports.ts';
import { salaryEndpoints } from './endpoints/salaries.ts';
import { shopEndpoints } from './endpoints/shop.ts';
import { systemEndpoints } from './endpoints/system.ts';
import { ticketEndpoints } from './endpoints/tickets.ts';

export * from './endpoint.ts';

export const endpoints = {
  ...authEndpoints,
  ...reportEndpoints,
  ...salaryEndpoints,
  ...appointmentEndpoints,
  ...bookingEndpoints,
  ...shopEndpoints,
  ...incomeEndpoints,
  ...galleryEndpoints,
  ...ticketEndpoints,
  ...customerEndpoints,
  ...reassignmentEndpoints,
  ...systemEndpoints,
  ...marketingEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
