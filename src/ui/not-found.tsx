import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useScreenTitle } from './screen-title.tsx';

/**
 * Spec: a missing record or page shows "Not found" with "404 Not Found". Inside the signed-in frame the
 * header reads "Not found" too, and the button leads home.
 */
export function NotFound() {
  useScreenTitle('Not found');
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
