import { Group, Stack, Text } from '@mantine/core';
import type { BillDetail } from '../../../contract/income.ts';
import { maskPhoneLast4 } from '../../../lib/format.ts';
import { splitTicketTime } from '../../../lib/tickets.ts';
import type { CacheFirst } from '../../../offline/hooks.ts';
import { DataAge } from '../../../ui/data-age.tsx';
import { useScreenTitle } from '../../../ui/screen-title.tsx';
import { CustomerCard, ReviewCard, ServicesCard, WithTicket } from './ticket-parts.tsx';

/** /ticketdetail: the staff member's own ticket with the customer's review. */
export function TicketDetailScreen({ ticketId }: { ticketId: number }) {
  return (
    <WithTicket ticketId={ticketId}>{(bill, read) => <StaffTicket bill={bill} read={read} />}</WithTicket>
  );
}

function StaffTicket({ bill, read }: { bill: BillDetail; read: CacheFirst<BillDetail> }) {
  useScreenTitle(`Ticket #${bill.billNumber}`);
  const when = splitTicketTime(bill.payment.strCreateDate);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm" data-testid="ticket-time">
          {when.date} {when.time}
        </Text>
        <DataAge syncedAt={read.syncedAt} refreshing={read.refreshing} />
      </Group>
      <CustomerCard bill={bill} phone={maskPhoneLast4(bill.customer.phone)} />
      <ServicesCard bill={bill} />
      <ReviewCard bill={bill} />
    </Stack>
  );
}
