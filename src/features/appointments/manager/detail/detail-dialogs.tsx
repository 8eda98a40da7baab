import type { AppointmentDetail } from '../../../../contract/appointment.ts';
import { useManager } from '../../../../lib/signed-in.ts';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { ReasonDialog } from '../../../../ui/reason-dialog.tsx';
import { StaffPickerDialog } from '../../../../ui/staff-picker-dialog.tsx';
import { ANYONE } from '../../model/manager-patches.ts';
import { lineStaff } from '../model/manager-draft.ts';
import { ChangeTimeSheet } from './change-time-sheet.tsx';
import type { AppointmentEditorState } from './use-appointment-editor.ts';

/** Spec part 2 §4: the delete question. */
export const DELETE_TEXT = {
  title: 'DELETE APPOINTMENT',
  message: 'You are about to delete the appointment?',
} as const;

/**
 * The appointment detail's dialogs (Modal, Drawer, their focus trap, the text field): about half of the
 * screen's code, loaded once the page is idle or with the first tap rather than with the screen.
 */
export function DetailDialogs({
  appointment,
  editor,
}: {
  appointment: AppointmentDetail;
  editor: AppointmentEditorState;
}) {
  const { salon, today } = useManager();
  const { dialog, setDialog, draft, setDraft, editable, changes } = editor;
  const close = () => setDialog(null);
  const assigning = dialog?.kind === 'assign' ? draft.lines[dialog.line] : undefined;
  const assignedTo = assigning ? lineStaff(draft, assigning) : null;
  return (
    <>
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
          shopId={salon.id}
          today={today}
          day={draft.day}
          startMinutes={draft.startMinutes}
          staffId={draft.staffId}
          duration={editor.duration}
          appointmentId={appointment.id}
          onChoose={(day, startMinutes) => setDraft((d) => ({ ...d, day, startMinutes }))}
        />
      )}
      {editable && (
        <StaffPickerDialog
          opened={dialog?.kind === 'staff' || dialog?.kind === 'assign'}
          title={assigning ? `Assign ${assigning.serviceName} To` : 'Change Staff'}
          onClose={close}
          staff={editor.known}
          fullScreen
          loading={editor.staffLoading}
          note={editor.staffNote}
          selected={assigning ? assignedTo : draft.staffId}
          firstRow={assigning ? undefined : ANYONE}
          hideIds={assigning && assignedTo !== null ? [assignedTo] : []}
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
    </>
  );
}
