import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** The global fallback: "Something went wrong:" plus the message. */
export function ErrorFallback({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Center mih="100dvh" p="lg">
      <Stack align="center" gap="sm" maw={360}>
        <Title order={2} size="h3">
          Something went wrong:
        </Title>
        <Text c="dimmed" ta="center" data-testid="error-message">
          {message}
        </Text>
        {onRetry && <Button onClick={onRetry}>Try again</Button>}
      </Stack>
    </Center>
  );
}
