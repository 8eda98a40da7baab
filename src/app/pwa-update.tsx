import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Workbox } from 'workbox-window';
import { whenIdle } from '../lib/idle.ts';

/**
 * Registers the service worker (production builds) and, when a new version is waiting, offers Reload.
 * The new worker never takes over behind the person's back.
 */
export function PwaUpdate() {
  const [waiting, setWaiting] = useState<Workbox | null>(null);
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    // Registered once the first screen is drawn: it is not needed to show anything.
    whenIdle(() => {
      void import('workbox-window').then(({ Workbox }) => {
        if (cancelled) return;
        const wb = new Workbox('/sw.js', { scope: '/' });
        wb.addEventListener('waiting', () => setWaiting(wb));
        wb.addEventListener('controlling', () => window.location.reload());
        void wb.register();
      });
    });
    return () => {
      cancelled = true;
    };
  }, []);
  if (!waiting) return null;
  return (
    <Paper
      shadow="lg"
      p="sm"
      radius="md"
      withBorder
      role="status"
      style={{
        position: 'fixed',
        left: 12,
        right: 12,
        bottom: 84,
        zIndex: 300,
        maxWidth: 420,
        margin: '0 auto',
      }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          New version available
        </Text>
        <Button size="xs" onClick={() => waiting.messageSkipWaiting()}>
          Reload
        </Button>
      </Group>
    </Paper>
  );
}
