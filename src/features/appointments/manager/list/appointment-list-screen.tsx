import { ActionIcon, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import {
  type AppointmentListItem,
  LIST_FILTER_LABELS,
  LIST_FILTERS,
  type ListFilter,
} from '../../../../contract/appointment.ts';
import { dayTitle, shiftDay } from '../../../../lib/day.ts';
import { formatPhone } from '../../../../lib/format.ts';
import { whenIdle } from '../../../../lib/idle.ts';
import { choosePeriod, initialChoice, type PeriodChoice } from '../../../../lib/periods.ts';
import { useManager } from '../../../../lib/signed-in.ts';
import { useOutbox } from '../../../../offline/hooks.ts';
import { ActionFooter } from '../../../../ui/action-footer.tsx';
import { EmptyNotice } from '../../../../ui/empty-notice.tsx';
import { CalendarIcon, HeartIcon, PersonIcon, SyncIcon } from '../../../../ui/icons.tsx';
import { KeptView } from '../../../../ui/kept-view.tsx';
import { LazyStaffPicker, loadStaffPicker } from '../../../../ui/lazy-staff-picker.tsx';
import { PathLink } from '../../../../ui/path-link.tsx';
import { PeriodLabel, ReportPeriod } from '../../../../ui/report-period.tsx';
import { STAFF_PICKER_TEXT } from '../../../../ui/staff-search.ts';
import { useStaffList } from '../../api/staff-list.ts';
import { formatMinutes, statusLabel } from '../../model/appointment-view.ts';
import { appointmentEntity } from '../../offline-changes.ts';
import { useAppointmentList, useSalonAppointmentsLive } from '../api/appointment-list.ts';
import {
  APPOINTMENT_TABS,
  type AppointmentTab,
  cardTimes,
  filterCounts,
  groupByDate,
  matchesFilter,
  ofStaff,
  RANGE_AHEAD_DAYS,
  RANGE_LIMITS,
  toneOf,
} from '../model/appointment-list.ts';
import { useRefresh } from '../use-refresh.ts';
import classes from './appointment-list.module.css';

/** Spec part 2 §8: the list's empty text. */
export const NO_DATA = 'No data';

/** The Range tab starts at today and the two weeks after it: what a salon books ahead. */
function firstChoice(today: string): PeriodChoice {
  return { ...initialChoice(today), range: { start: today, end: shiftDay(today, RANGE_AHEAD_DAYS - 1) } };
}

/**
 * /appointments (spec part 2 §2 "Appointments list"): the period's appointments grouped by date, with
 * the request filter and its counts, the staff filter, refresh, the owner calendar at the top right,
 * and Check Available and Book Appointment at the bottom.
 */
export function AppointmentListScreen({
  tab,
  onTabChange,
}: {
  tab: AppointmentTab;
  onTabChange: (tab: AppointmentTab) => void;
}) {
  const { salon, today } = useManager();
  const shopId = salon.id;
  const [choice, setChoice] = useState(() => firstChoice(today));
  const [filter, setFilter] = useState<ListFilter>('ALL');
  const [staffId, setStaffId] = useState<number | null>(null);
  const [picking, setPicking] = useState(false);
  // Mounted from the first opening on, so that it keeps its transitions.
  // The Filter Staff dialog loads once the page is idle or on the first tap.
  useEffect(() => whenIdle(() => void loadStaffPicker()), []);
  const { period } = choosePeriod(tab, choice, today, RANGE_LIMITS);
  const list = useAppointmentList(shopId, period, today);
  const staff = useStaffList();
  useSalonAppointmentsLive(shopId);
  const refresh = useRefresh(() => {
    void staff.refresh();
    return list.refresh();
  });

  const staffChoices = useMemo(
    () => (staff.data ?? []).map((s) => ({ id: s.id, name: s.name, avatar: s.avatar ?? s.urlImage })),
    [staff.data],
  );
  const staffName = staffChoices.find((s) => s.id === staffId)?.name;

  return (
    <>
      <Stack gap="sm" pb={96}>
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="light"
            leftSection={<PersonIcon size={18} />}
            onClick={() => {
              setPicking(true);
            }}
            style={{ flex: 1, minWidth: 0 }}
            justify="flex-start"
            aria-label={`${STAFF_PICKER_TEXT.filterTitle}: ${staffName ?? STAFF_PICKER_TEXT.allStaff}`}
            data-testid="staff-filter"
          >
            <span className={classes.ellipsis}>{staffName ?? STAFF_PICKER_TEXT.allStaff}</span>
          </Button>
          <ActionIcon
            variant="light"
            size={36}
            aria-label="Refresh"
            loading={refresh.busy}
            onClick={() => void refresh.run()}
          >
            <SyncIcon size={20} />
          </ActionIcon>
          <ActionIcon
            variant="filled"
            size={36}
            aria-label="Owner calendar"
            renderRoot={(props) => <Link to="/calendar" {...props} />}
          >
            <CalendarIcon size={20} />
          </ActionIcon>
        </Group>

        <ReportPeriod
          tab={tab}
          tabs={APPOINTMENT_TABS}
          onTabChange={(next) => onTabChange(next as AppointmentTab)}
          today={today}
          choice={choice}
          onChoiceChange={setChoice}
          limits={RANGE_LIMITS}
        />

        {period && (
          <KeptView read={list} what="period" header={<PeriodLabel period={period} />}>
            {(items) => (
              <DayGroups items={items} staffId={staffId} filter={filter} onFilter={setFilter} today={today} />
            )}
          </KeptView>
        )}
      </Stack>

      <ActionFooter>
        <SimpleGrid cols={2} spacing="xs" maw={560} mx="auto">
          <Button
            variant="default"
            size="sm"
            px="xs"
            renderRoot={(props) => <Link to="/check-available-booking" {...props} />}
          >
            Check Available
          </Button>
          <Button size="sm" px="xs" renderRoot={(props) => <PathLink href="/booking" {...props} />}>
            Book Appointment
          </Button>
        </SimpleGrid>
      </ActionFooter>

      <LazyStaffPicker
        opened={picking}
        onClose={() => setPicking(false)}
        title={STAFF_PICKER_TEXT.filterTitle}
        firstRow={STAFF_PICKER_TEXT.allStaff}
        staff={staffChoices}
        selected={staffId}
        onPick={setStaffId}
      />
    </>
  );
}

/** The request filter with its counts, and the period's appointments by day (of the chosen staff member). */
function DayGroups({
  items,
  staffId,
  filter,
  onFilter,
  today,
}: {
  items: AppointmentListItem[];
  staffId: number | null;
  filter: ListFilter;
  onFilter: (filter: ListFilter) => void;
  today: string;
}) {
  const ofChosen = useMemo(() => ofStaff(items, staffId), [items, staffId]);
  // The appointments with a change still on this phone are marked (the outbox's entities).
  const outbox = useOutbox();
  const queued = useMemo(
    () => new Set(outbox.filter((e) => e.state === 'pending').map((e) => e.entity)),
    [outbox],
  );
  const counts = useMemo(() => filterCounts(ofChosen), [ofChosen]);
  const groups = useMemo(
    () => groupByDate(ofChosen.filter((item) => matchesFilter(item, filter))),
    [ofChosen, filter],
  );
  return (
    <>
      <Group gap={6} role="group" aria-label="Show">
        {LIST_FILTERS.map((f) => (
          <Button
            key={f}
            size="compact-sm"
            variant={filter === f ? 'filled' : 'default'}
            aria-pressed={filter === f}
            onClick={() => onFilter(f)}
            data-testid={`filter-${f}`}
          >
            {LIST_FILTER_LABELS[f]} ({counts[f]})
          </Button>
        ))}
      </Group>
      {groups.length === 0 ? (
        <EmptyNotice text={NO_DATA} />
      ) : (
        groups.map((group) => (
          <section key={group.day} aria-label={dayTitle(group.day, today)} data-testid="day-group">
            <Group justify="space-between" className={classes.dayHeader}>
              <Text fw={700} size="sm" component="h2">
                {dayTitle(group.day, today)}
              </Text>
              <Text size="xs" c="dimmed">
                {group.items.length === 1 ? '1 appointment' : `${group.items.length} appointments`}
              </Text>
            </Group>
            <Stack gap="xs" component="ul" className={classes.cards}>
              {group.items.map((item) => (
                <li key={item.id}>
                  <AppointmentCard item={item} queued={queued.has(appointmentEntity(item.id))} />
                </li>
              ))}
            </Stack>
          </section>
        ))
      )}
    </>
  );
}

/**
 * One appointment (spec: status colour, start and end time, staff name, request mark, customer name,
 * phone, services with minutes), opening its detail.
 */
function AppointmentCard({ item, queued }: { item: AppointmentListItem; queued: boolean }) {
  const { from, to } = cardTimes(item);
  const tone = toneOf(item);
  return (
    <Link
      to="/appointment/$id"
      params={{ id: item.id }}
      className={classes.card}
      data-tone={tone}
      data-testid="appointment-card"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700} size="sm" data-testid="card-time">
          {from} – {to}
        </Text>
        <Group gap={4} wrap="nowrap">
          {queued && (
            <Badge size="sm" variant="filled" color="blue.9" data-testid="card-queued">
              Not sent yet
            </Badge>
          )}
          <Badge
            size="sm"
            variant="filled"
            color={tone === 'CONFIRMED' ? 'teal.9' : tone === 'CANCEL' ? 'red.9' : 'gray.7'}
          >
            {statusLabel(item.status)}
          </Badge>
        </Group>
      </Group>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" className={classes.ellipsis}>
          {item.staffName}
        </Text>
        {item.requestStaff && (
          <span className={classes.request} data-testid="request-mark">
            <HeartIcon className={classes.heart} />
            Requested
          </span>
        )}
      </Group>
      <Text size="sm" fw={600} className={classes.ellipsis}>
        {item.customerName || 'Walk-In'}
        {item.customerPhone && (
          <Text span size="sm" c="dimmed" fw={400}>
            {' '}
            · {formatPhone(item.customerPhone)}
          </Text>
        )}
      </Text>
      {item.services.length > 0 && (
        <Text size="xs" c="dimmed">
          {item.services.map((s) => `${s.serviceName} (${formatMinutes(s.duration)})`).join(' · ')}
        </Text>
      )}
    </Link>
  );
}
