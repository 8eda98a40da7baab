import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { nowMs } from '../../../lib/clock.ts';
import { formatMoney } from '../../../lib/format.ts';
import type { BookedAppointment, BookingSource } from '../api/booking-source.ts';
import { icsOf } from '../model/ics.ts';
import { whenText } from '../model/wizard.ts';

/** Saves the booking as an .ics file the phone's calendar opens. */
function addToCalendar(appointments: readonly BookedAppointment[], source: BookingSource): void {
  const now = nowMs();
  const text = icsOf(
    appointments.map((a, index) => ({
      uid: `${a.startTime.replace(/\D/g, '')}-${index}-${now}@chairside`,
      start: a.startTime,
      end: a.endTime,
      zone: source.timeZone,
      summary: source.salonName ? `Appointment at ${source.salonName}` : 'Salon appointment',
      description: [
        `With ${a.name}`,
        ...a.services.map((s) => `${s.serviceName} ${formatMoney(s.price)}`),
        ...(a.note ? [a.note] : []),
      ].join('\n'),
      location: source.salonAddress,
      now,
    })),
  );
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'booking.ics';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
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
