import { defineManagerScreen } from '../../lib/screens.ts';

/**
 * Appointments (the list and the owner calendar): the appointments and block hours of today ± 7 days,
 * the salon's staff and its hours are kept warm (the list's Today and Weekly, the calendar's days near
 * today, the calendar's columns).
 */
export const appointmentsScreen = defineManagerScreen({
  label: 'Appointments',
  to: '/appointments',
  warm: async (queryClient, { salon, staffId, today }) => {
    const [{ warmAppointments }, { staffListRefreshQuery }, { scheduleRefreshQuery }, { scopeDb }] =
      await Promise.all([
        import('./manager/api/appointment-list.ts'),
        import('./api/staff-list.ts'),
        import('./api/shop-schedule.ts'),
        import('../../offline/db.ts'),
      ]);
    const db = scopeDb({ shopId: salon.id, staffId });
    await Promise.all([
      warmAppointments(queryClient, salon.id, today),
      queryClient.prefetchQuery(staffListRefreshQuery(db)),
      queryClient.prefetchQuery(scheduleRefreshQuery(db)),
    ]);
  },
});
