import { Anchor, Avatar, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { clockText, formatMoney, formatPhone } from '../../../lib/format.ts';
import { type StaffDailyRow, telHref } from '../model/staff-daily.ts';
import classes from './staff-daily-card.module.css';

/**
 * A staff member's day on the staff list (spec part 2 "Staff list with daily figures"): first name,
 * image (initials when there is none), phone to call, Clock in with the time, and the day's turn,
 * appointments, service sales, tip, sales and supply. The card opens their tickets of that day.
 */
export function StaffDailyCard({
  row,
  day,
  salesLabel,
}: {
  row: StaffDailyRow;
  day: string;
  salesLabel: string;
}) {
  const tel = telHref(row.phone);
  return (
    <Card withBorder padding="sm" className={classes.card} data-testid="staff-daily">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={row.urlImage} alt="" size={44} radius="xl" color="pink">
            {row.firstName.slice(0, 1).toUpperCase() || '?'}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Link
              to="/ticket-by-staff/$id"
              params={{ id: row.id }}
              search={{ day }}
              className={classes.open}
              style={{ color: 'inherit', textDecoration: 'none' }}
            >
              <Text fw={700} lineClamp={1} data-testid="staff-name">
                {row.firstName || 'Unknown'}
              </Text>
            </Link>
            {row.clockInTimeCheck ? (
              <Text size="sm" c="teal.9" fw={600} data-testid="clock-in">
                {`Clock in ${clockText(row.clockInTimeCheck)}`}
              </Text>
            ) : (
              <Text size="xs" c="dimmed" data-testid="clock-in">
                Not clocked in
              </Text>
            )}
          </Stack>
        </Group>
        {tel && (
          <Anchor href={tel} size="sm" className={classes.phone} style={{ whiteSpace: 'nowrap' }}>
            {formatPhone(row.phone)}
          </Anchor>
        )}
      </Group>
      <SimpleGrid cols={{ base: 3, sm: 6 }} spacing={6} verticalSpacing={6} mt="sm">
        <Figure label="Turn" value={String(row.turn)} />
        <Figure label="Appointments" value={String(row.totalAppointment)} />
        <Figure label="Service sales" value={formatMoney(row.totalSaleService)} />
        <Figure label="Tip" value={formatMoney(row.totalTip)} />
        <Figure label={salesLabel} value={formatMoney(row.totalSaleToday)} testId="staff-sales" />
        <Figure label="Supply" value={formatMoney(row.totalSupply)} />
      </SimpleGrid>
    </Card>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}
