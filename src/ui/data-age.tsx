import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { nowMs } from '../lib/clock.ts';
import { ageText } from '../lib/day.ts';
import { useOnline } from '../offline/connectivity.ts';

/** How often the age is written again. */
const TICK_MS = 30_000;

/**
 * "Updated 5 min ago": every cached screen says how old its data is, in words that need no time zone
 * (a clock time would be the phone's, beside salon times).
 */
export function DataAge({ syncedAt, refreshing }: { syncedAt: number | undefined; refreshing?: boolean }) {
  const online = useOnline();
  // The age is worked out at each draw; the timer only draws it again as time passes (a new answer
  // draws it anyway, with no second draw after it).
  const [, setTick] = useState(0);
  useEffect(() => {
    if (syncedAt === undefined) return;
    const timer = window.setInterval(() => setTick((n) => n + 1), TICK_MS);
    return () => window.clearInterval(timer);
  }, [syncedAt]);
  const label =
    syncedAt === undefined ? 'Not loaded on this device yet' : `Updated ${ageText(syncedAt, nowMs())}`;
  return (
    <Text size="xs" c="dimmed" data-testid="data-age">
      {refreshing && online ? 'Refreshing…' : label}
    </Text>
  );
}
