import { Button, SimpleGrid } from '@mantine/core';
import type { FooterAction } from '../../../../contract/appointment.ts';
import { ActionFooter } from '../../../../ui/action-footer.tsx';
import type { AppointmentEditorState } from './use-appointment-editor.ts';

/** Spec part 2 §4: the footer of the appointment's status (Cancel, Confirm, Delete, Update, Canceled). */
export function DetailFooter({
  actions,
  editor,
}: {
  actions: readonly FooterAction[];
  editor: AppointmentEditorState;
}) {
  if (actions.length === 0) return null;
  const { setDialog, confirm, update } = editor;
  const button = (action: FooterAction) => {
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
            disabled={!editor.changed || editor.problem !== null}
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
  return (
    <ActionFooter>
      <SimpleGrid
        cols={{ base: Math.min(actions.length, 2), sm: actions.length }}
        spacing="xs"
        maw={720}
        mx="auto"
      >
        {actions.map(button)}
      </SimpleGrid>
    </ActionFooter>
  );
}
