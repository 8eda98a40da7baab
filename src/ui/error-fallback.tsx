import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isMissingChunk } from '../lib/missing-chunk.ts';

/**
 * The global fallback: "Something went wrong:" plus the message. A screen whose code could not be
 * fetched offline (the app not installed yet, or this screen never opened) says so instead, in words
 * that tell what to do.
 */
export function ErrorFallback({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const offline = isMissingChunk(error) && globalThis.navigator?.onLine === false;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Center mih="100dvh" p="lg">
      <Stack align="center" gap="sm" maw={360}>
        <Title order={2} size="h3">
          {offline ? 'This screen is not on this phone yet.' : 'Something went wrong:'}
        </Title>
        <Text c="dimmed" ta="center" data-testid="error-message">
          {offline ? 'Connect to the internet to open it. Once opened, it opens offline too.' : message}
        </Text>
        {onRetry && <Button onClick={onRetry}>Try again</Button>}
      </Stack>
    </Center>
  );
}
