import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { nowMs } from '../../../lib/clock.ts';
import { formatMoney } from '../../../lib/format.ts';
import { saveFile } from '../../../lib/save-file.ts';
import type { BookingSource } from '../api/booking-source.ts';
import { calendarEventsOf, icsOf } from '../model/ics.ts';
import { whenText } from '../model/times.ts';
import type { BookedAppointment } from '../model/wizard.ts';

/** Saves the booking as an .ics file the phone's calendar opens. */
function addToCalendar(appointments: readonly BookedAppointment[], source: BookingSource): void {
  const salon = { name: source.salonName, address: source.salonAddress, zone: source.timeZone };
  saveFile(
    icsOf(calendarEventsOf(appointments, salon, nowMs())),
    'text/calendar;charset=utf-8',
    'booking.ics',
  );
}

/**
 * Success (spec §2): THANK FOR YOUR BOOKING with the date, time, staff, services with prices and notes
 * (each person of a group); Add to calendar; BOOK ANOTHER APPOINTMENT and DONE are the wizard's.
 */
export function SuccessStep({
  appointments,
  source,
  queued = false,
}: {
  appointments: readonly BookedAppointment[];
  source: BookingSource;
  /** Kept on this phone (offline): sent, and its time checked again, when the connection returns. */
  queued?: boolean;
}) {
  return (
    <Stack gap="md" data-testid="booking-success">
      <Title order={2} ta="center" size="h3" c="pink.8">
        THANK FOR YOUR BOOKING
      </Title>
      {queued && (
        <Alert color="blue" variant="light" role="status" data-testid="booking-queued">
          Saved on this phone: the booking is sent when the connection returns, and its time is checked again
          then. It shows on your calendar as not sent yet.
        </Alert>
      )}
      {appointments.map((a, index) => (
        <Paper key={`${a.startTime}-${a.name}`} withBorder radius="md" p="md">
          <Stack gap={4}>
            {appointments.length > 1 && (
              <Text size="xs" c="dimmed">{`Person ${index + 1} of ${appointments.length}`}</Text>
            )}
            <Text fw={700} data-testid="success-when">
              {whenText(a.strStartDate)}
            </Text>
            <Text data-testid="success-staff">With {a.name}</Text>
            <BookedLines booking={a} />
            {a.manageToken && (
              <Anchor
                size="sm"
                href={`/${encodeURIComponent(source.apiKey)}/booking?booking=${encodeURIComponent(a.manageToken)}`}
                data-testid="manage-link"
              >
                See, move or cancel this booking
              </Anchor>
            )}
          </Stack>
        </Paper>
      ))}
      <Button variant="light" onClick={() => addToCalendar(appointments, source)}>
        Add to calendar
      </Button>
    </Stack>
  );
}

/** A booking's services with their prices, and its notes (Success and the private link's page). */
export function BookedLines({
  booking,
}: {
  booking: { services: readonly { serviceName: string; price: number }[]; note: string };
}) {
  return (
    <>
      {booking.services.map((s) => (
        <Group key={s.serviceName} justify="space-between" wrap="nowrap">
          <Text size="sm">{s.serviceName}</Text>
          <Text size="sm">{formatMoney(s.price)}</Text>
        </Group>
      ))}
      {booking.note && (
        <Text size="sm" c="dimmed">
          Notes: {booking.note}
        </Text>
      )}
    </>
  );
}
