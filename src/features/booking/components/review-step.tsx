import {
  ActionIcon,
  Alert,
  Badge,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { MAX_GROUP } from '../../../contract/booking.ts';
import { displayDay } from '../../../lib/day.ts';
import { formatMoney, formatPhone } from '../../../lib/format.ts';
import { useOnline } from '../../../offline/connectivity.ts';
import { EditIcon } from '../../../ui/icons.tsx';
import { NeedsConnection } from '../../../ui/needs-connection.tsx';
import { slotAskOf } from '../model/times.ts';
import {
  ANYONE_ID,
  type BookingMode,
  chosenServices,
  durationOf,
  type FormStep,
  NOTE_PAUSE_MS,
} from '../model/wizard.ts';
import { DaySlots, type StepProps } from './choice-steps.tsx';

function Box({
  title,
  onEdit,
  children,
}: {
  title: string;
  /** Absent: no edit button (the staff box for a technician). */
  onEdit?: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Title order={3} size="h6">
          {title}
        </Title>
        {onEdit && (
          <ActionIcon variant="subtle" aria-label={`Edit ${title}`} onClick={onEdit}>
            <EditIcon size={18} />
          </ActionIcon>
        )}
      </Group>
      {children}
    </Paper>
  );
}

/**
 * Review (spec §2, §4, §5): Group? (on sets 2, 2 to 7), Appointment Notes (kept after a pause in
 * typing), and the boxes Date and Time, Customer Info, Staff (with the request badge) and Services, each
 * with an edit button back to its step (the staff one for managers and the public page). After a lost
 * race the day's fresh free times are offered here.
 */
/** Offline, a technician's BOOK keeps the booking on the phone (the one outbox). */
function OfflineKeeps() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert color="blue" variant="light" data-testid="booking-offline-keeps">
      Offline: BOOK keeps this booking on this phone and sends it when the connection returns; the time is
      checked again then.
    </Alert>
  );
}

/** A group is 2 to 7 people (spec §5). */
const GROUP_SIZES = Array.from({ length: MAX_GROUP - 1 }, (_, i) => String(i + 2));

export function ReviewStep({
  draft,
  dispatch,
  source,
  mode,
  offerTimes,
}: StepProps & { mode: BookingMode; offerTimes: boolean }) {
  const catalogue = source.useCatalogue();
  const services = chosenServices(draft, catalogue.data);
  const edit = (step: FormStep) => () => dispatch({ type: 'goTo', step });
  const [note, setNote] = useState(draft.note);
  const keepNote = useDebouncedCallback((value: string) => dispatch({ type: 'note', value }), NOTE_PAUSE_MS);
  const group = draft.groupSize > 1;
  const anyone = draft.staff?.id === ANYONE_ID;
  return (
    <Stack gap="sm">
      {/* A booking is sent at once (the server checks the time is free): offline it says so first; a
          technician's booking for themselves is kept on the phone and sent with the connection. */}
      {mode === 'technician' ? <OfflineKeeps /> : <NeedsConnection />}
      <Group justify="space-between" align="center">
        <Switch
          label="Group?"
          checked={group}
          onChange={(e) => dispatch({ type: 'group', on: e.currentTarget.checked })}
          disabled={mode === 'technician'}
          description={mode === 'technician' ? 'A group is booked by a manager.' : undefined}
        />
        {group && (
          <NativeSelect
            aria-label="People in the group"
            value={String(draft.groupSize)}
            data={GROUP_SIZES}
            w={96}
            onChange={(e) => dispatch({ type: 'groupSize', value: Number(e.currentTarget.value) })}
          />
        )}
      </Group>
      <Textarea
        label="Appointment Notes"
        placeholder="Please enter ..."
        autosize
        minRows={2}
        maxLength={500}
        value={note}
        onChange={(e) => {
          setNote(e.currentTarget.value);
          keepNote(e.currentTarget.value);
        }}
        onBlur={() => keepNote.flush()}
      />
      <Box title="Date and Time" onEdit={edit('TIME_SLOT')}>
        <Text data-testid="review-time">
          {draft.date ? displayDay(draft.date) : '--'} · {draft.timeSlot ?? '--'}
          {services.length > 0 ? ` · ${durationOf(services)} min` : ''}
        </Text>
      </Box>
      {offerTimes && draft.date && <FreshTimes draft={draft} dispatch={dispatch} source={source} />}
      <Box title="Customer Info" onEdit={edit('INFORMATION')}>
        <Text data-testid="review-customer">{draft.name.trim() || 'Unknown'}</Text>
        <Text size="sm" c="dimmed">
          {formatPhone(draft.phone)}
        </Text>
      </Box>
      <Box title="Staff" onEdit={mode === 'technician' ? undefined : edit('DATE_STAFF')}>
        <Group gap="xs">
          <Text data-testid="review-staff">{draft.staff?.name ?? '--'}</Text>
          {draft.requestStaff && !anyone && (
            <Badge color="pink" variant="light">
              Request
            </Badge>
          )}
        </Group>
      </Box>
      <Box title="Services" onEdit={edit('SERVICE')}>
        <Stack gap={2} data-testid="review-services">
          {services.map((s) => (
            <Group key={s.id} justify="space-between" wrap="nowrap">
              <Text size="sm">{s.name}</Text>
              <Text size="sm">{formatMoney(s.price)}</Text>
            </Group>
          ))}
          {services.length > 1 && (
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={700}>
                Total
              </Text>
              <Text size="sm" fw={700}>
                {formatMoney(services.reduce((sum, s) => sum + s.price, 0))}
              </Text>
            </Group>
          )}
          {draft.coupon && (
            <Text size="xs" c="dimmed">
              Coupon {draft.coupon.couponCode}: {draft.coupon.couponName}
            </Text>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}

/** After a lost race: the day's free times as they are now, to choose another without leaving Review. */
function FreshTimes({ draft, dispatch, source }: StepProps) {
  const ask = slotAskOf(draft, source.useCatalogue().data, source.today);
  const slots = source.useSlots(ask);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Free times now">
      <Title order={3} size="h6" mb={6}>
        {`Free times on ${displayDay(ask.day)}`}
      </Title>
      <DaySlots read={slots} draft={draft} dispatch={dispatch} headingOrder={4} />
    </Paper>
  );
}
