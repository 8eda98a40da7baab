import { Button, Group, Modal, Text } from '@mantine/core';
import { UNSAVED_TEXT } from './unsaved-text.ts';

/** The question before leaving an edit that is not saved (ui/unsaved-changes.tsx opens it). */
export function LeaveDialog({
  note,
  onStay,
  onLeave,
}: {
  note: string;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Modal opened onClose={onStay} title={UNSAVED_TEXT.title} centered>
      <Text size="sm">{`Your changes are not saved. ${note}`}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onStay}>
          {UNSAVED_TEXT.stay}
        </Button>
        <Button color="red.9" onClick={onLeave}>
          {UNSAVED_TEXT.leave}
        </Button>
      </Group>
    </Modal>
  );
}
