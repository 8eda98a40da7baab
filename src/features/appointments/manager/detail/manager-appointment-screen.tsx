import { Stack } from '@mantine/core';
import { shopAppointmentsTopic } from '../../../../contract/appointment.ts';
import { useManager } from '../../../../lib/signed-in.ts';
import { useTopic } from '../../../../realtime/topics.ts';
import { useRefreshWhenSettled } from '../../../../ui/change-status.tsx';
import { KeptView } from '../../../../ui/kept-view.tsx';
import { useAppointmentDetail } from '../../api/appointment-detail.ts';
import { AppointmentStatusLine } from '../../components/appointment-parts.tsx';
import { appointmentEntity, changeEntitiesOf } from '../../offline-changes.ts';
import { AppointmentEditor } from './appointment-editor.tsx';

/**
 * /appointment/{id} (spec part 2 §2 "Appointment detail"): the appointment as a manager sees it, its
 * time, staff and services editable while it is NEW or CONFIRMED, and the footer of its status
 * (Cancel, Confirm, Delete, Update; §4). Every action goes through the outbox: offline it shows at once,
 * marked "Not sent yet", and is sent once when the connection returns.
 */
export function ManagerAppointmentScreen({ id }: { id: number }) {
  const { salon } = useManager();
  const read = useAppointmentDetail(id);
  const entities = [appointmentEntity(id)];

  // A change of this appointment settled (taken or refused): the server's copy is asked for again, so a
  // refusal leaves the screen showing what the server has.
  const refresh = read.refresh;
  useRefreshWhenSettled(changeEntitiesOf(id), refresh);

  // Changed elsewhere (the desk, another manager, the staff member's ±15): the salon's topic says so.
  useTopic(shopAppointmentsTopic(salon.id), () => void refresh());

  return (
    <Stack gap="md">
      <KeptView
        read={read}
        what="appointment"
        notFound
        header={read.data && <AppointmentStatusLine status={read.data.status} entities={entities} />}
      >
        {(appointment) => (
          <AppointmentEditor
            // A new server copy (or this device's change) starts the edit from what the appointment now is.
            key={`${appointment.id}:${appointment.status}:${appointment.startTime}:${appointment.staffId}:${appointment.services.map((s) => `${s.id}/${s.staffId}`).join()}`}
            appointment={appointment}
          />
        )}
      </KeptView>
    </Stack>
  );
}
