import { useCallback } from 'react';
import { AppointmentStatus, type UpdateAppointmentRequest } from '../../../../contract/appointment.ts';
import { clockText } from '../../../../lib/format.ts';
import { useOfflineChange } from '../../../../offline/hooks.ts';
import { TOAST_TEXT, toastOutcome } from '../../../../ui/toast.tsx';
import {
  changeAppointmentStatus,
  deleteAppointment,
  type UpdateContext,
  updateAppointment,
} from '../../manager-changes.ts';

/**
 * The manager's Confirm, Cancel, Delete and Update: each through the outbox (shown at once on this
 * device, sent now when online, else kept and sent once when the connection returns), each answering
 * with a toast: Updated! (Success for a delete), kept on this phone, or the server's refusal.
 */
export function useManagerAppointmentChanges(appointment: {
  id: number;
  customerName: string;
  strStartDate: string;
}) {
  const status = useOfflineChange(changeAppointmentStatus);
  const remove = useOfflineChange(deleteAppointment);
  const update = useOfflineChange(updateAppointment);
  const label = { who: appointment.customerName || 'Walk-In', when: clockText(appointment.strStartDate) };
  const { id } = appointment;
  const { who, when } = label;

  return {
    confirm: useCallback(
      async () =>
        toastOutcome(
          await status({ body: { appointmentId: id, status: AppointmentStatus.CONFIRMED } }, { who, when }),
        ),
      [status, id, who, when],
    ),
    cancel: useCallback(
      async (reason: string) =>
        toastOutcome(
          await status(
            { body: { appointmentId: id, status: AppointmentStatus.CANCELED, reason } },
            { who, when },
          ),
        ),
      [status, id, who, when],
    ),
    remove: useCallback(
      async () => toastOutcome(await remove({ params: { id } }, { who, when }), TOAST_TEXT.success),
      [remove, id, who, when],
    ),
    update: useCallback(
      async (body: UpdateAppointmentRequest, shown: Pick<UpdateContext, 'asked' | 'names'>) => {
        const outcome = await update({ body }, { who, when, ...shown });
        toastOutcome(outcome);
        return outcome;
      },
      [update, who, when],
    ),
  };
}
