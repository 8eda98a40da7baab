import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BillDetail } from '../../../contract/income.ts';
import { customerLabel, ratingLabel } from '../../../lib/tickets.ts';
import { useKept } from '../../../offline/kept.ts';
import { KeptView } from '../../../ui/kept-view.tsx';
import { Smiley } from '../../../ui/smiley.tsx';
import { TicketLinesCard } from '../../../ui/ticket-lines-card.tsx';
import { billDetail } from '../api/bill-detail.ts';

/** The pieces of a ticket both the staff's and the manager's ticket screens show, written once. */

/**
 * A ticket from this device first, refreshed: the screen once it is there (`header` beside its age);
 * until then what the state is, and Not found for a ticket that does not exist or is not the caller's.
 */
export function WithTicket({
  ticketId,
  header,
  children,
}: {
  ticketId: number;
  header?: (bill: BillDetail) => ReactNode;
  children: (bill: BillDetail) => ReactNode;
}) {
  const read = useKept(billDetail, ticketId);
  return (
    <Stack gap="md">
      <KeptView read={read} what="ticket" notFound header={read.data && header?.(read.data)}>
        {children}
      </KeptView>
    </Stack>
  );
}

export function CustomerCard({
  bill,
  phone,
  children,
}: {
  bill: BillDetail;
  phone: string;
  children?: ReactNode;
}) {
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h3" data-testid="ticket-customer">
        {customerLabel(bill.customer.name)}
      </Title>
      <Text c="dimmed">{phone || 'No phone'}</Text>
      {children}
    </Card>
  );
}

/** Services with their technician and price, then the ticket's amounts (spec "Bill/ticket detail"). */
export function ServicesCard({ bill, children }: { bill: BillDetail; children?: ReactNode }) {
  return (
    <TicketLinesCard
      lines={bill.services.map((s) => ({ name: s.serviceName, note: s.technician, price: s.price }))}
      amounts={bill}
    >
      {children}
    </TicketLinesCard>
  );
}

export function ReviewCard({ bill }: { bill: BillDetail }) {
  return (
    <Card withBorder padding="md" data-testid="ticket-review">
      <Text fw={600} mb="xs">
        Review
      </Text>
      {bill.reviews ? (
        <Group wrap="nowrap" align="flex-start">
          <Smiley level={bill.reviews.star} size={40} />
          <Stack gap={2}>
            <Text fw={700}>{ratingLabel(bill.reviews.star)}</Text>
            {bill.reviews.comment && <Text size="sm">{bill.reviews.comment}</Text>}
          </Stack>
        </Group>
      ) : (
        <Text c="dimmed" size="sm">
          Customers have not reviewed yet
        </Text>
      )}
    </Card>
  );
}
