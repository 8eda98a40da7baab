import { ActionIcon, Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AppointmentDetail } from '../../../contract/appointment.ts';
import { clockText, formatMoney, maskPhoneLast4 } from '../../../lib/format.ts';
import { useSignedIn } from '../../../lib/signed-in.ts';
import { ActionFooter } from '../../../ui/action-footer.tsx';
import { RefusedChanges, useRefreshWhenSettled } from '../../../ui/change-status.tsx';
import { KeptView } from '../../../ui/kept-view.tsx';
import { useAppointmentDetail } from '../api/appointment-detail.ts';
import { managersOf, useStaffList } from '../api/staff-list.ts';
import {
  AppointmentStatusLine,
  CustomerHeading,
  ReassignmentNote,
  useReassignmentWaiting,
} from '../components/appointment-parts.tsx';
import { canChange, canShorten, formatMinutes, shownDuration } from '../model/appointment-view.ts';
import { changeEntitiesOf } from '../offline-changes.ts';
import { useAppointmentChanges } from './api/appointment-changes.ts';
import { AssignToModal } from './assign-to-modal.tsx';

/** Spec part 2 §4 staff mode: the detail with −15 / +15 and Assign To. */
export function AppointmentStaffScreen({ id, disabled }: { id: number; disabled: boolean }) {
  const read = useAppointmentDetail(id);
  // A change of this appointment (±15, a reassignment request) settled: the server's copy is asked for.
  useRefreshWhenSettled(changeEntitiesOf(id), read.refresh);
  return (
    <Stack gap="md">
      <KeptView
        read={read}
        what="appointment"
        notFound
        header={
          read.data && (
            <AppointmentStatusLine status={read.data.status} entities={changeEntitiesOf(read.data.id)} />
          )
        }
      >
        {(appointment) => <StaffAppointment appointment={appointment} disabled={disabled} />}
      </KeptView>
    </Stack>
  );
}

function StaffAppointment({ appointment, disabled }: { appointment: AppointmentDetail; disabled: boolean }) {
  const { staffId } = useSignedIn();
  return (
    <>
      <Stack gap="md" pb={96}>
        <RefusedChanges entities={changeEntitiesOf(appointment.id)} />
        <ReassignmentNote appointment={appointment} />
        <Card withBorder padding="md">
          <CustomerHeading
            name={appointment.customerName}
            phone={maskPhoneLast4(appointment.customerPhone)}
          />
          <Divider my="sm" />
          <Text size="sm" c="dimmed">
            Date
          </Text>
          <Text fw={600} data-testid="appointment-date">
            {clockText(appointment.strStartDate)}
          </Text>
          {appointment.note && (
            <>
              <Text size="sm" c="dimmed" mt="sm">
                {appointment.status === 4 ? 'Reason' : 'Note'}
              </Text>
              <Text>{appointment.note}</Text>
            </>
          )}
        </Card>
        <Card withBorder padding="md">
          <Text fw={600} mb="xs">
            Services
          </Text>
          <Stack gap="xs">
            {appointment.services.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a service may be booked twice; the list is never reordered.
              <Group key={i} justify="space-between" wrap="nowrap">
                <Stack gap={0}>
                  <Text size="sm">{s.serviceName}</Text>
                  <Text size="xs" c="dimmed">
                    {formatMinutes(s.duration)}
                  </Text>
                </Stack>
                <Text size="sm" fw={600}>
                  {formatMoney(s.price)}
                </Text>
              </Group>
            ))}
            {appointment.services.length === 0 && (
              <Text size="sm" c="dimmed">
                Empty service
              </Text>
            )}
          </Stack>
        </Card>
      </Stack>
      <StaffFooter
        appointment={appointment}
        disabled={disabled || !canChange(appointment.status)}
        staffId={staffId}
      />
    </>
  );
}

function StaffFooter({
  appointment,
  disabled,
  staffId,
}: {
  appointment: AppointmentDetail;
  disabled: boolean;
  staffId: number;
}) {
  const { prolong, assign } = useAppointmentChanges(appointment);
  // One request at a time: asking again while one waits would be refused.
  const waiting = useReassignmentWaiting(appointment);
  const staff = useStaffList();
  const [assigning, setAssigning] = useState(false);
  const minutes = appointment.duration;
  return (
    <ActionFooter>
      <Group justify="space-between" wrap="nowrap" maw={960} mx="auto">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            size="xl"
            variant="light"
            aria-label="Shorten by 15 minutes"
            disabled={disabled || !canShorten(minutes)}
            onClick={() => void prolong('MINUS')}
          >
            −15
          </ActionIcon>
          <Text fw={700} miw={76} ta="center" style={{ whiteSpace: 'nowrap' }} data-testid="duration">
            {formatMinutes(shownDuration(minutes))}
          </Text>
          <ActionIcon
            size="xl"
            variant="light"
            aria-label="Lengthen by 15 minutes"
            disabled={disabled}
            onClick={() => void prolong('ADD')}
          >
            +15
          </ActionIcon>
        </Group>
        <Button size="md" disabled={disabled || waiting} onClick={() => setAssigning(true)}>
          Assign To
        </Button>
      </Group>
      {assigning && (
        <AssignToModal
          opened={assigning}
          onClose={() => setAssigning(false)}
          managers={managersOf(staff.data, staffId)}
          onAssign={(input) => assign({ ...input, staffIdFrom: staffId })}
        />
      )}
    </ActionFooter>
  );
}
