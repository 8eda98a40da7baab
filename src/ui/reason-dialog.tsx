import { Button, Group, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { REASON_MAX } from '../contract/tickets.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** Spec part 2 §5: the reason dialog's placeholder and quick reasons (a cancellation's). */
export const REASON_PLACEHOLDER = 'Please enter reason';
export const QUICK_REASONS = ['Busy', 'Forgot', 'Sick', 'Others'] as const;

/** A reason can be sent once it says something (spaces alone do not: the server refuses them too). */
export function reasonReady(text: string): boolean {
  return text.trim().length > 0;
}

export interface ReasonDialogProps {
  opened: boolean;
  onClose: () => void;
  /** e.g. "Void Ticket". */
  title: string;
  /** Sent the trimmed reason. Resolves: the dialog closes; rejects: it stays open with the text kept. */
  onConfirm: (reason: string) => Promise<unknown>;
  /** Default: "Yes". */
  confirmLabel?: string;
  /** See ConfirmDialog. */
  danger?: boolean;
  /** Above the reason, e.g. what is about to happen. */
  message?: ReactNode;
  /** The quick reasons that fill the text (default: a cancellation's, the spec's). */
  quickReasons?: readonly string[];
}

/**
 * The reason dialog (spec part 2): a text field and quick reasons Busy, Forgot, Sick and Others that set
 * its text. It opens empty every time; Yes waits for a reason. When sending fails (offline, refused) the
 * dialog stays open and what was typed is still there.
 */
export function ReasonDialog({
  opened,
  title,
  onClose,
  onConfirm,
  confirmLabel,
  danger,
  message,
  quickReasons = QUICK_REASONS,
}: ReasonDialogProps) {
  const [text, setText] = useState('');
  // Cleared as the dialog opens (during render, so the first frame shown is already empty).
  const [wasOpen, setWasOpen] = useState(opened);
  if (opened !== wasOpen) {
    setWasOpen(opened);
    if (opened) setText('');
  }
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      danger={danger}
      confirmDisabled={!reasonReady(text)}
      onConfirm={() => onConfirm(text.trim())}
    >
      <Group gap="xs" role="group" aria-label="Quick reasons">
        {quickReasons.map((reason) => (
          <Button
            key={reason}
            size="xs"
            radius="xl"
            variant={text === reason ? 'filled' : 'light'}
            aria-pressed={text === reason}
            onClick={() => setText(reason)}
          >
            {reason}
          </Button>
        ))}
      </Group>
      <Textarea
        label="Reason"
        placeholder={REASON_PLACEHOLDER}
        autosize
        minRows={3}
        maxRows={6}
        maxLength={REASON_MAX}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
    </ConfirmDialog>
  );
}
