import { Text } from '@mantine/core';
import { formatMoment } from '../lib/day.ts';
import { useOnline } from '../offline/connectivity.ts';

/** "Updated 10:42 AM", or the day too when older: every cached screen says when its data is from. */
export function DataAge({ syncedAt, refreshing }: { syncedAt: number | undefined; refreshing?: boolean }) {
  const online = useOnline();
  const label =
    syncedAt === undefined ? 'Not loaded on this device yet' : `Updated ${formatMoment(syncedAt)}`;
  return (
    <Text size="xs" c="dimmed" data-testid="data-age">
      {refreshing && online ? 'Refreshing…' : label}
    </Text>
  );
}
