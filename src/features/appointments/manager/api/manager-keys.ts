import { QUERY_ROOTS } from '../../../../lib/query-roots.ts';

/**
 * The manager's appointment queries (kept by the persister, so the list and the owner calendar of days
 * seen open offline). An offline change of an appointment patches every kept `list` answer
 * (`[appointments, 'list']` prefix) through the outbox's query effects; the owner calendar is drawn
 * from the same answers, so it follows.
 */
export const managerAppointmentKeys = {
  all: [QUERY_ROOTS.appointments] as const,
  /** Every kept list of the salon. */
  listAll: (shopId: number) => [QUERY_ROOTS.appointments, 'list', shopId] as const,
  /** Appointments of the business days start…end (YYYY-MM-DD), all staff. */
  list: (shopId: number, start: string, end: string) =>
    [QUERY_ROOTS.appointments, 'list', shopId, start, end] as const,
  blockHours: (shopId: number, start: string, end: string) =>
    [QUERY_ROOTS.appointments, 'blocks', shopId, start, end] as const,
  /** Free start times of a day for a staff member (0: anyone). */
  slots: (shopId: number, day: string, staffId: number) =>
    [QUERY_ROOTS.appointments, 'slots', shopId, day, staffId] as const,
  bookableStaff: (shopId: number) => [QUERY_ROOTS.appointments, 'bookable-staff', shopId] as const,
};
