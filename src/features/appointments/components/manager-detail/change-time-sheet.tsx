import { Drawer, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { displayDay } from '../../../../lib/day.ts';
import { DataAge } from '../../../../ui/data-age.tsx';
import { DataStateNotice, useDataState } from '../../../../ui/data-state.tsx';
import { DayPicker } from '../../../../ui/pickers.tsx';
import { useAvailableSlots } from '../../api/manager-availability.ts';
import { formatMinutes } from '../../model/appointment-view.ts';
import { slotMinutes, slotOf } from '../../model/slots.ts';
import { SlotGroups } from '../slot-groups.tsx';

/**
 * Change Time slot (spec part 2 §2): a sheet with a day (none before today) and that day's free start
 * times for the appointment's staff member (or anyone) and its services' total, Morning and Afternoon.
 * Choosing one changes the draft; Update sends it.
 */
export function ChangeTimeSheet({
  opened,
  onClose,
  shopId,
  today,
  day: initialDay,
  startMinutes,
  staffId,
  duration,
  onChoose,
}: {
  opened: boolean;
  onClose: () => void;
  shopId: number;
  today: string;
  day: string;
  startMinutes: number;
  staffId: number | null;
  duration: number;
  onChoose: (day: string, minutes: number) => void;
}) {
  const [day, setDay] = useState(initialDay < today ? today : initialDay);
  const slots = useAvailableSlots(shopId, day, staffId, duration, opened);
  const state = useDataState({ has: slots.data !== undefined, refreshError: slots.error });
  const chosen = day === initialDay ? slotOf(startMinutes) : undefined;
  return (
    <Drawer opened={opened} onClose={onClose} position="bottom" size="85%" title="Change Time" radius="md">
      <Stack gap="md" data-testid="change-time">
        <DayPicker label="Day" value={day} minDate={today} onChange={setDay} />
        <Group justify="space-between" gap="xs">
          <Text
            size="sm"
            c="dimmed"
          >{`Free times on ${displayDay(day)} for ${formatMinutes(duration)}`}</Text>
          {slots.data && (
            <DataAge syncedAt={slots.dataUpdatedAt || undefined} refreshing={slots.isFetching} />
          )}
        </Group>
        {slots.data ? (
          <SlotGroups
            slots={slots.data.timeSlots}
            chosen={chosen}
            onChoose={(slot) => {
              onChoose(day, slotMinutes(slot));
              onClose();
            }}
          />
        ) : (
          <DataStateNotice state={state} what="day's free times" onRetry={() => void slots.refetch()} />
        )}
      </Stack>
    </Drawer>
  );
}
