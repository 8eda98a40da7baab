import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { BillDetail } from '../../../contract/income.ts';
import { paymentMethodLabel } from '../../../contract/tickets.ts';
import { formatMoney, formatPercent, formatPhone } from '../../../lib/format.ts';
import { whenIdle } from '../../../lib/idle.ts';
import { useManager } from '../../../lib/signed-in.ts';
import { splitTicketTime, ticketChangeText } from '../../../lib/tickets.ts';
import { ActionFooter } from '../../../ui/action-footer.tsx';
import { QueuedBadge, RefusedChanges } from '../../../ui/change-status.tsx';
import { MoneyRow } from '../../../ui/money-row.tsx';
import { useScreenTitle } from '../../../ui/screen-title.tsx';
import { useTicketActions } from '../api/ticket-actions.ts';
import { ticketEntity } from '../offline-changes.ts';
import type { TicketDialog } from './ticket-action-dialogs.tsx';
import { CustomerCard, ReviewCard, ServicesCard, WithTicket } from './ticket-parts.tsx';

/** The dialogs (Modal, fields, money input) load on idle or with the first tap, not with the screen. */
const loadDialogs = () => import('./ticket-action-dialogs.tsx');
const ActionDialogs = lazy(() => loadDialogs().then((m) => ({ default: m.TicketActionDialogs })));

/**
 * /ticketDetailV2/:ticketId: the whole ticket for a manager, with each staff member's tip share, the
 * payments, the card fee, what was refunded, the history of changes, and the actions Void, Refund,
 * Adjust Tip and Update (Void, Refund and Update need the network; a tip edit is kept offline).
 */
export function ManagerTicketScreen({ ticketId }: { ticketId: number }) {
  return (
    <WithTicket ticketId={ticketId} header={(bill) => <TicketStatus bill={bill} />}>
      {(bill) => <TicketWithActions bill={bill} />}
    </WithTicket>
  );
}

function TicketStatus({ bill }: { bill: BillDetail }) {
  return (
    <Group gap="xs">
      <Badge
        color={bill.status === 'VOID' ? 'red.9' : bill.status === 'OPEN' ? 'blue.9' : 'teal.9'}
        variant="filled"
        data-testid="ticket-status"
      >
        {bill.status === 'VOID' ? 'Voided' : bill.status === 'OPEN' ? 'Open' : 'Closed'}
      </Badge>
      <QueuedBadge entities={[ticketEntity(bill.billId)]} />
    </Group>
  );
}

function TicketWithActions({ bill }: { bill: BillDetail }) {
  useScreenTitle(`Ticket #${bill.billNumber}`);
  const [dialog, setDialog] = useState<TicketDialog>(null);
  // Mounted from the first opening on, so the dialogs keep their open and close transitions.
  const [used, setUsed] = useState(false);
  useEffect(() => whenIdle(() => void loadDialogs()), []);
  const actions = useTicketActions(bill.billId);
  const zone = useManager().salon.timeZone;
  const closed = splitTicketTime(bill.payment.strCreateDate);
  const checkin = splitTicketTime(bill.strCheckinDate);
  const open = (next: Exclude<TicketDialog, null>) => {
    actions.renew();
    setUsed(true);
    setDialog(next);
  };
  const editable = bill.status === 'CLOSED';
  return (
    <>
      <Stack gap="md" pb={120}>
        <RefusedChanges entities={[ticketEntity(bill.billId)]} />
        {bill.status === 'VOID' && (
          <Alert color="red" variant="light" title="This ticket is voided" data-testid="void-notice">
            {bill.voidReason ? `Reason: ${bill.voidReason}` : 'It counts in no report and no one’s income.'}
          </Alert>
        )}
        <CustomerCard bill={bill} phone={formatPhone(bill.customer.phone)}>
          <Stack gap={0} mt="xs">
            <Text size="sm" data-testid="ticket-checkin">{`Check-in ${checkin.date} ${checkin.time}`}</Text>
            <Text size="sm" data-testid="ticket-time">{`Closed ${closed.date} ${closed.time}`}</Text>
          </Stack>
        </CustomerCard>
        <ServicesCard bill={bill}>
          {bill.refunded > 0 && <MoneyRow label="Refunded" value={-bill.refunded} testId="ticket-refunded" />}
        </ServicesCard>
        <Card withBorder padding="md" data-testid="tip-shares">
          <Text fw={600} mb="xs">
            Tip by staff
          </Text>
          {bill.tipShares.length === 0 ? (
            <Text size="sm" c="dimmed">
              No staff member on this ticket.
            </Text>
          ) : (
            <Stack gap={6}>
              {bill.tipShares.map((s) => (
                <Group key={s.staffId} justify="space-between" wrap="nowrap">
                  <Stack gap={0}>
                    <Text size="sm">{s.name}</Text>
                    <Text size="xs" c="dimmed">{`Services ${formatMoney(s.serviceAmount)}`}</Text>
                  </Stack>
                  <Text size="sm" fw={600} data-testid="tip-share">
                    {formatMoney(s.tipAmount)}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Card>
        <Card withBorder padding="md" data-testid="payments">
          <Text fw={600} mb="xs">
            Payments
          </Text>
          <Stack gap={6}>
            {bill.payments.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: payments of a ticket never reorder.
              <Group key={i} justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {paymentMethodLabel(p.method)}
                  {p.last4 ? ` ···· ${p.last4}` : ''}
                </Text>
                <Text size="sm" fw={500}>
                  {formatMoney(p.amount)}
                </Text>
              </Group>
            ))}
            {(bill.cardFee > 0 || bill.payments.some((p) => p.method === 'CREDIT_CARD')) && (
              // A card fee belongs to card payments: a cash or check ticket has no such row.
              <MoneyRow label={`Card fee (${formatPercent(bill.cashDiscountCredit)})`} value={bill.cardFee} />
            )}
          </Stack>
        </Card>
        <ReviewCard bill={bill} />
        <Card withBorder padding="md" data-testid="ticket-history">
          <Text fw={600} mb="xs">
            History
          </Text>
          {bill.history.length === 0 ? (
            <Text size="sm" c="dimmed">
              No changes since checkout.
            </Text>
          ) : (
            <Stack gap={6} component="ol" style={{ margin: 0, paddingLeft: 18 }}>
              {bill.history.map((h, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end.
                <Text key={i} component="li" size="sm">
                  {ticketChangeText(h, zone)}
                </Text>
              ))}
            </Stack>
          )}
        </Card>
      </Stack>

      <ActionFooter>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" maw={720} mx="auto">
          <Button variant="outline" color="red.9" disabled={!editable} onClick={() => open('void')}>
            Void
          </Button>
          <Button
            variant="outline"
            color="red.9"
            disabled={!editable || bill.refundable <= 0}
            onClick={() => open('refund')}
          >
            Refund
          </Button>
          {editable ? (
            <Button
              variant="light"
              renderRoot={(props) => (
                <Link
                  to="/ticketDetailV2/$ticketId/adjust-tip"
                  params={{ ticketId: bill.billId }}
                  {...props}
                />
              )}
            >
              Adjust Tip
            </Button>
          ) : (
            <Button variant="light" disabled>
              Adjust Tip
            </Button>
          )}
          <Button disabled={!editable} onClick={() => open('update')}>
            Update
          </Button>
        </SimpleGrid>
      </ActionFooter>

      {used && (
        <Suspense fallback={null}>
          <ActionDialogs dialog={dialog} onClose={() => setDialog(null)} bill={bill} actions={actions} />
        </Suspense>
      )}
    </>
  );
}
