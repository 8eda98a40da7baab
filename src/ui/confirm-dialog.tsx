import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { toast } from './toast.tsx';
import { useSingleFlight } from './use-single-flight.ts';

/** Spec part 2 "Shared dialogs": the confirm dialog's default title and its buttons. */
export const CONFIRM_TEXT = { title: 'Are you sure?', close: 'Close', confirm: 'Yes' } as const;

/** Mantine's plain red under white text is 3.9:1; red 9 is 5.6:1 (WCAG AA asks 4.5:1). */
const DANGER_COLOR = 'red.9';

/**
 * Runs a dialog's confirmed action: closes the dialog once the action is done, and when it fails says
 * why (`fail`) and leaves the dialog open, with whatever was typed in it, to try again or close.
 */
export async function confirmThenClose(
  action: () => Promise<unknown>,
  close: () => void,
  fail: (err: unknown) => void,
): Promise<void> {
  try {
    await action();
  } catch (err) {
    fail(err);
    return;
  }
  close();
}

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  /**
   * What Yes does. Resolves: the dialog closes (the caller's toast says what happened: Updated!, or kept
   * on this phone). Rejects: the dialog stays open and a toast gives the server's message.
   */
  onConfirm: () => Promise<unknown>;
  /** Default: "Are you sure?". */
  title?: string;
  /** The question, e.g. "You are about to delete the appointment?". */
  message?: ReactNode;
  /** Default: "Yes". */
  confirmLabel?: string;
  /** For what cannot be undone (void, delete): the confirm button in a red that white text reads on. */
  danger?: boolean;
  /** Yes cannot be pressed yet (e.g. nothing entered). */
  confirmDisabled?: boolean;
  /** Fields between the message and the buttons. */
  children?: ReactNode;
}

/**
 * The confirm dialog (spec part 2 "Shared dialogs"): a title, a message, Close and Yes. Yes sends once
 * however often it is tapped (`useSingleFlight`) and shows it is busy; meanwhile the dialog cannot be
 * closed, so nothing is left half done unseen.
 */
export function ConfirmDialog({
  opened,
  onClose,
  onConfirm,
  title = CONFIRM_TEXT.title,
  message,
  confirmLabel = CONFIRM_TEXT.confirm,
  danger = false,
  confirmDisabled = false,
  children,
}: ConfirmDialogProps) {
  const confirm = useSingleFlight(() => confirmThenClose(onConfirm, onClose, toast.failure));
  const close = () => {
    if (!confirm.busy) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      closeOnClickOutside={!confirm.busy}
      closeOnEscape={!confirm.busy}
    >
      <Stack gap="md">
        {message !== undefined && (typeof message === 'string' ? <Text>{message}</Text> : message)}
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={confirm.busy}>
            {CONFIRM_TEXT.close}
          </Button>
          <Button
            color={danger ? DANGER_COLOR : undefined}
            loading={confirm.busy}
            disabled={confirmDisabled}
            onClick={() => void confirm.run()}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
