import { Alert } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

/** The question (a Modal and its focus trap) loads only when someone would leave. */
const LeaveDialog = lazy(() => import('./leave-dialog.tsx').then((m) => ({ default: m.LeaveDialog })));

/**
 * An edit that is not saved yet: says so on the screen (`note`, e.g. "Update sends the changes."), and
 * asks before the person leaves the screen (the back arrow, a link, the browser's back, closing the
 * tab), so a choice made in a sheet is never lost unseen.
 */
export function UnsavedChanges({ dirty, note }: { dirty: boolean; note: string }) {
  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: dirty, withResolver: true });
  return (
    <>
      {dirty && (
        <Alert color="blue" variant="light" data-testid="unsaved-note" role="status" py="xs">
          {`Not saved yet. ${note}`}
        </Alert>
      )}
      {blocker.status === 'blocked' && (
        <Suspense fallback={null}>
          <LeaveDialog note={note} onStay={blocker.reset} onLeave={blocker.proceed} />
        </Suspense>
      )}
    </>
  );
}
