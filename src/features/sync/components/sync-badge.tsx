import { ActionIcon, Indicator } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useOutbox } from '../../../offline/hooks.ts';
import { SyncIcon } from '../../../ui/icons.tsx';

const SyncDrawer = lazy(() => import('./sync-drawer.tsx').then((m) => ({ default: m.SyncDrawer })));

/** The header's count of changes not yet on the server, opening the list with Needs attention. */
export function SyncBadge() {
  const entries = useOutbox();
  const [opened, setOpened] = useState(false);
  if (entries.length === 0) return null;
  const attention = entries.filter((e) => e.state === 'attention').length;
  return (
    <>
      <Indicator
        label={entries.length}
        size={18}
        color={attention ? 'red' : 'orange'}
        offset={4}
        data-testid="sync-badge"
      >
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={entries.length === 1 ? '1 change not sent' : `${entries.length} changes not sent`}
          onClick={() => setOpened(true)}
        >
          <SyncIcon />
        </ActionIcon>
      </Indicator>
      {opened && (
        <Suspense fallback={null}>
          <SyncDrawer entries={entries} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
