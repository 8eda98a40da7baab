import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Tabs, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { CustomerDetail, CustomerTransaction } from '../../../contract/customers.ts';
import { paymentMethodLabel } from '../../../contract/tickets.ts';
import { clockText, formatMoney, formatPhone } from '../../../lib/format.ts';
import { useManager } from '../../../lib/signed-in.ts';
import { useKept } from '../../../offline/kept.ts';
import { FigureTile } from '../../../ui/figure-tile.tsx';
import { KeptView } from '../../../ui/kept-view.tsx';
import { useScreenTitle } from '../../../ui/screen-title.tsx';
import { Stars } from '../../../ui/stars.tsx';
import { customerDetail, customerHistory } from '../api/customers.ts';

/** The empty text of a customer without tickets (spec §8's list empty state). */
export const NO_HISTORY = 'No data';

/**
 * /customer/{id} (spec part 2 §2): About and History tabs and the edit button; Not found for a customer
 * that is not the salon's. Both answers are kept on the phone once seen.
 */
export function CustomerDetailScreen({ id }: { id: number }) {
  const { salon } = useManager();
  const read = useKept(customerDetail, { shopId: salon.id, id });
  useScreenTitle(read.data?.customerName);
  return (
    <Stack gap="md">
      <KeptView
        read={read}
        what="customer"
        notFound
        header={
          <Button
            size="xs"
            variant="default"
            renderRoot={(props) => <Link to="/customer/edit/$id" params={{ id }} {...props} />}
          >
            Edit
          </Button>
        }
      >
        {(data) => (
          <Tabs defaultValue="about" keepMounted={false}>
            <Tabs.List grow>
              <Tabs.Tab value="about">About</Tabs.Tab>
              <Tabs.Tab value="history">History</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="about" pt="md">
              <About data={data} />
            </Tabs.Panel>
            <Tabs.Panel value="history" pt="md">
              <History id={id} />
            </Tabs.Panel>
          </Tabs>
        )}
      </KeptView>
    </Stack>
  );
}

function About({ data }: { data: CustomerDetail }) {
  const fields: [string, string][] = [
    ['Name', data.customerName],
    ['Phone', formatPhone(data.customerPhone)],
    ['Email', data.email],
    ['Birthday', data.dob ?? ''],
    ['Address', data.address],
    ['City', data.city],
    ['State', data.state],
    ['Zip', data.zip],
    ['Customer since', data.createdDate],
    ['Last visit', data.lastTimeVisit ?? 'Never'],
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={3} spacing="xs">
        <FigureTile label="Visits" value={String(data.numVisit)} />
        <FigureTile label="Spent" value={formatMoney(data.amountSpend)} />
        <FigureTile label="Points" value={String(data.point)} />
        <FigureTile label="Appointment" value={String(data.totalAppointment)} />
        <FigureTile label="Walk-In" value={String(data.totalWalkIn)} />
      </SimpleGrid>
      <Table variant="vertical" layout="fixed" data-testid="customer-about">
        <Table.Tbody>
          {fields.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={130} ta="left" fw={500} c="dimmed">
                {label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function History({ id }: { id: number }) {
  const { salon } = useManager();
  const read = useKept(customerHistory, { shopId: salon.id, id });
  return (
    <KeptView read={read} what="customer's history" empty={{ when: (d) => d.total === 0, text: NO_HISTORY }}>
      {(data) => (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.transactions.map((t) => (
            <li key={t.billId}>
              <TransactionCard t={t} />
            </li>
          ))}
        </Stack>
      )}
    </KeptView>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right">
        {value}
      </Text>
    </Group>
  );
}

function TransactionCard({ t }: { t: CustomerTransaction }) {
  return (
    <Card withBorder padding="sm" data-testid="transaction">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={700}>#{t.ticketNumber}</Text>
            {t.voided && (
              <Badge color="red.9" variant="filled" size="sm">
                Voided
              </Badge>
            )}
          </Group>
          <Text fw={700} td={t.voided ? 'line-through' : undefined}>
            {formatMoney(t.total)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {clockText(t.createdDate)}
        </Text>
        {t.stars !== null && <Stars value={t.stars} />}
        <Row label="Staff" value={t.staffNames.join(', ') || '—'} />
        <Row label="Services" value={t.serviceNames.join(', ') || '—'} />
        <Row label="Supply" value={formatMoney(t.supply)} />
        <Row label="Tip" value={formatMoney(t.tip)} />
        <Row label="Discount" value={formatMoney(t.discount)} />
        <Row label="Taxes" value={formatMoney(t.taxes)} />
        {t.refunded > 0 && <Row label="Refunded" value={formatMoney(t.refunded)} />}
        {t.payments.map((p, i) => (
          <Row
            // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's payments have no id of their own and keep their order.
            key={i}
            label={`Paid ${paymentMethodLabel(p.paymentType)}${p.last4Digit ? ` •••• ${p.last4Digit}` : ''}`}
            value={formatMoney(p.amount)}
          />
        ))}
      </Stack>
    </Card>
  );
}
