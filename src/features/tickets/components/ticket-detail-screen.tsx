import { Text } from '@mantine/core';
import type { BillDetail } from '../../../contract/income.ts';
import { maskPhoneLast4 } from '../../../lib/format.ts';
import { splitTicketTime } from '../../../lib/tickets.ts';
import { useScreenTitle } from '../../../ui/screen-title.tsx';
import { CustomerCard, ReviewCard, ServicesCard, WithTicket } from './ticket-parts.tsx';

/** /ticketdetail: the staff member's own ticket with the customer's review. */
export function TicketDetailScreen({ ticketId }: { ticketId: number }) {
  return (
    <WithTicket ticketId={ticketId} header={(bill) => <TicketTime bill={bill} />}>
      {(bill) => <StaffTicket bill={bill} />}
    </WithTicket>
  );
}

function TicketTime({ bill }: { bill: BillDetail }) {
  const when = splitTicketTime(bill.payment.strCreateDate);
  return (
    <Text c="dimmed" size="sm" data-testid="ticket-time">
      {when.date} {when.time}
    </Text>
  );
}

function StaffTicket({ bill }: { bill: BillDetail }) {
  useScreenTitle(`Ticket #${bill.billNumber}`);
  return (
    <>
      <CustomerCard bill={bill} phone={maskPhoneLast4(bill.customer.phone)} />
      <ServicesCard bill={bill} />
      <ReviewCard bill={bill} />
    </>
  );
}
