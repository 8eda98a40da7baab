import { Button, Group, Modal, Text } from '@mantine/core';

/**
 * A popup that tells one thing and waits for OK (spec part 2 §8: the booking's failure, the server's
 * message in a popup).
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
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text role="alert" data-testid="message-dialog-text">
        {message}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
