import { Paper, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A figure in a bordered tile: its label, the figure large, a hint under it. With `link` (a router
 * Link's render) the whole tile opens what it counts, named "label: value".
 */
export function FigureTile({
  label,
  value,
  hint,
  link,
}: {
  label: string;
  value: string;
  hint?: string;
  link?: (props: object) => ReactNode;
}) {
  const body = (
    <Paper withBorder p="sm" radius="md" h="100%">
      <Text size="xs" c="dimmed" lh={1.2} mih={29}>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" lh={1.2}>
          {hint}
        </Text>
      )}
    </Paper>
  );
  if (!link) return body;
  return (
    <UnstyledButton renderRoot={link} display="block" h="100%" aria-label={`${label}: ${value}`}>
      {body}
    </UnstyledButton>
  );
}
