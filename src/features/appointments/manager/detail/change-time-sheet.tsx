import { Drawer, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { displayDay } from '../../../../lib/day.ts';
import { slotMinutes, slotOf } from '../../../../lib/slots.ts';
import { useKept } from '../../../../offline/kept.ts';
import { KeptView } from '../../../../ui/kept-view.tsx';
import { DayPicker } from '../../../../ui/pickers.tsx';
import { SlotGroups } from '../../../../ui/slot-groups.tsx';
import { formatMinutes } from '../../model/appointment-view.ts';
import { availableSlots } from '../api/manager-availability.ts';

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
  appointmentId,
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
  /** The appointment being moved: its own time is offered too. */
  appointmentId: number;
  onChoose: (day: string, minutes: number) => void;
}) {
  const [day, setDay] = useState(initialDay < today ? today : initialDay);
  const slots = useKept(availableSlots, opened ? { shopId, day, staffId, duration, appointmentId } : null);
  const chosen = day === initialDay ? slotOf(startMinutes) : undefined;
  return (
    <Drawer opened={opened} onClose={onClose} position="bottom" size="85%" title="Change Time" radius="md">
      <Stack gap="md" data-testid="change-time">
        <DayPicker label="Day" value={day} minDate={today} onChange={setDay} />
        <KeptView
          read={slots}
          what="day's free times"
          header={
            <Text
              size="sm"
              c="dimmed"
            >{`Free times on ${displayDay(day)} for ${formatMinutes(duration)}`}</Text>
          }
        >
          {(data) => (
            <SlotGroups
              slots={data.timeSlots}
              chosen={chosen}
              onChoose={(slot) => {
                onChoose(day, slotMinutes(slot));
                onClose();
              }}
            />
          )}
        </KeptView>
      </Stack>
    </Drawer>
  );
}
