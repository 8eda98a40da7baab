import { Text } from '@mantine/core';
import { format, isSameDay } from 'date-fns';
import { useOnline } from '../offline/connectivity.ts';

/** "Updated 10:42 AM", or the day too when older: every cached screen says when its data is from. */
export function DataAge({ syncedAt, refreshing }: { syncedAt: number | undefined; refreshing?: boolean }) {
  const online = useOnline();
  const label =
    syncedAt === undefined
      ? 'Not loaded on this device yet'
      : `Updated ${format(syncedAt, isSameDay(syncedAt, Date.now()) ? 'h:mm a' : 'MMM d, h:mm a')}`;
  return (
    <Text size="xs" c="dimmed" data-testid="data-age">
      {refreshing && online ? 'Refreshing…' : label}
    </Text>
  );
}
