import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ClosedTicket } from '../../../contract/tickets.ts';
import { dayTitle } from '../../../lib/day.ts';
import { clockText, formatMoney } from '../../../lib/format.ts';
import { useManager } from '../../../lib/signed-in.ts';
import { customerLabel } from '../../../lib/tickets.ts';
import { useKept } from '../../../offline/kept.ts';
import { KeptView } from '../../../ui/kept-view.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { DayPicker } from '../../../ui/pickers.tsx';
import { closedTickets } from '../api/closed-tickets.ts';

/** Spec: the empty text of a day without closed tickets. */
export const NO_TICKETS = 'No tickets found';

/**
 * /tickets (Closed Tickets, spec part 1 §2): a day's closed tickets, newest first, 10 a page, from the
 * device first and refreshed; each card opens the ticket.
 */
export function ClosedTicketsScreen({
  day,
  page,
  onDay,
  onPage,
}: {
  day: string;
  page: number;
  onDay: (day: string) => void;
  onPage: (page: number) => void;
}) {
  const { salon, today } = useManager();
  const read = useKept(closedTickets, { shopId: salon.id, day, page }, { standIn: true });
  return (
    <Stack gap="md">
      <DayPicker label="Day" value={day} maxDate={today} onChange={onDay} />
      <KeptView
        read={read}
        what="day's tickets"
        header={
          <Text fw={700} data-testid="tickets-day">
            {dayTitle(day, today)}
          </Text>
        }
        empty={{ when: (data) => data.tickets.length === 0, text: NO_TICKETS }}
      >
        {(data) => (
          <>
            <Text size="sm" c="dimmed">
              {data.totalItems === 1 ? '1 ticket' : `${data.totalItems} tickets`}
            </Text>
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.tickets.map((t) => (
                <li key={t.billId}>
                  <TicketCard ticket={t} />
                </li>
              ))}
            </Stack>
            <Pager page={data.page} totalPages={data.totalPage} onPage={onPage} label="Ticket pages" />
          </>
        )}
      </KeptView>
    </Stack>
  );
}

function TicketCard({ ticket }: { ticket: ClosedTicket }) {
  const voided = ticket.status === 'VOID';
  return (
    <UnstyledButton
      renderRoot={(props) => (
        <Link to="/ticketDetailV2/$ticketId" params={{ ticketId: ticket.billId }} {...props} />
      )}
      display="block"
      w="100%"
      data-testid="ticket-card"
    >
      <Card withBorder padding="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={700}>#{ticket.billNumber}</Text>
              {voided && (
                <Badge color="red.9" variant="filled" size="sm">
                  Voided
                </Badge>
              )}
              {!voided && ticket.refunded > 0 && (
                <Badge color="orange" variant="light" c="dark.7" size="sm">
                  Refunded {formatMoney(ticket.refunded)}
                </Badge>
              )}
            </Group>
            <Text size="sm" lineClamp={1}>
              {customerLabel(ticket.customerName)}
            </Text>
            <Text size="xs" c="dimmed">
              Check-in {clockText(ticket.strCheckinTime)} · Closed {clockText(ticket.strTime)}
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text fw={700} td={voided ? 'line-through' : undefined} data-testid="ticket-card-total">
              {formatMoney(ticket.total)}
            </Text>
            <Text size="xs" c="dimmed">
              Tip {formatMoney(ticket.tip)}
            </Text>
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
}
