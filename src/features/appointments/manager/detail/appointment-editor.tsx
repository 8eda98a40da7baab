import { Alert, Stack } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  type AppointmentDetail,
  AppointmentStatus,
  footerActionsOf,
} from '../../../../contract/appointment.ts';
import { whenIdle } from '../../../../lib/idle.ts';
import { RefusedChanges } from '../../../../ui/change-status.tsx';
import { UnsavedChanges } from '../../../../ui/unsaved-changes.tsx';
import { ReassignmentNote } from '../../components/appointment-parts.tsx';
import { appointmentEntity } from '../../offline-changes.ts';
import { DetailCard } from './detail-card.tsx';
import { DetailFooter } from './detail-footer.tsx';
import { ServicesCard } from './services-card.tsx';
import { useAppointmentEditor } from './use-appointment-editor.ts';

/** The dialogs load on idle or with the first tap, not with the screen (detail-dialogs.tsx). */
const loadDialogs = () => import('./detail-dialogs.tsx');
const DetailDialogs = lazy(() => loadDialogs().then((m) => ({ default: m.DetailDialogs })));

/** The appointment with its edit (time, staff, services), the footer of its status and its dialogs. */
export function AppointmentEditor({ appointment }: { appointment: AppointmentDetail }) {
  const editor = useAppointmentEditor(appointment);
  // Mounted from the first opening on, so the dialogs keep their open and close transitions.
  const [used, setUsed] = useState(false);
  useEffect(() => whenIdle(() => void loadDialogs()), []);
  useEffect(() => {
    if (editor.dialog) setUsed(true);
  }, [editor.dialog]);
  const actions = footerActionsOf(appointment.status);
  return (
    <>
      <Stack gap="md" pb={actions.length ? 120 : 24}>
        <RefusedChanges entities={[appointmentEntity(appointment.id)]} />
        <UnsavedChanges dirty={editor.changed} note="Update sends the changes." />
        <ReassignmentNote appointment={appointment} />
        {appointment.status === AppointmentStatus.DELETED && (
          <Alert color="gray" variant="light" data-testid="deleted-notice">
            This appointment is deleted: it is no longer on the list or the calendars.
          </Alert>
        )}
        <DetailCard appointment={appointment} editor={editor} />
        <ServicesCard editor={editor} />
      </Stack>
      <DetailFooter actions={actions} editor={editor} />
      {used && (
        <Suspense fallback={null}>
          <DetailDialogs appointment={appointment} editor={editor} />
        </Suspense>
      )}
    </>
  );
}
