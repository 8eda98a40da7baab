import { Anchor, Avatar, Card, Group, Rating, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AdminLayout } from '../../../app/layouts/admin-layout.tsx';
import { readSession } from '../../../lib/session.ts';

/** The staff home `/`: a greeting with name, avatar and rating. The day's tabs sit below it. */
export function StaffHomeScreen() {
  const session = readSession();
  const info = session?.staffInfo;
  const name = [info?.firstName, info?.lastName].filter(Boolean).join(' ');
  return (
    <AdminLayout title="Home">
      <Stack gap="md">
        <Card withBorder padding="md" radius="lg">
          <Group wrap="nowrap" gap="md">
            <Avatar src={info?.urlImage ?? undefined} alt={name} size={64} radius="xl" color="pink">
              {name.charAt(0)}
            </Avatar>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text size="sm" c="dimmed">
                Hello,
              </Text>
              <Title order={3} lineClamp={1} data-testid="staff-name">
                {name}
              </Title>
              <Group gap="xs">
                <Rating value={info?.star ?? 0} fractions={10} readOnly size="sm" />
                <Text size="xs" c="dimmed">
                  {(info?.star ?? 0).toFixed(1)}
                </Text>
              </Group>
              <Anchor component={Link} to="/staff-information" size="sm">
                My account
              </Anchor>
            </Stack>
          </Group>
        </Card>
      </Stack>
    </AdminLayout>
  );
}
