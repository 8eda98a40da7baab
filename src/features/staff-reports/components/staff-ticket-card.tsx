import { Badge, Card, Divider, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { StaffTicketItem } from '../../../contract/manager-reports.ts';
import { clockText, formatMoney } from '../../../lib/format.ts';
import { customerLabel } from '../../../lib/tickets.ts';
import { MoneyRow } from '../../../ui/money-row.tsx';
import { TICKET_PAYMENT_LABELS } from '../model/staff-tickets.ts';

/**
 * A ticket of tickets by staff: bill number, status, time, customer, services with prices, the
 * amounts, and for a closed ticket how it was paid. It opens the ticket's detail.
 */
export function StaffTicketCard({
  staffId,
  day,
  ticket,
}: {
  staffId: number;
  /** The day of the list (the detail reads the same kept answer). */
  day: string;
  ticket: StaffTicketItem;
}) {
  const closed = ticket.status === 'CLOSED';
  return (
    <UnstyledButton
      renderRoot={(props) => (
        <Link
          to="/ticket-by-staff/$staff_id/ticket/$ticket_id"
          params={{ staff_id: staffId, ticket_id: ticket.billId }}
          search={{ day }}
          {...props}
        />
      )}
      display="block"
      w="100%"
      data-testid="staff-ticket"
    >
      <Card withBorder padding="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={700}>#{ticket.billNumber}</Text>
              <Badge
                color={closed ? 'teal.9' : 'blue.9'}
                variant="filled"
                size="sm"
                data-testid="staff-ticket-status"
              >
                {closed ? 'Closed' : 'Open'}
              </Badge>
            </Group>
            <Text size="sm" lineClamp={1}>
              {customerLabel(ticket.customerName)}
            </Text>
          </Stack>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {clockText(ticket.time)}
          </Text>
        </Group>
        <Stack gap={2} mt="xs">
          {ticket.services.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a ticket may list the same service twice; the list never reorders.
            <Group key={i} justify="space-between" wrap="nowrap">
              <Text size="sm" lineClamp={1}>
                {s.name}
              </Text>
              <Text size="sm">{formatMoney(s.price)}</Text>
            </Group>
          ))}
        </Stack>
        <Divider my={6} />
        <Stack gap={2}>
          <MoneyRow label="Sub total" value={ticket.subTotal} />
          <MoneyRow label="Discount" value={ticket.discount} />
          <MoneyRow label="Tip" value={ticket.tip} />
          <MoneyRow label="Total" value={ticket.total} strong testId="staff-ticket-total" />
        </Stack>
        {closed && (
          <>
            <Divider my={6} />
            <Group gap="xs" data-testid="staff-ticket-payments">
              {TICKET_PAYMENT_LABELS.map(({ field, label }) => (
                <Text key={field} size="xs" c="dimmed">
                  {label}{' '}
                  <Text span size="xs" c="dark.7" fw={600}>
                    {formatMoney(ticket[field] ?? 0)}
                  </Text>
                </Text>
              ))}
            </Group>
          </>
        )}
      </Card>
    </UnstyledButton>
  );
}
