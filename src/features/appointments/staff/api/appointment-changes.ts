import { useCallback } from 'react';
import type { ASSIGN_REASONS } from '../../../../contract/appointment.ts';
import { clockText } from '../../../../lib/format.ts';
import { useOfflineChange } from '../../../../offline/hooks.ts';
import { TOAST_TEXT, toastOutcome } from '../../../../ui/toast.tsx';
import { assignToStaff, prolongAppointment } from '../../offline-changes.ts';

/**
 * ±15 minutes and Assign To go through the outbox: shown at once on this phone, sent when the
 * network allows, exactly once. Each answers with a toast: done, kept on this phone, or refused.
 */
export function useAppointmentChanges(appointment: {
  id: number;
  customerName: string;
  strStartDate: string;
}) {
  const prolongChange = useOfflineChange(prolongAppointment);
  const assignChange = useOfflineChange(assignToStaff);
  const who = appointment.customerName || 'Walk-In';
  const when = clockText(appointment.strStartDate);

  const prolong = useCallback(
    async (status: 'ADD' | 'MINUS') =>
      toastOutcome(await prolongChange({ body: { appointmentId: appointment.id, status } }, { who, when })),
    [prolongChange, appointment.id, who, when],
  );

  const assign = useCallback(
    async (input: {
      staffIdFrom: number;
      staffIdTo: number;
      managerName: string;
      type: (typeof ASSIGN_REASONS)[number];
      note: string;
    }) =>
      toastOutcome(
        await assignChange(
          {
            body: {
              appointmentId: appointment.id,
              staffIdFrom: input.staffIdFrom,
              staffIdTo: input.staffIdTo,
              type: input.type,
              note: input.note,
            },
          },
          { who, when, managerName: input.managerName },
        ),
        TOAST_TEXT.success,
      ),
    [assignChange, appointment.id, who, when],
  );

  return { prolong, assign };
}
