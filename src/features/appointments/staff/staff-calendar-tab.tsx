import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import type { CalendarItem } from '../../../contract/appointment.ts';
import type { ScheduleDay } from '../../../contract/shop.ts';
import { nowDate, nowMs } from '../../../lib/clock.ts';
import { dayTitle, shiftDay } from '../../../lib/day.ts';
import { afterNextPaint, useStartupSettled, whenIdle } from '../../../lib/idle.ts';
import { keepScreen, keptUntil } from '../../../lib/kept-screen.ts';
import { useSignedIn } from '../../../lib/signed-in.ts';
import { CalendarGrid } from '../../../ui/calendar/calendar-grid.tsx';
import { isNotSent } from '../../../ui/calendar/calendar-text.ts';
import { salonWallClock } from '../../../ui/calendar/calendar-time.ts';
import { useSalonNow } from '../../../ui/calendar/use-salon-now.ts';
import { DataAge } from '../../../ui/data-age.tsx';
import { KeptView } from '../../../ui/kept-view.tsx';
import { FloatingMenu } from '../../../ui/popover-menu.tsx';
import { showToast, TOAST_TEXT } from '../../../ui/toast.tsx';
import { useShopSchedule } from '../api/shop-schedule.ts';
import type { StaffDayPrefetch } from './api/prefetch-staff-day.ts';
import { useStaffCalendar } from './api/staff-calendar.ts';
import classes from './staff-calendar-tab.module.css';

const NO_ITEMS: CalendarItem[] = [];
/** With no schedule on this phone yet, every weekday gets the spec's default hours (08:00–21:00). */
const NO_SCHEDULE: ScheduleDay[] = [];

/** The Appointment tab: a day picker, the signed-in staff member's day and a floating menu. */
export function StaffCalendarTab(props: {
  day: string | undefined;
  /** The day as read from the device by the route loader, drawn before the live read answers. */
  prefetched?: StaffDayPrefetch | undefined;
  onDayChange: (day: string) => void;
}) {
  const { staffId, salon } = useSignedIn();
  const now = useSalonNow(salon.timeZone);
  const today = now.day;
  const day = props.day ?? today;
  const early = props.prefetched?.day === day ? props.prefetched : undefined;
  const calendar = useStaffCalendar(
    staffId,
    day,
    today,
    early ? { data: early.items, syncedAt: early.syncedAt } : undefined,
  );
  const schedule = useShopSchedule(props.prefetched?.schedule);
  const navigate = useNavigate();
  const settled = useStartupSettled();
  const columns = useMemo(() => [{ id: staffId }], [staffId]);
  const items = calendar.data;

  // 'calendar-drawn' when the day's appointments are in the page, 'calendar-painted' once the frame
  // showing them is on screen (a task queued from that frame's animation callback runs after its
  // paint). bench/offline-start.ts and bench/first-visit.ts read them (an empty day marks nothing).
  useEffect(() => {
    if (!items?.length) return;
    performance.mark('calendar-drawn');
    requestAnimationFrame(() => setTimeout(() => performance.mark('calendar-painted'), 0));
  }, [items]);

  // Today's calendar as drawn is kept for the next start (src/lib/kept-screen.ts), once it is on
  // screen and the page is idle; again whenever the day's data changes.
  const opensOnToday = props.day === undefined;
  useEffect(() => {
    if (!items || !opensOnToday) return;
    // Gone meanwhile (another tab, another page): what the page shows then is not this screen.
    let gone = false;
    const cancel = afterNextPaint(() =>
      whenIdle(() => {
        const root = document.getElementById('root');
        const clock = salonWallClock(nowDate(), salon.timeZone);
        if (gone || !root || clock.day !== today) return;
        keepScreen(root, {
          until: keptUntil(nowMs(), clock.minutes),
          mark: items.length > 0 ? 'calendar' : undefined,
        });
      }),
    );
    return () => {
      gone = true;
      cancel();
    };
  }, [items, opensOnToday, salon.timeZone, today]);

  // While the day loads online the grid is drawn and fills in (the age above says "Refreshing…"); a
  // day not known to be free offline, or refused, has no grid but its state.
  const grid = (dayItems: CalendarItem[], known: boolean) => (
    <CalendarGrid
      known={known}
      day={day}
      columns={columns}
      items={dayItems}
      schedule={schedule.data ?? NO_SCHEDULE}
      now={now}
      label="My appointments"
      onOpenItem={(item, { disabled }) => {
        // A booking made offline has no page on the server yet.
        if (isNotSent(item)) showToast('queued', TOAST_TEXT.queued);
        else void navigate({ to: '/appointment-staff/$id', params: { id: item.id }, state: { disabled } });
      }}
    />
  );

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <ActionIcon
          variant="light"
          size="lg"
          aria-label="Previous day"
          onClick={() => props.onDayChange(shiftDay(day, -1))}
        >
          ‹
        </ActionIcon>
        <Stack gap={0} align="center" style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} fz={15} style={{ whiteSpace: 'nowrap' }} data-testid="calendar-day">
            {dayTitle(day, today)}
          </Text>
          <DataAge syncedAt={calendar.syncedAt} refreshing={calendar.refreshing} />
        </Stack>
        {settled ? (
          <input
            type="date"
            aria-label="Choose a day"
            className={classes.datePicker}
            value={day}
            onChange={(e) => e.currentTarget.value && props.onDayChange(e.currentTarget.value)}
          />
        ) : (
          // The browser's date field loads its locale data when it is made (tens of ms on a slow
          // phone): the first frame shows its outline, and the field comes once start-up is done.
          <span className={classes.datePicker} aria-hidden="true" />
        )}
        <ActionIcon
          variant="light"
          size="lg"
          aria-label="Next day"
          onClick={() => props.onDayChange(shiftDay(day, 1))}
        >
          ›
        </ActionIcon>
      </Group>

      <KeptView read={calendar} what="day" header={false} whileLoading={grid(NO_ITEMS, false)}>
        {(dayItems) => grid(dayItems, true)}
      </KeptView>

      <FloatingMenu
        label="Calendar actions"
        items={[
          {
            label: 'Refresh',
            onClick: () => {
              void calendar.refresh();
              void schedule.refresh();
            },
          },
          { label: 'New appointment', onClick: () => void navigate({ href: '/booking' }) },
        ]}
      />
    </Stack>
  );
}
