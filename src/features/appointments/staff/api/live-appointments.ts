import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { staffAppointmentsTopic } from '../../../../contract/appointment.ts';
import { useTopic } from '../../../../realtime/topics.ts';
import { appointmentKeys } from '../../api/appointment-keys.ts';
import { calendarKeys } from '../../api/calendar-keys.ts';

/**
 * Keeps the signed-in staff member's calendar live: when one of their appointments is created, changed,
 * reassigned or deleted (by a manager, or by them on another device), the server says so on
 * /topic/staff/appointments/{staffId} and the kept days and appointment details are fetched again.
 */
export function useLiveStaffAppointments(staffId: number | undefined): void {
  const queryClient = useQueryClient();
  const reload = useCallback(() => {
    if (!staffId) return;
    void queryClient.invalidateQueries({ queryKey: calendarKeys.staffAll(staffId) });
    void queryClient.invalidateQueries({ queryKey: appointmentKeys.details() });
  }, [queryClient, staffId]);
  useTopic(staffId ? staffAppointmentsTopic(staffId) : null, reload);
}
