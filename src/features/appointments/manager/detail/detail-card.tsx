import { Avatar, Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type AppointmentDetail, AppointmentStatus } from '../../../../contract/appointment.ts';
import { clockText, formatPhone } from '../../../../lib/format.ts';
import { calendarTimeOfBooking, displayStartOf, initialsOf } from '../../../../lib/slots.ts';
import { CustomerHeading } from '../../components/appointment-parts.tsx';
import { formatMinutes } from '../../model/appointment-view.ts';
import type { AppointmentEditorState } from './use-appointment-editor.ts';

/** The customer, the staff member (Change Staff), the date and length (Change Time) and the note. */
export function DetailCard({
  appointment,
  editor,
}: {
  appointment: AppointmentDetail;
  editor: AppointmentEditorState;
}) {
  const { draft, editable, setDialog } = editor;
  const staff = editor.nameOf(draft.staffId);
  return (
    <Card withBorder padding="md">
      <CustomerHeading name={appointment.customerName} phone={formatPhone(appointment.customerPhone)} />
      <Divider my="sm" />
      <Row
        action={editable && <EditButton label="Change Staff" onClick={() => setDialog({ kind: 'staff' })} />}
      >
        <Group gap="sm" wrap="nowrap">
          <Avatar src={staff.avatar} alt="" radius="xl" color="blue">
            {draft.staffId === null ? '?' : initialsOf(staff.name)}
          </Avatar>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Staff
            </Text>
            <Text fw={600} data-testid="appointment-staff">
              {staff.name}
            </Text>
          </Stack>
        </Group>
      </Row>
      <Divider my="sm" />
      <Row
        action={editable && <EditButton label="Change Time" onClick={() => setDialog({ kind: 'time' })} />}
      >
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            Date
          </Text>
          <Text fw={600} data-testid="appointment-date" style={{ whiteSpace: 'nowrap' }}>
            {clockText(displayStartOf(calendarTimeOfBooking(editor.window.startTime)))}
          </Text>
          <Text size="xs" c="dimmed">
            {formatMinutes(editor.duration)}
          </Text>
        </Stack>
      </Row>
      {appointment.note && (
        <>
          <Divider my="sm" />
          <Text size="sm" c="dimmed">
            {appointment.status === AppointmentStatus.CANCELED ? 'Reason' : 'Note'}
          </Text>
          <Text data-testid="appointment-note">{appointment.note}</Text>
        </>
      )}
    </Card>
  );
}

function Row({ action, children }: { action: ReactNode; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      {children}
      {action}
    </Group>
  );
}

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="xs" variant="light" style={{ flexShrink: 0 }} onClick={onClick}>
      {label}
    </Button>
  );
}
