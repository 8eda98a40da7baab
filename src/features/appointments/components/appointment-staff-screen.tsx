import { ActionIcon, Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatMoney, maskPhoneLast4 } from '../../../lib/format.ts';
import { ApiError } from '../../../lib/http.ts';
import { readSession } from '../../../lib/session.ts';
import { ActionFooter } from '../../../ui/action-footer.tsx';
import { RefusedChanges } from '../../../ui/change-status.tsx';
import { DataAge } from '../../../ui/data-age.tsx';
import { DataStateNotice, useDataState } from '../../../ui/data-state.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { useAppointmentChanges } from '../api/appointment-changes.ts';
import { useAppointmentDetail } from '../api/appointment-detail.ts';
import { managersOf, useStaffList } from '../api/staff-list.ts';
import { canChange, canShorten, formatMinutes, shownDuration } from '../model/appointment-view.ts';
import { changeEntitiesOf } from '../offline-changes.ts';
import { AppointmentStatusBadge, CustomerHeading } from './appointment-parts.tsx';
import { AssignToModal } from './assign-to-modal.tsx';

/** Spec part 2 §4 staff mode: the detail with −15 / +15 and Assign To. */
export function AppointmentStaffScreen({ id, disabled }: { id: number; disabled: boolean }) {
  const detail = useAppointmentDetail(id);
  const session = readSession();
  const appointment = detail.data;
  const missing =
    !appointment &&
    !detail.loadingLocal &&
    detail.refreshError instanceof ApiError &&
    (detail.refreshError.status === 404 || detail.refreshError.status === 403);
  const state = useDataState({ has: appointment !== undefined, refreshError: detail.refreshError });

  if (missing) {
    return <NotFound />;
  }
  if (!appointment) {
    return detail.loadingLocal ? null : (
      <DataStateNotice state={state} what="appointment" onRetry={detail.refresh} />
    );
  }

  return (
    <>
      <Stack gap="md" pb={96}>
        <RefusedChanges entities={changeEntitiesOf(appointment.id)} />
        <Group justify="space-between" align="center">
          <AppointmentStatusBadge status={appointment.status} />
          <DataAge syncedAt={detail.syncedAt} refreshing={detail.refreshing} />
        </Group>
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
            {appointment.strStartDate}
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
        staffId={session?.staffId ?? 0}
      />
    </>
  );
}

function StaffFooter({
  appointment,
  disabled,
  staffId,
}: {
  appointment: NonNullable<ReturnType<typeof useAppointmentDetail>['data']>;
  disabled: boolean;
  staffId: number;
}) {
  const { prolong, assign } = useAppointmentChanges(appointment);
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
        <Button size="md" disabled={disabled} onClick={() => setAssigning(true)}>
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
