import { Group, Stack, Text } from '@mantine/core';
import { maskPhoneLast4 } from '../../../lib/format.ts';
import { ApiError } from '../../../lib/http.ts';
import { splitTicketTime } from '../../../lib/tickets.ts';
import { DataAge } from '../../../ui/data-age.tsx';
import { DataStateNotice, useDataState } from '../../../ui/data-state.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { useScreenTitle } from '../../../ui/screen-title.tsx';
import { useBillDetail } from '../api/bill-detail.ts';
import { CustomerCard, ReviewCard, ServicesCard } from './ticket-parts.tsx';

/** /ticketdetail: the staff member's own ticket with the customer's review. */
export function TicketDetailScreen({ ticketId }: { ticketId: number }) {
  const detail = useBillDetail(ticketId);
  const bill = detail.data;
  const refused = detail.refreshError instanceof ApiError && [403, 404].includes(detail.refreshError.status);
  useScreenTitle(bill ? `Ticket #${bill.billNumber}` : undefined);
  const state = useDataState({ has: bill !== undefined, refreshError: detail.refreshError });
  if (!bill) {
    return refused ? <NotFound /> : <DataStateNotice state={state} what="ticket" onRetry={detail.refresh} />;
  }
  const when = splitTicketTime(bill.payment.strCreateDate);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm" data-testid="ticket-time">
          {when.date} {when.time}
        </Text>
        <DataAge syncedAt={detail.syncedAt} refreshing={detail.refreshing} />
      </Group>
      <CustomerCard bill={bill} phone={maskPhoneLast4(bill.customer.phone)} />
      <ServicesCard bill={bill} />
      <ReviewCard bill={bill} />
    </Stack>
  );
}
