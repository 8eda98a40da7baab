import { Alert, Badge, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useOutbox } from '../offline/hooks.ts';

/** The changes of these records still kept on this phone, and those the server refused. */
export function useRecordChanges(entities: readonly string[]) {
  const mine = useOutbox().filter((e) => entities.includes(e.entity));
  return {
    pending: mine.filter((e) => e.state === 'pending'),
    refused: mine.filter((e) => e.state === 'attention'),
  };
}

/**
 * Changes of a record the server refused: the screen shows the server's values, and this says which
 * change did not go through and why (Retry or Discard are in the header's list of changes).
 */
export function RefusedChanges({ entities }: { entities: readonly string[] }) {
  const { refused } = useRecordChanges(entities);
  if (refused.length === 0) return null;
  return (
    <Alert color="red" variant="light" title="Not saved: the server refused" data-testid="refused-change">
      <Stack gap={4}>
        {refused.map((e) => (
          <Text key={e.mutationId} size="sm">
            {`${e.label}: ${e.error?.message ?? 'refused'}`}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

/** Marks what shows a change kept on this phone and not yet sent. */
export function QueuedBadge({ entities }: { entities: readonly string[] }) {
  const { pending } = useRecordChanges(entities);
  if (pending.length === 0) return null;
  return (
    <Badge color="blue.9" variant="filled" data-testid="queued-badge">
      Not sent yet
    </Badge>
  );
}

/**
 * Asks the server again for a record when one of its changes settles (sent, or refused): the screen then
 * shows what the server has, a refusal included (never the change that did not happen).
 */
export function useRefreshWhenSettled(entities: readonly string[], refresh: () => unknown): void {
  const { pending } = useRecordChanges(entities);
  const waiting = useRef(pending.length);
  useEffect(() => {
    if (pending.length < waiting.current) void refresh();
    waiting.current = pending.length;
  }, [pending.length, refresh]);
}
