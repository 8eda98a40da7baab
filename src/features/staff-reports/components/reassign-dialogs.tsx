import { Text } from '@mantine/core';
import type { ReassignRequest } from '../../../contract/reassignment.ts';
import { customerLabel } from '../../../lib/tickets.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { NeedsConnection } from '../../../ui/needs-connection.tsx';
import { ReasonDialog } from '../../../ui/reason-dialog.tsx';
import { toast } from '../../../ui/toast.tsx';
import type { useReassignActions } from '../api/reassign-requests.ts';
import { requestTimeText } from '../model/reassign.ts';

/** Quick reasons for declining a request (the reason dialog's buttons). */
const DECLINE_REASONS = ['No one is free', 'Keep the appointment', 'Customer asked for you'] as const;

/** The dialog open on the screen: one request, and for Assign the staff member chosen. */
export type ReassignDialog =
  | { kind: 'approve'; request: ReassignRequest; staffId: number; staffName: string; key: string }
  | { kind: 'decline'; request: ReassignRequest; key: string }
  | null;

/**
 * Assign's confirmation and Decline's reason (loaded on idle or with the first tap, not with the
 * screen). Each stays open with what was typed when sending fails, and says why.
 */
export function ReassignDialogs({
  dialog,
  opened,
  onClose,
  actions,
}: {
  dialog: Exclude<ReassignDialog, null>;
  opened: boolean;
  onClose: () => void;
  actions: ReturnType<typeof useReassignActions>;
}) {
  return (
    <>
      <ConfirmDialog
        opened={opened && dialog.kind === 'approve'}
        onClose={onClose}
        message={
          dialog.kind === 'approve' &&
          `Give ${customerLabel(dialog.request.customerName)}'s appointment (${requestTimeText(dialog.request.startTime, dialog.request.endTime)}) to ${dialog.staffName}?`
        }
        onConfirm={async () => {
          if (dialog.kind !== 'approve') return;
          await actions.approve(dialog.request, dialog.staffId, dialog.key);
          toast.success(`Assigned to ${dialog.staffName}`);
        }}
      >
        <NeedsConnection />
      </ConfirmDialog>
      <ReasonDialog
        opened={opened && dialog.kind === 'decline'}
        onClose={onClose}
        title="Decline Request"
        message={
          <>
            <NeedsConnection />
            <Text>{`${dialog.request.staffNameFrom} keeps the appointment and sees your reason.`}</Text>
          </>
        }
        quickReasons={DECLINE_REASONS}
        danger
        onConfirm={async (reason) => {
          if (dialog.kind !== 'decline') return;
          await actions.decline(dialog.request, reason, dialog.key);
          toast.success('Request declined');
        }}
      />
    </>
  );
}
