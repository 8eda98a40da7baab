import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { AppointmentStatus } from '../../../contract/appointment.ts';
import type { ManagedBooking } from '../../../contract/booking.ts';
import { displayDay } from '../../../lib/day.ts';
import { bookingTimeOf, slotMinutes } from '../../../lib/slots.ts';
import { KeptView } from '../../../ui/kept-view.tsx';
import { DayPicker } from '../../../ui/pickers.tsx';
import { SlotGroups } from '../../../ui/slot-groups.tsx';
import { failureText } from '../../../ui/toast.tsx';
import { useSingleFlight } from '../../../ui/use-single-flight.ts';
import type { BookingSource } from '../api/booking-source.ts';
import {
  cancelManagedBooking,
  keepManagedBooking,
  moveManagedBooking,
  useManagedBooking,
} from '../api/public-source.ts';
import { whenText } from '../model/times.ts';
import classes from './booking-wizard.module.css';
import { BookedLines } from './success-step.tsx';

/**
 * The customer's booking by its private link (issue 21, beyond the spec): what was booked, and, up to the
 * salon's notice before it starts, moving it to another free time of the same staff member or canceling
 * it. Closer than that, the server's sentence asks them to call the salon.
 */
export function ManagedBookingPage({
  source,
  token,
  header,
}: {
  source: BookingSource;
  token: string;
  header: ReactNode;
}) {
  const read = useManagedBooking(source.apiKey, token);
  const [shown, setShown] = useState<ManagedBooking | null>(null);
  return (
    <div className={classes.shell}>
      <header className={classes.bar}>
        <Group h="100%" px="xs" justify="center">
          <Title order={1} size="h4">
            BOOKING
          </Title>
        </Group>
      </header>
      <main className={classes.main}>
        {header}
        <Stack gap="sm" className={classes.content}>
          <Title order={2} size="h5">
            Your booking
          </Title>
          <KeptView read={read} what="booking" header={false}>
            {(booking) => (
              <Managed booking={shown ?? booking} source={source} token={token} onChange={setShown} />
            )}
          </KeptView>
          <Anchor href={`/${encodeURIComponent(source.apiKey)}/booking`} ta="center" mt="md">
            Book another appointment
          </Anchor>
        </Stack>
      </main>
    </div>
  );
}

function Managed({
  booking,
  source,
  token,
  onChange,
}: {
  booking: ManagedBooking;
  source: BookingSource;
  token: string;
  onChange: (booking: ManagedBooking) => void;
}) {
  const [mode, setMode] = useState<'view' | 'cancel' | 'move'>('view');
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const canceled = booking.status === AppointmentStatus.CANCELED;
  const changeable = !canceled && booking.status !== AppointmentStatus.FINISHED;

  const act = useSingleFlight(
    async (run: () => Promise<ManagedBooking>, done: (b: ManagedBooking) => string) => {
      setError(null);
      try {
        const changed = await run();
        keepManagedBooking(source.apiKey, token, changed);
        onChange(changed);
        setSaid(done(changed));
        setMode('view');
      } catch (err) {
        setError(failureText(err));
      }
    },
  );

  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="md" data-testid="managed-booking">
        <Stack gap={4}>
          <Group justify="space-between">
            <Text fw={700} data-testid="managed-when">
              {whenText(booking.strStartDate)}
            </Text>
            {canceled && (
              <Badge color="red" variant="light">
                Canceled
              </Badge>
            )}
          </Group>
          <Text>With {booking.name}</Text>
          <BookedLines booking={booking} />
        </Stack>
      </Paper>
      {said && (
        <Alert color="green" variant="light" role="status" data-testid="managed-said">
          {said}
        </Alert>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert" data-testid="managed-error">
          {error}
        </Alert>
      )}
      {changeable && mode === 'view' && (
        <>
          <Text size="sm" c="dimmed">
            {`You can move or cancel it here until ${whenText(booking.cancelBy)}.`}
          </Text>
          <Group grow>
            <Button variant="default" onClick={() => setMode('move')}>
              Move
            </Button>
            <Button variant="default" c="red.9" onClick={() => setMode('cancel')}>
              Cancel booking
            </Button>
          </Group>
        </>
      )}
      {mode === 'cancel' && (
        <Paper withBorder radius="md" p="md">
          <Text fw={600}>Cancel this booking?</Text>
          <Group grow mt="sm">
            <Button variant="default" onClick={() => setMode('view')} disabled={act.busy}>
              Keep it
            </Button>
            <Button
              color="red.9"
              loading={act.busy}
              onClick={() =>
                void act.run(
                  () => cancelManagedBooking(source.apiKey, token),
                  () => 'Your booking is canceled.',
                )
              }
            >
              Yes, cancel
            </Button>
          </Group>
        </Paper>
      )}
      {mode === 'move' && (
        <MoveBooking
          booking={booking}
          source={source}
          busy={act.busy}
          onBack={() => setMode('view')}
          onMove={(startTime) =>
            void act.run(
              () => moveManagedBooking(source.apiKey, token, startTime),
              (moved) => `Moved to ${whenText(moved.strStartDate)}.`,
            )
          }
        />
      )}
    </Stack>
  );
}

/** Another day and free time of the same staff member, for the same services (their total length). */
function MoveBooking({
  booking,
  source,
  busy,
  onBack,
  onMove,
}: {
  booking: ManagedBooking;
  source: BookingSource;
  busy: boolean;
  onBack: () => void;
  onMove: (startTime: string) => void;
}) {
  const [day, setDay] = useState(source.today);
  const [slot, setSlot] = useState<string | null>(null);
  const slots = source.useSlots({ day, staffId: booking.staffId, duration: booking.duration });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Move the booking">
      <Stack gap="sm">
        <DayPicker
          label="Date"
          value={day}
          minDate={source.today}
          onChange={(d) => {
            setDay(d);
            setSlot(null);
          }}
        />
        <KeptView read={slots} what="day's free times" header={false}>
          {(data) => (
            <SlotGroups
              slots={data.timeSlots}
              chosen={slot ?? undefined}
              onChoose={setSlot}
              headingOrder={3}
            />
          )}
        </KeptView>
        <Group grow>
          <Button variant="default" onClick={onBack} disabled={busy}>
            Back
          </Button>
          <Button
            disabled={slot === null}
            loading={busy}
            onClick={() => slot && onMove(bookingTimeOf(day, slotMinutes(slot)))}
          >
            {slot ? `Move to ${displayDay(day)} ${slot}` : 'Choose a time'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
