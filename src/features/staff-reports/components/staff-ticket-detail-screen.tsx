import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { StaffTicketItem } from '../../../contract/manager-reports.ts';
import { displayDay } from '../../../lib/day.ts';
import { clockText, formatPercent, formatPhone } from '../../../lib/format.ts';
import { useManager } from '../../../lib/signed-in.ts';
import { customerLabel } from '../../../lib/tickets.ts';
import { useKept } from '../../../offline/kept.ts';
import { KeptView } from '../../../ui/kept-view.tsx';
import { MoneyRow } from '../../../ui/money-row.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { useScreenTitle } from '../../../ui/screen-title.tsx';
import { TicketLinesCard } from '../../../ui/ticket-lines-card.tsx';
import { ticketsByStaff } from '../api/tickets-by-staff.ts';
import { TICKET_PAYMENT_LABELS } from '../model/staff-tickets.ts';

/**
 * /ticket-by-staff/:staff_id/ticket/:ticket_id (spec part 1 §2): one ticket of the staff member's day,
 * with the Fee and Supply rows, read from the same kept answer as the list (so it opens offline once
 * the list was seen). A closed ticket links to the manager's ticket tools.
 */
export function StaffTicketDetailScreen({
  staffId,
  ticketId,
  day,
}: {
  staffId: number;
  ticketId: number;
  day: string;
}) {
  const { salon } = useManager();
  const read = useKept(
    ticketsByStaff,
    { shopId: salon.id, staffId, day },
    { select: (data) => data.tickets.find((t) => t.billId === ticketId) ?? null },
  );
  return (
    <Stack gap="md">
      <KeptView read={read} what="ticket" notFound>
        {(ticket) => (ticket ? <TicketDetail ticket={ticket} /> : <NotFound />)}
      </KeptView>
    </Stack>
  );
}

function TicketDetail({ ticket }: { ticket: StaffTicketItem }) {
  useScreenTitle(`Ticket #${ticket.billNumber}`);
  const closed = ticket.status === 'CLOSED';
  return (
    <>
      <Card withBorder padding="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h3" data-testid="ticket-customer">
            {customerLabel(ticket.customerName)}
          </Title>
          <Badge color={closed ? 'teal.9' : 'blue.9'} variant="filled" data-testid="ticket-status">
            {closed ? 'Closed' : 'Open'}
          </Badge>
        </Group>
        <Text c="dimmed">{ticket.customerPhone ? formatPhone(ticket.customerPhone) : 'No phone'}</Text>
        <Stack gap={0} mt="xs">
          <Text size="sm" data-testid="ticket-day">
            {displayDay(ticket.date)}
          </Text>
          <Text size="sm">{`Check-in ${clockText(ticket.checkinTime)}`}</Text>
          {closed && <Text size="sm" data-testid="ticket-time">{`Closed ${clockText(ticket.time)}`}</Text>}
        </Stack>
      </Card>

      <TicketLinesCard lines={ticket.services} amounts={ticket}>
        <MoneyRow
          label={ticket.fee > 0 ? `Fee (${formatPercent(ticket.cashDiscountCredit)})` : 'Fee'}
          value={ticket.fee}
          testId="ticket-fee"
        />
        <MoneyRow label="Supply" value={ticket.supply} testId="ticket-supply" />
      </TicketLinesCard>

      <Card withBorder padding="md" data-testid="staff-part">
        <Text fw={600} mb="xs">
          This staff member
        </Text>
        <Stack gap={4}>
          <MoneyRow label="Services" value={ticket.staffServiceAmount} />
          <MoneyRow label="Tip" value={ticket.staffTip} />
        </Stack>
      </Card>

      {closed && (
        <Card withBorder padding="md" data-testid="payments">
          <Text fw={600} mb="xs">
            Payments
          </Text>
          <Stack gap={4}>
            {TICKET_PAYMENT_LABELS.map(({ field, label }) => (
              <MoneyRow key={field} label={label} value={ticket[field] ?? 0} />
            ))}
          </Stack>
        </Card>
      )}

      {closed && (
        <Button
          variant="light"
          renderRoot={(props) => (
            <Link to="/ticketDetailV2/$ticketId" params={{ ticketId: ticket.billId }} {...props} />
          )}
        >
          Void, Refund or Adjust Tip
        </Button>
      )}
    </>
  );
}
