import { Alert } from '@mantine/core';
import { NEEDS_CONNECTION } from '../lib/http.ts';
import { useOnline } from '../offline/connectivity.ts';

/** Offline, a dialog whose action is sent at once says so before it is tried (what is typed stays). */
export function NeedsConnection() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert color="yellow" variant="light" data-testid="needs-connection">
      {NEEDS_CONNECTION}
    </Alert>
  );
}
