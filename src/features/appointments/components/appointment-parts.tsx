import { Alert, Badge, Group, Text, Title } from '@mantine/core';
import { type AppointmentDetail, ASSIGN_REASON_LABELS } from '../../../contract/appointment.ts';
import { QueuedBadge, useRecordChanges } from '../../../ui/change-status.tsx';
import { statusColor, statusLabel } from '../model/appointment-view.ts';
import { reassignmentEntity } from '../offline-changes.ts';

/**
 * The parts both appointment details show the same way (the staff's /appointment-staff/{id} and the
 * manager's /appointment/{id}).
 */

/** The status as a badge: shade 9 under white text (the light variants' coloured text is under 4.5:1). */
export function AppointmentStatusBadge({ status }: { status: number }) {
  return (
    <Badge color={`${statusColor(status)}.9`} size="lg" variant="filled" data-testid="status-badge">
      {statusLabel(status)}
    </Badge>
  );
}

/** The customer's name (Walk-In when none) and phone, as the caller may see it (formatted or masked). */
export function CustomerHeading({ name, phone }: { name: string; phone: string }) {
  return (
    <>
      <Title order={2} size="h3" data-testid="customer-name">
        {name || 'Walk-In'}
      </Title>
      <Text c="dimmed" data-testid="customer-phone">
        {phone || 'No phone'}
      </Text>
    </>
  );
}

/** The status and, while one is queued, "Not sent yet": the line above an appointment's detail. */
export function AppointmentStatusLine({ status, entities }: { status: number; entities: readonly string[] }) {
  return (
    <Group gap="xs">
      <AppointmentStatusBadge status={status} />
      <QueuedBadge entities={entities} />
    </Group>
  );
}

/** Whether a request to hand the appointment on waits: queued on this phone, or with the manager. */
export function useReassignmentWaiting(appointment: AppointmentDetail): boolean {
  const { pending } = useRecordChanges([reassignmentEntity(appointment.id)]);
  return pending.length > 0 || appointment.reassignment?.status === 'PENDING';
}

/**
 * The appointment's request to hand it on (Assign To), as it stands: not sent yet, waiting for the
 * manager, or the manager's answer. Nothing when there is none.
 */
export function ReassignmentNote({ appointment }: { appointment: AppointmentDetail }) {
  const { pending } = useRecordChanges([reassignmentEntity(appointment.id)]);
  const request = appointment.reassignment;
  const reason = (r: string) => ASSIGN_REASON_LABELS[r as keyof typeof ASSIGN_REASON_LABELS] ?? r;
  let text: string | null = null;
  if (pending.length > 0)
    text = 'Reassignment request kept on this phone: it is sent when the connection returns.';
  else if (request?.status === 'PENDING')
    text = `Reassignment asked of ${request.managerName} (${reason(request.reason)}): waiting for their answer.`;
  else if (request?.status === 'DECLINED')
    text = request.declineReason
      ? `${request.managerName} declined the reassignment: ${request.declineReason}`
      : `${request.managerName} declined the reassignment.`;
  else if (request?.status === 'DONE')
    text = request.assignedStaffName
      ? `${request.managerName} gave this appointment to ${request.assignedStaffName}.`
      : `${request.managerName} reassigned this appointment.`;
  if (!text) return null;
  return (
    <Alert
      color={request?.status === 'DECLINED' ? 'orange' : 'blue'}
      variant="light"
      py="xs"
      data-testid="reassignment"
    >
      {text}
    </Alert>
  );
}
