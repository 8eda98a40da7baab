import { Badge, Group, Text, Title } from '@mantine/core';
import { QueuedBadge } from '../../../ui/change-status.tsx';
import { statusColor, statusLabel } from '../model/appointment-view.ts';

/**
 * The parts both appointment details show the same way (the staff's /appointment-staff/{id} and the
 * manager's /appointment/{id}).
 */

/** The status as a badge: shade 9 under white text (the light variants' coloured text is under 4.5:1). */
export function AppointmentStatusBadge({ status }: { status: number }) {
  return (
    <Badge color={`${statusColor(status)}.9`} size="lg" variant="filled" data-testid="status-badge">
      {statusLabel(status)}
    </Badge>
  );
}

/** The customer's name (Walk-In when none) and phone, as the caller may see it (formatted or masked). */
export function CustomerHeading({ name, phone }: { name: string; phone: string }) {
  return (
    <>
      <Title order={2} size="h3" data-testid="customer-name">
        {name || 'Walk-In'}
      </Title>
      <Text c="dimmed" data-testid="customer-phone">
        {phone || 'No phone'}
      </Text>
    </>
  );
}

/** The status and, while one is queued, "Not sent yet": the line above an appointment's detail. */
export function AppointmentStatusLine({ status, entities }: { status: number; entities: readonly string[] }) {
  return (
    <Group gap="xs">
      <AppointmentStatusBadge status={status} />
      <QueuedBadge entities={entities} />
    </Group>
  );
}
