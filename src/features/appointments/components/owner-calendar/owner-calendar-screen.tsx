import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import type { ScheduleDay } from '../../../../contract/shop.ts';
import { dayTitle, shiftDay } from '../../../../lib/day.ts';
import { readSession } from '../../../../lib/session.ts';
import { CalendarGrid } from '../../../../ui/calendar/calendar-grid.tsx';
import { useSalonNow } from '../../../../ui/calendar/use-salon-now.ts';
import { DataAge } from '../../../../ui/data-age.tsx';
import { DataStateNotice, useDataState } from '../../../../ui/data-state.tsx';
import { DayPicker } from '../../../../ui/pickers.tsx';
import { FloatingMenu } from '../../../../ui/popover-menu.tsx';
import { useAppointmentList, useBlockHours, useSalonAppointmentsLive } from '../../api/appointment-list.ts';
import { useShopSchedule } from '../../api/shop-schedule.ts';
import { useStaffList } from '../../api/staff-list.ts';
import { ownerDay } from '../../model/owner-calendar.ts';
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
  timeZone,
  onDayChange,
}: {
  day: string | undefined;
  timeZone: string;
  onDayChange: (day: string) => void;
}) {
  const shopId = readSession()?.shopId ?? 0;
  const now = useSalonNow(timeZone);
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
  const refresh = useRefresh(
    () => {
      staff.refresh();
      schedule.refresh();
      return list.refresh();
    },
    () => blocks.refresh(),
  );

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
  const staffRead = !staff.loadingLocal;
  const drawn = useMemo(
    () => (list.data && staffRead ? ownerDay(day, columnsStaff, list.data, blocks.data ?? []) : undefined),
    [day, columnsStaff, list.data, blocks.data, staffRead],
  );
  // A day the server never answered for is not known to be free: say so instead of drawing it empty.
  const state = useDataState({ has: list.data !== undefined, refreshError: list.error });
  // The older of the two answers is the age of what is drawn.
  const syncedAt =
    list.syncedAt !== undefined && blocks.syncedAt !== undefined
      ? Math.min(list.syncedAt, blocks.syncedAt)
      : list.syncedAt;

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
        <Stack gap={0} align="flex-end" style={{ minWidth: 0 }}>
          <Text fw={700} fz={13} ta="right" className={classes.title} data-testid="calendar-day">
            {dayTitle(day, today)}
          </Text>
          <DataAge syncedAt={syncedAt} refreshing={list.refreshing || blocks.refreshing} />
        </Stack>
      </Group>

      {!drawn ? (
        <DataStateNotice state={state} what="day" onRetry={() => void list.refresh()} />
      ) : (
        <CalendarGrid
          day={day}
          columns={drawn.columns}
          items={drawn.items}
          schedule={schedule.data ?? NO_SCHEDULE}
          now={now}
          label="Salon appointments"
          maxHeight="calc(100dvh - 190px)"
          onOpenItem={(item) => void navigate({ to: '/appointment/$id', params: { id: String(item.id) } })}
        />
      )}
      {drawn && !drawn.items.some((i) => i.type === 'apt') && (
        <Text c="dimmed" ta="center" size="sm">
          No appointments this day.
        </Text>
      )}

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
