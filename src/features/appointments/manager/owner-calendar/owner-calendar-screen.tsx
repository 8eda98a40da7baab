import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import type { ScheduleDay } from '../../../../contract/shop.ts';
import { dayTitle, shiftDay } from '../../../../lib/day.ts';
import { useManager } from '../../../../lib/signed-in.ts';
import { useOnline } from '../../../../offline/connectivity.ts';
import { joinReads } from '../../../../offline/kept.ts';
import { CalendarGrid } from '../../../../ui/calendar/calendar-grid.tsx';
import { useSalonNow } from '../../../../ui/calendar/use-salon-now.ts';
import { KeptView } from '../../../../ui/kept-view.tsx';
import { DayPicker } from '../../../../ui/pickers.tsx';
import { FloatingMenu } from '../../../../ui/popover-menu.tsx';
import { useShopSchedule } from '../../api/shop-schedule.ts';
import { useStaffList } from '../../api/staff-list.ts';
import { useAppointmentList, useBlockHours, useSalonAppointmentsLive } from '../api/appointment-list.ts';
import { ownerDay } from '../model/owner-calendar.ts';
import { useRefresh } from '../use-refresh.ts';
import classes from './owner-calendar.module.css';

/** With no schedule on this phone yet, every weekday gets the spec's default hours (08:00–21:00). */
const NO_SCHEDULE: ScheduleDay[] = [];

/** Where New appointment leads: the booking wizard, coming back to the calendar. */
export const NEW_APPOINTMENT_HREF = `/booking?returnTo=${encodeURIComponent('/calendar')}`;

/**
 * /calendar (spec part 2 §2 "Owner calendar"): one day of the salon, a column per staff member with
 * its appointments and block hours, drawn by the staff calendar's grid; the day picker (MM-DD), and a
 * floating menu: back to the list, refresh, new appointment.
 */
export function OwnerCalendarScreen({
  day: chosen,
  onDayChange,
}: {
  day: string | undefined;
  onDayChange: (day: string) => void;
}) {
  const { salon } = useManager();
  const shopId = salon.id;
  const now = useSalonNow(salon.timeZone);
  const today = now.day;
  const day = chosen ?? today;
  const period = useMemo(() => ({ start: day, end: day }), [day]);
  const list = useAppointmentList(shopId, period, today);
  const blocks = useBlockHours(shopId, period, today);
  const staff = useStaffList();
  const schedule = useShopSchedule();
  useSalonAppointmentsLive(shopId);
  const navigate = useNavigate();
  const router = useRouter();
  const days = joinReads([list, blocks] as const);
  const refresh = useRefresh(() => {
    void staff.refresh();
    void schedule.refresh();
    return days.refresh();
  });

  // The device's staff list is read again after each refresh: the same staff keep the same columns, so
  // the day is not laid out and drawn again for nothing.
  const staffKey = JSON.stringify((staff.data ?? []).map((s) => [s.id, s.name, s.avatar ?? s.urlImage]));
  const columnsStaff = useMemo(
    () =>
      (JSON.parse(staffKey) as [number, string, string | null][]).map(([id, name, avatar]) => ({
        id,
        name,
        avatar,
      })),
    [staffKey],
  );
  // Drawn once the device's staff list has been read (its columns), not first with the columns the
  // appointments name and then again.
  // A phone without the staff list waits for it while it can come (online, not failed): drawn first
  // with the columns the appointments name, the day would be drawn again a moment later in the list's
  // order, its cards moving under a finger.
  const online = useOnline();
  const staffSettled = staff.data !== undefined || (!staff.reading && (!online || staff.error != null));
  const [items, blocked] = days.data ?? [];
  const drawn = useMemo(
    () => (items && blocked && staffSettled ? ownerDay(day, columnsStaff, items, blocked) : undefined),
    [day, columnsStaff, items, blocked, staffSettled],
  );

  useEffect(() => {
    if (!drawn?.items.length) return;
    performance.mark('owner-calendar-drawn');
  }, [drawn]);

  return (
    <Stack gap="xs" pb={80} className={classes.screen}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-end">
        <Group gap={6} wrap="nowrap" align="flex-end">
          <ActionIcon
            variant="light"
            size={36}
            aria-label="Previous day"
            onClick={() => onDayChange(shiftDay(day, -1))}
          >
            ‹
          </ActionIcon>
          <div className={classes.picker}>
            <DayPicker label="Date" short value={day} onChange={onDayChange} />
          </div>
          <ActionIcon
            variant="light"
            size={36}
            aria-label="Next day"
            onClick={() => onDayChange(shiftDay(day, 1))}
          >
            ›
          </ActionIcon>
        </Group>
      </Group>

      <KeptView
        // A day the server never answered for is not known to be free: its state, not an empty grid.
        read={{ ...days, data: drawn, standIn: undefined, reading: days.reading || !staffSettled }}
        what="day"
        header={
          <Text fw={700} fz={13} className={classes.title} data-testid="calendar-day">
            {dayTitle(day, today)}
          </Text>
        }
      >
        {(shown) => (
          <CalendarGrid
            day={day}
            columns={shown.columns}
            items={shown.items}
            schedule={schedule.data ?? NO_SCHEDULE}
            now={now}
            label="Salon appointments"
            maxHeight="calc(100dvh - 190px)"
            onOpenItem={(item) => void navigate({ to: '/appointment/$id', params: { id: item.id } })}
          />
        )}
      </KeptView>

      <FloatingMenu
        label="Calendar actions"
        busy={refresh.busy}
        items={[
          { label: 'Appointments', onClick: () => void navigate({ to: '/appointments' }) },
          { label: 'Refresh', onClick: () => void refresh.run() },
          { label: 'New appointment', onClick: () => void router.navigate({ href: NEW_APPOINTMENT_HREF }) },
        ]}
      />
    </Stack>
  );
}
