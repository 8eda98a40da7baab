import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney, maskPhoneLast4 } from '../../../lib/format.ts';
import { ApiError } from '../../../lib/http.ts';
import { customerLabel, RATING_FACES, ratingLabel, splitTicketTime } from '../../../lib/tickets.ts';
import { DataAge } from '../../../ui/data-age.tsx';
import { DataStateNotice, useDataState } from '../../../ui/data-state.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { useScreenTitle } from '../../../ui/screen-title.tsx';
import { useBillDetail } from '../api/bill-detail.ts';

function Row({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500}>
        {formatMoney(value)}
      </Text>
    </Group>
  );
}

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
      <Card withBorder padding="md">
        <Title order={3} data-testid="ticket-customer">
          {customerLabel(bill.customer.name)}
        </Title>
        <Text c="dimmed">{maskPhoneLast4(bill.customer.phone) || 'No phone'}</Text>
      </Card>
      <Card withBorder padding="md">
        <Text fw={600} mb="xs">
          Services
        </Text>
        <Stack gap={6}>
          {bill.services.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a ticket may list the same service twice; the list never reorders.
            <Group key={i} justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text size="sm">{s.serviceName}</Text>
                {s.technician && (
                  <Text size="xs" c="dimmed">
                    {s.technician}
                  </Text>
                )}
              </Stack>
              <Text size="sm" fw={600}>
                {formatMoney(s.price)}
              </Text>
            </Group>
          ))}
        </Stack>
        <Divider my="sm" />
        <Stack gap={4}>
          <Row label="Sub total" value={bill.subTotal} />
          <Row label="Discount" value={bill.discount} />
          <Row label="Express services" value={bill.expressAmount} />
          <Row label="Tax" value={bill.tax} />
          <Row label="Tip" value={bill.tip} />
          <Row label="Total" value={bill.total} strong />
        </Stack>
      </Card>
      <Card withBorder padding="md" data-testid="ticket-review">
        <Text fw={600} mb="xs">
          Review
        </Text>
        {bill.reviews ? (
          <Group wrap="nowrap" align="flex-start">
            <Text fz={40} lh={1} aria-hidden>
              {RATING_FACES[bill.reviews.star - 1]}
            </Text>
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
    </Stack>
  );
}
