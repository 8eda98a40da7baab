import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Spec: a missing record or page shows "Not found" with "404 Not Found". */
export function NotFound() {
  return (
    <Center mih="60dvh" p="lg">
      <Stack align="center" gap="xs">
        <Title order={2}>Not found</Title>
        <Text c="dimmed">404 Not Found</Text>
        <Button component={Link} to="/" variant="light" mt="sm">
          Go home
        </Button>
      </Stack>
    </Center>
  );
}
