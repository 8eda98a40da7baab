import {
  ActionIcon,
  Alert,
  Avatar,
  Button,
  Card,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import {
  type AppointmentDetail,
  AppointmentStatus,
  type FooterAction,
  footerActionsOf,
  shopAppointmentsTopic,
} from '../../../../contract/appointment.ts';
import { todayIn } from '../../../../lib/day.ts';
import { formatMoney, formatPhone } from '../../../../lib/format.ts';
import { ApiError } from '../../../../lib/http.ts';
import { whenIdle } from '../../../../lib/idle.ts';
import { readSession } from '../../../../lib/session.ts';
import { deviceTimeZone } from '../../../../lib/time-zone.ts';
import { useOnline } from '../../../../offline/connectivity.ts';
import { useTopic } from '../../../../realtime/topics.ts';
import { ActionFooter } from '../../../../ui/action-footer.tsx';
import { QueuedBadge, RefusedChanges, useRecordChanges } from '../../../../ui/change-status.tsx';
import { DataAge } from '../../../../ui/data-age.tsx';
import { DataStateNotice, useDataState } from '../../../../ui/data-state.tsx';
import { NotFound } from '../../../../ui/not-found.tsx';
import type { PickableStaff } from '../../../../ui/staff-picker-dialog.tsx';
import { useSingleFlight } from '../../../../ui/use-single-flight.ts';
import { useAppointmentDetail } from '../../api/appointment-detail.ts';
import { useManagerAppointmentChanges } from '../../api/manager-appointment-changes.ts';
import { prefetchAppointmentTools, useBookableStaff } from '../../api/manager-availability.ts';
import { useStaffList } from '../../api/staff-list.ts';
import { rememberServices, rememberStaff } from '../../manager-changes.ts';
import { formatMinutes } from '../../model/appointment-view.ts';
import {
  canEdit,
  type Draft,
  draftChanged,
  draftOf,
  draftProblem,
  lineStaff,
  totalMinutes,
  updateRequestOf,
} from '../../model/manager-draft.ts';
import { ANYONE } from '../../model/manager-patches.ts';
import { bookingTimeOf, calendarTimeOfBooking, displayStartOf, initialsOf } from '../../model/slots.ts';
import { appointmentEntity } from '../../offline-changes.ts';
import { AppointmentStatusBadge, CustomerHeading } from '../appointment-parts.tsx';

/** The dialogs load on idle or with the first tap, not with the screen (detail-dialogs.tsx). */
const loadDialogs = () => import('./detail-dialogs.tsx');
const ConfirmDialog = lazy(() => loadDialogs().then((m) => ({ default: m.ConfirmDialog })));
const ReasonDialog = lazy(() => loadDialogs().then((m) => ({ default: m.ReasonDialog })));
const ChangeTimeSheet = lazy(() => loadDialogs().then((m) => ({ default: m.ChangeTimeSheet })));
const StaffPickerDialog = lazy(() => loadDialogs().then((m) => ({ default: m.StaffPickerDialog })));

/** Spec part 2 §4: the delete question. */
export const DELETE_TEXT = {
  title: 'DELETE APPOINTMENT',
  message: 'You are about to delete the appointment?',
} as const;

type Dialog =
  | { kind: 'cancel' }
  | { kind: 'delete' }
  | { kind: 'time' }
  | { kind: 'staff' }
  | { kind: 'assign'; line: number }
  | null;

/**
 * /appointment/{id} (spec part 2 §2 "Appointment detail"): the appointment as a manager sees it, its
 * time, staff and services editable while it is NEW or CONFIRMED, and the footer of its status
 * (Cancel, Confirm, Delete, Update; §4). Every action goes through the outbox: offline it shows at once,
 * marked "Not sent yet", and is sent once when the connection returns.
 */
export function ManagerAppointmentScreen({ id }: { id: number }) {
  const detail = useAppointmentDetail(id);
  const appointment = detail.data;
  const missing =
    !appointment &&
    !detail.loadingLocal &&
    detail.refreshError instanceof ApiError &&
    (detail.refreshError.status === 404 || detail.refreshError.status === 403);
  const state = useDataState({ has: appointment !== undefined, refreshError: detail.refreshError });

  // A change of this appointment settled (taken or refused): the server's copy is asked for again, so a
  // refusal leaves the screen showing what the server has.
  const { pending } = useRecordChanges([appointmentEntity(id)]);
  const waiting = useRef(pending.length);
  const refresh = detail.refresh;
  useEffect(() => {
    if (pending.length < waiting.current) refresh();
    waiting.current = pending.length;
  }, [pending.length, refresh]);

  // Changed elsewhere (the desk, another manager, the staff member's ±15): the salon's topic says so.
  const shopId = readSession()?.shopId;
  useTopic(shopId ? shopAppointmentsTopic(shopId) : null, refresh);

  if (missing) return <NotFound />;
  if (!appointment) {
    return detail.loadingLocal ? null : (
      <DataStateNotice state={state} what="appointment" onRetry={detail.refresh} />
    );
  }
  return (
    <AppointmentView
      // A new server copy (or this device's change) starts the edit from what the appointment now is.
      key={`${appointment.id}:${appointment.status}:${appointment.startTime}:${appointment.staffId}:${appointment.services.length}`}
      appointment={appointment}
      syncedAt={detail.syncedAt}
      refreshing={detail.refreshing}
    />
  );
}

function AppointmentView({
  appointment,
  syncedAt,
  refreshing,
}: {
  appointment: AppointmentDetail;
  syncedAt: number | undefined;
  refreshing: boolean;
}) {
  const session = readSession();
  const shopId = session?.shopId ?? 0;
  const today = todayIn(session?.salonInfo?.timezone ?? deviceTimeZone());
  const queryClient = useQueryClient();
  const online = useOnline();
  const changes = useManagerAppointmentChanges(appointment);
  const editable = canEdit(appointment.status);
  const [draft, setDraft] = useState<Draft>(() => draftOf(appointment));
  const [dialog, openDialog] = useState<Dialog>(null);
  // Mounted from the first opening on, so the dialogs keep their open and close transitions.
  const [used, setUsed] = useState(false);
  useEffect(() => whenIdle(() => void loadDialogs()), []);
  const setDialog = (next: Dialog) => {
    if (next) setUsed(true);
    openDialog(next);
  };
  const close = () => openDialog(null);
  const entities = [appointmentEntity(appointment.id)];

  const duration = totalMinutes(draft.lines);
  const window = useMemo(
    () => ({
      startTime: bookingTimeOf(draft.day, draft.startMinutes),
      endTime: bookingTimeOf(draft.day, draft.startMinutes + Math.max(15, duration)),
      appointmentId: appointment.id,
    }),
    [draft.day, draft.startMinutes, duration, appointment.id],
  );

  // The staff list names staff in the offline changes; the services seen name them too.
  const staffList = useStaffList();
  useEffect(() => {
    if (staffList.data) rememberStaff(staffList.data);
  }, [staffList.data]);
  useEffect(() => rememberServices(appointment), [appointment]);

  // While online, the dialogs' data is fetched ahead, so they open offline too.
  useEffect(() => {
    if (!editable || !online) return;
    whenIdle(
      () =>
        void prefetchAppointmentTools(
          queryClient,
          shopId,
          { day: draft.day, staffId: draft.staffId, duration },
          window,
        ),
    );
  }, [editable, online, queryClient, shopId, draft.day, draft.staffId, duration, window]);

  const picking = dialog?.kind === 'staff' || dialog?.kind === 'assign';
  const bookable = useBookableStaff(shopId, window, editable && picking);
  const known: PickableStaff[] = bookable.data
    ? bookable.data.map((s) => ({ id: s.id, name: s.name, avatar: s.avatar, available: s.available }))
    : (staffList.data ?? []).map((s) => ({ id: s.id, name: s.name, avatar: s.avatar }));
  const staffNote =
    !bookable.data && !bookable.isFetching && staffList.data
      ? 'Who is free at this time is not known here: the staff are shown without it.'
      : undefined;
  useEffect(() => {
    if (bookable.data) rememberStaff(bookable.data);
  }, [bookable.data]);

  const nameOf = (staffId: number | null) =>
    staffId === null
      ? { name: ANYONE, avatar: null }
      : staffId === appointment.staffId
        ? { name: appointment.name, avatar: appointment.avatar }
        : (known.find((s) => s.id === staffId) ?? { name: `Staff #${staffId}`, avatar: null });

  const staff = nameOf(draft.staffId);
  const changed = draftChanged(draft, appointment);
  const problem = draftProblem(draft);
  const startShown = displayStartOf(calendarTimeOfBooking(window.startTime));

  const confirm = useSingleFlight(changes.confirm);
  const update = useSingleFlight(async () => {
    if (problem) return;
    await changes.update(updateRequestOf(appointment.id, draft, session?.apiKey ?? appointment.shop.apiKey));
  });

  const actions = footerActionsOf(appointment.status);
  const footerButton = (action: FooterAction) => {
    switch (action) {
      case 'Cancel':
        return (
          <Button key={action} variant="outline" color="red.9" onClick={() => setDialog({ kind: 'cancel' })}>
            Cancel
          </Button>
        );
      case 'Confirm':
        return (
          <Button key={action} color="teal.9" loading={confirm.busy} onClick={() => void confirm.run()}>
            Confirm
          </Button>
        );
      case 'Delete':
        return (
          <Button key={action} variant="outline" color="red.9" onClick={() => setDialog({ kind: 'delete' })}>
            Delete
          </Button>
        );
      case 'Update':
        return (
          <Button
            key={action}
            disabled={!changed || problem !== null}
            loading={update.busy}
            onClick={() => void update.run()}
          >
            Update
          </Button>
        );
      case 'Canceled':
        return (
          <Button key={action} disabled>
            Canceled
          </Button>
        );
    }
  };

  const assigning = dialog?.kind === 'assign' ? draft.lines[dialog.line] : undefined;

  return (
    <>
      <Stack gap="md" pb={actions.length ? 120 : 24}>
        <RefusedChanges entities={entities} />
        <Group justify="space-between" wrap="nowrap" align="center">
          <Group gap="xs">
            <AppointmentStatusBadge status={appointment.status} />
            <QueuedBadge entities={entities} />
          </Group>
          <DataAge syncedAt={syncedAt} refreshing={refreshing} />
        </Group>
        {appointment.status === AppointmentStatus.DELETED && (
          <Alert color="gray" variant="light" data-testid="deleted-notice">
            This appointment is deleted: it is no longer on the list or the calendars.
          </Alert>
        )}

        <Card withBorder padding="md">
          <CustomerHeading name={appointment.customerName} phone={formatPhone(appointment.customerPhone)} />
          <Divider my="sm" />
          <Group justify="space-between" wrap="nowrap">
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
            {editable && (
              <Button
                size="xs"
                variant="light"
                style={{ flexShrink: 0 }}
                onClick={() => setDialog({ kind: 'staff' })}
              >
                Change Staff
              </Button>
            )}
          </Group>
          <Divider my="sm" />
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                Date
              </Text>
              <Text fw={600} data-testid="appointment-date" style={{ whiteSpace: 'nowrap' }}>
                {startShown}
              </Text>
              <Text size="xs" c="dimmed">
                {formatMinutes(duration)}
              </Text>
            </Stack>
            {editable && (
              <Button
                size="xs"
                variant="light"
                style={{ flexShrink: 0 }}
                onClick={() => setDialog({ kind: 'time' })}
              >
                Change Time
              </Button>
            )}
          </Group>
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

        <Card withBorder padding="md">
          <Title order={2} size="h5" mb="xs">
            Services
          </Title>
          <Stack gap="xs" data-testid="services">
            {draft.lines.map((line, i) => {
              const own = line.staffId !== undefined ? nameOf(lineStaff(draft, line)).name : undefined;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a service may be booked twice; lines are only removed.
                <Group key={i} justify="space-between" wrap="nowrap" data-testid="service-line">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500}>
                      {line.serviceName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatMinutes(line.duration)}
                      {own ? ` · with ${own}` : ''}
                    </Text>
                  </Stack>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {formatMoney(line.price)}
                    </Text>
                    {editable && (
                      <>
                        <Button
                          size="compact-xs"
                          variant="light"
                          aria-label={`Assign ${line.serviceName} to`}
                          onClick={() => setDialog({ kind: 'assign', line: i })}
                        >
                          Assign
                        </Button>
                        <ActionIcon
                          variant="subtle"
                          color="red.9"
                          aria-label={`Remove ${line.serviceName}`}
                          onClick={() =>
                            setDraft((d) => ({ ...d, lines: d.lines.filter((_, j) => j !== i) }))
                          }
                        >
                          ×
                        </ActionIcon>
                      </>
                    )}
                  </Group>
                </Group>
              );
            })}
            {draft.lines.length === 0 && (
              <Text size="sm" c="dimmed">
                Empty service
              </Text>
            )}
          </Stack>
          {problem && changed && (
            <Text size="sm" c="red.9" mt="xs" role="alert">
              {problem}
            </Text>
          )}
        </Card>
      </Stack>

      {actions.length > 0 && (
        <ActionFooter>
          <SimpleGrid
            cols={{ base: Math.min(actions.length, 2), sm: actions.length }}
            spacing="xs"
            maw={720}
            mx="auto"
          >
            {actions.map(footerButton)}
          </SimpleGrid>
        </ActionFooter>
      )}

      {used && (
        <Suspense fallback={null}>
          <ReasonDialog
            opened={dialog?.kind === 'cancel'}
            onClose={close}
            title="Cancel Appointment"
            danger
            onConfirm={changes.cancel}
          />
          <ConfirmDialog
            opened={dialog?.kind === 'delete'}
            onClose={close}
            title={DELETE_TEXT.title}
            message={DELETE_TEXT.message}
            danger
            onConfirm={changes.remove}
          />
          {editable && dialog?.kind === 'time' && (
            <ChangeTimeSheet
              opened
              onClose={close}
              shopId={shopId}
              today={today}
              day={draft.day}
              startMinutes={draft.startMinutes}
              staffId={draft.staffId}
              duration={duration}
              appointmentId={appointment.id}
              onChoose={(day, startMinutes) => setDraft((d) => ({ ...d, day, startMinutes }))}
            />
          )}
          {editable && (
            <StaffPickerDialog
              opened={picking}
              title={assigning ? `Assign ${assigning.serviceName} To` : 'Change Staff'}
              onClose={close}
              staff={known}
              fullScreen
              loading={bookable.isFetching || staffList.loadingLocal}
              note={staffNote}
              selected={assigning ? lineStaff(draft, assigning) : draft.staffId}
              firstRow={assigning ? undefined : ANYONE}
              hideIds={
                assigning && lineStaff(draft, assigning) !== null ? [lineStaff(draft, assigning) ?? 0] : []
              }
              onPick={(staffId) => {
                if (dialog?.kind === 'assign') {
                  const at = dialog.line;
                  setDraft((d) => ({
                    ...d,
                    lines: d.lines.map((l, j) => {
                      if (j !== at) return l;
                      const { staffId: _was, ...rest } = l;
                      // Back to the appointment's own staff member: no staff of its own.
                      return staffId === null || staffId === d.staffId ? rest : { ...rest, staffId };
                    }),
                  }));
                } else {
                  setDraft((d) => ({ ...d, staffId }));
                }
                close();
              }}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
