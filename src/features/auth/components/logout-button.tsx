import { Button } from '@mantine/core';
import { LogoutGuard } from './logout-guard.tsx';

/** A full-width Logout button that asks first when changes are unsent. */
export function LogoutButton() {
  return (
    <LogoutGuard>
      {(logout) => (
        <Button variant="light" color="red" onClick={logout}>
          Logout
        </Button>
      )}
    </LogoutGuard>
  );
}
