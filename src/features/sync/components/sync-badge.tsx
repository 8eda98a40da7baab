import { ActionIcon, Indicator } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useOutbox } from '../../../offline/hooks.ts';

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
          aria-label={`${entries.length} changes not sent`}
          onClick={() => setOpened(true)}
        >
          <svg
            width="22"
            height="22"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden
          >
            <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
            <path d="M21 3v5h-5" />
          </svg>
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
