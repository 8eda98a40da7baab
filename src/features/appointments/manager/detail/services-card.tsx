import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../../lib/format.ts';
import { formatMinutes } from '../../model/appointment-view.ts';
import { lineStaff } from '../model/manager-draft.ts';
import type { AppointmentEditorState } from './use-appointment-editor.ts';

/** The services with price and length, who does each, and (while editable) Assign and remove. */
export function ServicesCard({ editor }: { editor: AppointmentEditorState }) {
  const { draft, setDraft, editable, setDialog, problem, changed } = editor;
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h5" mb="xs">
        Services
      </Title>
      <Stack gap="xs" data-testid="services">
        {draft.lines.map((line, i) => {
          const own = line.staffId !== undefined ? editor.nameOf(lineStaff(draft, line)).name : undefined;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a service may be booked twice; lines are only removed.
            <Group key={i} justify="space-between" wrap="nowrap" data-testid="service-line">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {line.serviceName}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatMinutes(line.duration)}
                  {own ? ` · with ${own}` : ''}
                </Text>
              </Stack>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={600}>
                  {formatMoney(line.price)}
                </Text>
                {editable && (
                  <>
                    <Button
                      size="compact-xs"
                      variant="light"
                      aria-label={`Assign ${line.serviceName} to`}
                      onClick={() => setDialog({ kind: 'assign', line: i })}
                    >
                      Assign
                    </Button>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      aria-label={`Remove ${line.serviceName}`}
                      onClick={() => setDraft((d) => ({ ...d, lines: d.lines.filter((_, j) => j !== i) }))}
                    >
                      ×
                    </ActionIcon>
                  </>
                )}
              </Group>
            </Group>
          );
        })}
        {draft.lines.length === 0 && (
          <Text size="sm" c="dimmed">
            Empty service
          </Text>
        )}
      </Stack>
      {problem && changed && (
        <Text size="sm" c="red.9" mt="xs" role="alert">
          {problem}
        </Text>
      )}
    </Card>
  );
}
