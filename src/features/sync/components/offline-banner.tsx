import { Alert } from '@mantine/core';
import { useOnline } from '../../../offline/connectivity.ts';

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert color="yellow" variant="filled" radius={0} py={6} data-testid="offline-banner" role="status">
      You are offline. Changes are kept on this phone and sent when the connection returns.
    </Alert>
  );
}
