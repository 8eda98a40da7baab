import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A screen's actions, fixed at the bottom above the phone's home bar (the appointment's footer, the
 * ticket's Void, Refund, Adjust Tip and Update). The screen leaves room for it at its end.
 */
export function ActionFooter({ children }: { children: ReactNode }) {
  return (
    <Paper
      shadow="md"
      p="sm"
      radius={0}
      style={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 100,
        paddingBottom: 'max(12px, env(safe-area-inset-bottom))',
      }}
    >
      {children}
    </Paper>
  );
}
