import { useCallback } from 'react';
import { ASSIGN_REASON_LABELS, type ASSIGN_REASONS } from '../../../contract/appointment.ts';
import { useSyncEngine } from '../../../offline/hooks.ts';
import { appointmentEntity } from '../../../offline/mutations.ts';

/**
 * ±15 minutes and Assign To go through the outbox: shown at once on this phone, sent when the
 * network allows, exactly once.
 */
export function useAppointmentChanges(appointment: {
  id: number;
  customerName: string;
  strStartDate: string;
}) {
  const engine = useSyncEngine();
  const who = appointment.customerName || 'Walk-In';
  const when = appointment.strStartDate;

  const prolong = useCallback(
    async (status: 'ADD' | 'MINUS') => {
      await engine?.change({
        kind: 'appointment.prolong',
        entity: appointmentEntity(appointment.id),
        endpoint: 'prolongAppointment',
        body: { appointmentId: appointment.id, status },
        label: `${status === 'ADD' ? '+15' : '−15'} min on ${who}, ${when}`,
      });
    },
    [engine, appointment.id, who, when],
  );

  const assign = useCallback(
    async (input: {
      staffIdFrom: number;
      staffIdTo: number;
      managerName: string;
      type: (typeof ASSIGN_REASONS)[number];
      note: string;
    }) => {
      await engine?.change({
        kind: 'appointment.assign',
        entity: appointmentEntity(appointment.id),
        endpoint: 'assignToStaff',
        body: {
          appointmentId: appointment.id,
          staffIdFrom: input.staffIdFrom,
          staffIdTo: input.staffIdTo,
          type: input.type,
          note: input.note,
        },
        label: `Ask ${input.managerName} to reassign ${who}, ${when} (${ASSIGN_REASON_LABELS[input.type]})`,
      });
    },
    [engine, appointment.id, who, when],
  );

  return { prolong, assign };
}
