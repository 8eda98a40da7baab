// Mantine's EmptyState is used by the lists' screens only, so its styles load with them rather than
// on every start (src/app/mantine-styles.ts).
import '@mantine/core/styles/EmptyState.css';
import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What a list the server answered with nothing says (spec: "No tickets found", "No data"), where the
 * list would be. Only for an answer that is really empty: a list not on this phone, loading or refused
 * is `DataStateNotice`'s (src/ui/data-state.tsx).
 */
export function EmptyNotice({ text, hint, icon }: { text: string; hint?: ReactNode; icon?: ReactNode }) {
  return (
    <EmptyState
      size="sm"
      py="lg"
      title={text}
      description={hint}
      icon={icon}
      role="status"
      data-testid="data-state"
      data-state="empty"
    />
  );
}
