import { Anchor, Avatar, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { forgetKeptScreen } from '../../../lib/kept-screen-key.ts';
import { readSession } from '../../../lib/session.ts';
import { readText, writeText } from '../../../lib/storage.ts';
import { Stars } from '../../../ui/stars.tsx';

export const STAFF_HOME_TABS = ['appointment', 'commission'] as const;
export type StaffHomeTab = (typeof STAFF_HOME_TABS)[number];
const TAB_KEY = 'staffHomeTab';

/** Spec: the active tab can be restored from a stored value. */
export function storedTab(value: string | undefined): StaffHomeTab {
  return (STAFF_HOME_TABS as readonly string[]).includes(value ?? '')
    ? (value as StaffHomeTab)
    : 'appointment';
}

/** The staff home `/`: greeting, then the Appointment and Commission tabs. */
export function StaffHomeScreen({
  appointmentTab,
  commissionTab,
}: {
  appointmentTab: ReactNode;
  commissionTab: ReactNode;
}) {
  const [tab, setTab] = useState<StaffHomeTab>(() => storedTab(readText(TAB_KEY)));
  return (
    <Stack gap="sm">
      <Greeting />
      <Tabs
        value={tab}
        onChange={(v) => {
          const next = storedTab(v ?? undefined);
          setTab(next);
          writeText(TAB_KEY, next);
          // The kept start screen (src/lib/kept-screen.ts) shows the Appointment tab.
          if (next !== 'appointment') forgetKeptScreen();
        }}
        keepMounted={false}
      >
        <Tabs.List grow>
          <Tabs.Tab value="appointment">Appointment</Tabs.Tab>
          <Tabs.Tab value="commission">Commission</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="appointment" pt="sm">
          {appointmentTab}
        </Tabs.Panel>
        <Tabs.Panel value="commission" pt="sm">
          {commissionTab}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function Greeting() {
  const info = readSession()?.staffInfo;
  const name = [info?.firstName, info?.lastName].filter(Boolean).join(' ');
  return (
    <Card withBorder padding="sm" radius="lg">
      <Group wrap="nowrap" gap="md">
        <Avatar src={info?.urlImage ?? undefined} alt={name} size={52} radius="xl" color="pink">
          {name.charAt(0)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Title order={2} size="h4" lineClamp={1} data-testid="staff-name">
            {name}
          </Title>
          <Group gap="xs">
            <Stars value={info?.star ?? 0} />
            <Text size="xs" c="dimmed">
              {(info?.star ?? 0).toFixed(1)}
            </Text>
          </Group>
        </Stack>
        <Anchor component={Link} to="/staff-information" size="sm">
          My account
        </Anchor>
      </Group>
    </Card>
  );
}
