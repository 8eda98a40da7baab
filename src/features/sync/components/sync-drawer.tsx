import { Badge, Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useOnline } from '../../../offline/connectivity.ts';
import type { OutboxEntry } from '../../../offline/db.ts';
import { useSyncEngine } from '../../../offline/hooks.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';

/**
 * Why a change is still waiting, when it is not simply the connection: the server failed on it or asked
 * to wait (with its sentence), or an earlier change of the same record goes first.
 */
export function waitingWhy(entry: OutboxEntry, online: boolean): string | null {
  const status = entry.error?.status ?? 0;
  if (status >= 500) return `The server failed on it (error ${status}); it is tried again by itself.`;
  if (status === 429 || status === 408)
    return entry.error?.message || 'The server asked to wait; it is tried again.';
  if (status === 401) return 'It is sent once you sign in again.';
  return online && entry.attempts > 0 ? 'Not sent yet; it is tried again by itself.' : null;
}

/** Changes on this phone: Needs attention (Retry, Discard) and Waiting to send. */
export function SyncDrawer({ entries, onClose }: { entries: OutboxEntry[]; onClose: () => void }) {
  return (
    <Drawer opened onClose={onClose} position="bottom" size="auto" title="Changes on this phone">
      <SyncList entries={entries} />
    </Drawer>
  );
}

function SyncList({ entries }: { entries: OutboxEntry[] }) {
  const engine = useSyncEngine();
  const queryClient = useQueryClient();
  const attention = entries.filter((e) => e.state === 'attention');
  const waiting = entries.filter((e) => e.state === 'pending');
  const online = useOnline();
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);
  const discard = async (e: OutboxEntry) => {
    if (e.seq === undefined) return;
    await engine?.discard(e.seq);
    // The cached copy may still show the change: ask the server again.
    await queryClient.invalidateQueries();
  };
  return (
    <Stack gap="md" pb="md">
      <ConfirmDialog
        opened={discarding !== null}
        onClose={() => setDiscarding(null)}
        title="Discard this change?"
        message={`${discarding?.label ?? ''}: it will not be sent, and the screens show the server's values again.`}
        confirmLabel="Discard"
        danger
        onConfirm={async () => {
          if (discarding) await discard(discarding);
        }}
      />
      {attention.length > 0 && (
        <Stack gap="xs" data-testid="needs-attention">
          <Title order={3} size="h5">
            Needs attention
          </Title>
          {attention.map((e) => (
            <Stack key={e.mutationId} gap={4} p="sm" bg="red.0" style={{ borderRadius: 8 }}>
              <Text size="sm" fw={600}>
                {e.label}
              </Text>
              <Text size="sm" c="red.9">
                {e.error?.message ?? 'The server refused this change.'}
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => e.seq !== undefined && void engine?.retry(e.seq)}
                >
                  Retry
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => void discard(e)}>
                  Discard
                </Button>
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
      {waiting.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Waiting to send
          </Title>
          {waiting.map((e) => (
            <Stack key={e.mutationId} gap={2} data-testid="waiting-change">
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">{e.label}</Text>
                <Badge variant="light" color="orange" style={{ flexShrink: 0 }}>
                  {e.attempts ? `tried ${e.attempts}×` : 'queued'}
                </Badge>
              </Group>
              {waitingWhy(e, online) && (
                <Text size="xs" c="dimmed">
                  {waitingWhy(e, online)}
                </Text>
              )}
              <Group gap="xs">
                <Button size="compact-xs" variant="subtle" color="red" onClick={() => setDiscarding(e)}>
                  Discard
                </Button>
              </Group>
            </Stack>
          ))}
          <Text size="xs" c="dimmed" data-testid="waiting-note">
            {online
              ? 'They are being sent; a try that fails is repeated by itself.'
              : 'They are sent by themselves when the connection returns.'}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
