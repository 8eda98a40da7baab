import { NativeSelect, Stack, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { SLOT_DEFAULT_MINUTES } from '../../../../contract/appointment.ts';
import { displayDay } from '../../../../lib/day.ts';
import { useManager } from '../../../../lib/signed-in.ts';
import { bookingSearchOf } from '../../../../lib/slots.ts';
import { useKept } from '../../../../offline/kept.ts';
import { KeptView } from '../../../../ui/kept-view.tsx';
import { DayPicker } from '../../../../ui/pickers.tsx';
import { SlotGroups } from '../../../../ui/slot-groups.tsx';
import { ANYONE } from '../../model/manager-patches.ts';
import { availableSlots, bookableStaff } from '../api/manager-availability.ts';

/** The staff select's value for Anyone (no staffId is sent). */
const ANYONE_VALUE = '0';

/**
 * /check-available-booking (spec part 2 §2 "Check Available"): a day (none before today), a staff member
 * or Anyone, and that day's free start times, Morning and Afternoon; a time opens the booking wizard
 * with the staff member and the time filled in.
 */
export function CheckAvailableScreen() {
  const { salon, today } = useManager();
  const [day, setDay] = useState(today);
  const [staffValue, setStaffValue] = useState(ANYONE_VALUE);
  const staffId = staffValue === ANYONE_VALUE ? null : Number(staffValue);
  const staff = useKept(bookableStaff, { shopId: salon.id });
  const slots = useKept(availableSlots, { shopId: salon.id, day, staffId, duration: SLOT_DEFAULT_MINUTES });
  const router = useRouter();

  const choose = (slot: string) => {
    const search = bookingSearchOf(staffId, slot, day);
    const query = new URLSearchParams(
      Object.entries(search).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    void router.navigate({ href: `/booking?${query}` });
  };

  return (
    <Stack gap="md">
      <DayPicker label="Date" value={day} minDate={today} onChange={setDay} />
      <NativeSelect
        label="Staff"
        data={[
          { value: ANYONE_VALUE, label: ANYONE },
          ...(staff.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
        ]}
        value={staffValue}
        onChange={(e) => setStaffValue(e.currentTarget.value)}
      />
      <KeptView
        read={slots}
        what="day's free times"
        header={<Text size="sm" c="dimmed">{`Free times on ${displayDay(day)}`}</Text>}
      >
        {(data) => <SlotGroups slots={data.timeSlots} onChoose={choose} headingOrder={2} />}
      </KeptView>
    </Stack>
  );
}
