import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ClosedTicket } from '../../../contract/tickets.ts';
import { dayTitle } from '../../../lib/day.ts';
import { formatMoney } from '../../../lib/format.ts';
import { readSession } from '../../../lib/session.ts';
import { customerLabel } from '../../../lib/tickets.ts';
import { DataAge } from '../../../ui/data-age.tsx';
import { DataStateNotice, useDataState } from '../../../ui/data-state.tsx';
import { EmptyNotice } from '../../../ui/empty-notice.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { DayPicker } from '../../../ui/pickers.tsx';
import { useClosedTickets } from '../api/closed-tickets.ts';

/** Spec: the empty text of a day without closed tickets. */
export const NO_TICKETS = 'No tickets found';

/**
 * /tickets (Closed Tickets, spec part 1 §2): a day's closed tickets, newest first, 10 a page, from the
 * device first and refreshed; each card opens the ticket.
 */
export function ClosedTicketsScreen({
  day,
  page,
  today,
  onDay,
  onPage,
}: {
  day: string;
  page: number;
  today: string;
  onDay: (day: string) => void;
  onPage: (page: number) => void;
}) {
  const shopId = readSession()?.shopId ?? 0;
  const list = useClosedTickets(shopId, day, page);
  // Another day's or page's list stands in only while this one loads, under the busy overlay.
  const data = list.isPlaceholderData ? undefined : list.data;
  const state = useDataState({ has: data !== undefined, refreshError: list.error });
  return (
    <>
      <PageLoading visible={list.isFetching && (list.isPending || list.isPlaceholderData)} />
      <Stack gap="md">
        <DayPicker label="Day" value={day} maxDate={today} onChange={onDay} />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} data-testid="tickets-day">
            {dayTitle(day, today)}
          </Text>
          <DataAge syncedAt={data ? list.dataUpdatedAt : undefined} refreshing={list.isFetching} />
        </Group>
        {data === undefined ? (
          <DataStateNotice state={state} what="day's tickets" onRetry={() => void list.refetch()} />
        ) : data.tickets.length === 0 ? (
          <EmptyNotice text={NO_TICKETS} />
        ) : (
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
      </Stack>
    </>
  );
}

function TicketCard({ ticket }: { ticket: ClosedTicket }) {
  const voided = ticket.status === 'VOID';
  return (
    <UnstyledButton
      renderRoot={(props) => (
        <Link to="/ticketDetailV2/$ticketId" params={{ ticketId: String(ticket.billId) }} {...props} />
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
              Check-in {ticket.strCheckinTime} · Closed {ticket.strTime}
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
