/** Spec: the appointment list's tabs. Kept apart from the list's logic so the route stays light. */
export const APPOINTMENT_TABS = ['TODAY', 'WEEKLY', 'RANGE'] as const;
export type AppointmentTab = (typeof APPOINTMENT_TABS)[number];
export const isAppointmentTab = (value: unknown): value is AppointmentTab =>
  typeof value === 'string' && (APPOINTMENT_TABS as readonly string[]).includes(value);
