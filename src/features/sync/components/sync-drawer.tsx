import { Badge, Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useOnline } from '../../../offline/connectivity.ts';
import type { OutboxEntry } from '../../../offline/db.ts';
import { useSyncEngine } from '../../../offline/hooks.ts';

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
  return (
    <Stack gap="md" pb="md">
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
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={async () => {
                    if (e.seq === undefined) return;
                    await engine?.discard(e.seq);
                    // The cached copy may still show the change: ask the server again.
                    await queryClient.invalidateQueries();
                  }}
                >
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
            <Group key={e.mutationId} justify="space-between" wrap="nowrap">
              <Text size="sm">{e.label}</Text>
              <Badge variant="light" color="orange" style={{ flexShrink: 0 }}>
                {e.attempts ? `tried ${e.attempts}×` : 'queued'}
              </Badge>
            </Group>
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
