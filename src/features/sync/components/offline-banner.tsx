import { Alert } from '@mantine/core';
import { NOT_KEPT } from '../../../lib/kept-screen.ts';
import { readSession } from '../../../lib/session.ts';
import { useOnline } from '../../../offline/connectivity.ts';

/** What being offline means to the one reading: staff make changes, managers read figures. */
export const OFFLINE_TEXT = {
  staff: 'You are offline. Changes are kept on this phone and sent when the connection returns.',
  manager: 'You are offline. Figures are from their last update on this phone.',
} as const;

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  const isManager = readSession()?.isManager ?? false;
  return (
    <Alert
      color="yellow"
      variant="filled"
      radius={0}
      py={6}
      data-testid="offline-banner"
      // About this moment, not the screen: a start from the kept screen does not show it.
      {...{ [NOT_KEPT]: '' }}
      role="status"
      // Dark text on the yellow (white on it is 1.9:1).
      styles={{ message: { color: 'var(--mantine-color-black)' } }}
    >
      {isManager ? OFFLINE_TEXT.manager : OFFLINE_TEXT.staff}
    </Alert>
  );
}
