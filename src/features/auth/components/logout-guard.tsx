import { Button, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useOutbox } from '../../../offline/hooks.ts';
import { useLogout } from '../api/logout.ts';

/** Renders `children(requestLogout)`; asks first when changes on this phone are not on the server yet. */
export function LogoutGuard({ children }: { children: (requestLogout: () => void) => ReactNode }) {
  const logout = useLogout();
  const unsent = useOutbox().length;
  const [asking, setAsking] = useState(false);
  const request = () => (unsent > 0 ? setAsking(true) : void logout());
  return (
    <>
      {children(request)}
      <Modal opened={asking} onClose={() => setAsking(false)} title="Changes not sent yet" centered>
        <Text size="sm">
          {unsent === 1 ? '1 change made on this phone is' : `${unsent} changes made on this phone are`} not
          on the server yet. Logging out now deletes {unsent === 1 ? 'it' : 'them'}.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setAsking(false)}>
            Stay signed in
          </Button>
          <Button
            color="red"
            onClick={() => {
              setAsking(false);
              void logout();
            }}
          >
            Log out anyway
          </Button>
        </Group>
      </Modal>
    </>
  );
}
