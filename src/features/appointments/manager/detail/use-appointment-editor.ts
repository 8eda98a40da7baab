import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { AppointmentDetail } from '../../../../contract/appointment.ts';
import { whenIdle } from '../../../../lib/idle.ts';
import { useManager } from '../../../../lib/signed-in.ts';
import { bookingTimeOf } from '../../../../lib/slots.ts';
import { useOnline } from '../../../../offline/connectivity.ts';
import { useKept } from '../../../../offline/kept.ts';
import type { PickableStaff } from '../../../../ui/staff-picker-dialog.tsx';
import { useSingleFlight } from '../../../../ui/use-single-flight.ts';
import { useStaffList } from '../../api/staff-list.ts';
import { ANYONE, namesFor } from '../../model/manager-patches.ts';
import { useManagerAppointmentChanges } from '../api/manager-appointment-changes.ts';
import { bookableStaff, prefetchAppointmentTools } from '../api/manager-availability.ts';
import {
  askedOf,
  canEdit,
  type Draft,
  draftChanged,
  draftOf,
  draftProblem,
  totalMinutes,
  updateRequestOf,
} from '../model/manager-draft.ts';

/** Which of the detail's dialogs is open (Assign To names the service line). */
export type DetailDialog =
  | { kind: 'cancel' }
  | { kind: 'delete' }
  | { kind: 'time' }
  | { kind: 'staff' }
  | { kind: 'assign'; line: number }
  | null;

/**
 * The state of the manager's edit of one appointment: the draft (time, staff, services) until Update,
 * the open dialog, who can be picked (the staff free at the draft's time when known, else the salon's
 * staff), and the actions, each through the outbox.
 */
export function useAppointmentEditor(appointment: AppointmentDetail) {
  const { salon, session } = useManager();
  const queryClient = useQueryClient();
  const online = useOnline();
  const changes = useManagerAppointmentChanges(appointment);
  const editable = canEdit(appointment.status);
  const [draft, setDraft] = useState<Draft>(() => draftOf(appointment));
  const [dialog, setDialog] = useState<DetailDialog>(null);

  const duration = totalMinutes(draft.lines);
  const window = useMemo(
    () => ({
      startTime: bookingTimeOf(draft.day, draft.startMinutes),
      endTime: bookingTimeOf(draft.day, draft.startMinutes + Math.max(15, duration)),
      appointmentId: appointment.id,
    }),
    [draft.day, draft.startMinutes, duration, appointment.id],
  );

  // While online, the dialogs' data is fetched ahead, so they open offline too.
  useEffect(() => {
    if (!editable || !online) return;
    whenIdle(
      () =>
        void prefetchAppointmentTools(
          queryClient,
          salon.id,
          { day: draft.day, staffId: draft.staffId, duration },
          window,
        ),
    );
  }, [editable, online, queryClient, salon.id, draft.day, draft.staffId, duration, window]);

  const staffList = useStaffList();
  const picking = dialog?.kind === 'staff' || dialog?.kind === 'assign';
  const bookable = useKept(bookableStaff, editable && picking ? { shopId: salon.id, window } : null);
  const known: PickableStaff[] = bookable.data
    ? bookable.data.map((s) => ({ id: s.id, name: s.name, avatar: s.avatar, available: s.available }))
    : (staffList.data ?? []).map((s) => ({ id: s.id, name: s.name, avatar: s.avatar }));

  const nameOf = (staffId: number | null) =>
    staffId === null
      ? { name: ANYONE, avatar: null }
      : staffId === appointment.staffId
        ? { name: appointment.name, avatar: appointment.avatar }
        : (known.find((s) => s.id === staffId) ?? { name: `Staff #${staffId}`, avatar: null });

  const changed = draftChanged(draft, appointment);
  const problem = draftProblem(draft);
  const confirm = useSingleFlight(changes.confirm);
  const update = useSingleFlight(async () => {
    if (problem) return;
    const body = updateRequestOf(appointment.id, draft, session.apiKey || appointment.shop.apiKey);
    // What the update shows before the server answers, and what it asked in words, go with it.
    const shownStaff = [{ id: appointment.staffId ?? 0, name: appointment.name, avatar: appointment.avatar }];
    await changes.update(body, {
      asked: askedOf(draft, appointment, (id) => nameOf(id).name),
      names: namesFor(body, [...shownStaff, ...known], appointment.services),
    });
  });

  return {
    draft,
    setDraft,
    dialog,
    setDialog,
    editable,
    duration,
    changed,
    problem,
    window,
    known,
    nameOf,
    staffLoading: bookable.refreshing || staffList.reading,
    staffNote:
      !bookable.data && !bookable.refreshing && staffList.data
        ? 'Who is free at this time is not known here: the staff are shown without it.'
        : undefined,
    changes,
    confirm,
    update,
  };
}

export type AppointmentEditorState = ReturnType<typeof useAppointmentEditor>;
