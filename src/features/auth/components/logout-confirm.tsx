import { Button, Group, Modal, Text } from '@mantine/core';

export function LogoutConfirm(props: { unsent: number; onStay: () => void; onLogout: () => void }) {
  const { unsent } = props;
  return (
    <Modal opened onClose={props.onStay} title="Changes not sent yet" centered>
      <Text size="sm">
        {unsent === 1 ? '1 change made on this phone is' : `${unsent} changes made on this phone are`} not on
        the server yet. Logging out now deletes {unsent === 1 ? 'it' : 'them'}.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onStay}>
          Stay signed in
        </Button>
        <Button color="red.9" onClick={props.onLogout}>
          Log out anyway
        </Button>
      </Group>
    </Modal>
  );
}
