import { Button, Group, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import classes from './message-dialog.module.css';

/**
 * A popup that tells one thing and waits for OK (spec part 2 §8: the booking's failure, the server's
 * message in a popup). The browser's own modal dialog (focus kept inside, Escape closes, the page behind
 * inert), so the public booking page carries no dialog library.
 */
export function MessageDialog({
  opened,
  onClose,
  title,
  message,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opened && !dialog.open) dialog.showModal();
    if (!opened && dialog.open) dialog.close();
  }, [opened]);
  return (
    <dialog ref={ref} className={classes.dialog} aria-labelledby="message-dialog-title" onClose={onClose}>
      {opened && (
        <>
          <Title order={2} size="h5" id="message-dialog-title">
            {title}
          </Title>
          <Text role="alert" mt="sm" data-testid="message-dialog-text">
            {message}
          </Text>
          <Group justify="flex-end" mt="md">
            <Button onClick={onClose} autoFocus>
              OK
            </Button>
          </Group>
        </>
      )}
    </dialog>
  );
}
