import {
  ActionIcon,
  AppShell,
  Burger,
  Drawer,
  Group,
  LoadingOverlay,
  Menu,
  NavLink,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LogoutGuard } from '../../features/auth/components/logout-guard.tsx';
import { OfflineBanner } from '../../features/sync/components/offline-banner.tsx';
import { SyncBadge } from '../../features/sync/components/sync-badge.tsx';
import { readSession } from '../../lib/session.ts';
import { PRODUCT_NAME, usePageTitle } from '../../ui/use-page-title.ts';
import { MANAGER_MENU } from './manager-menu.ts';

export interface AdminLayoutProps {
  title: string;
  /** A back header instead of the menu header. */
  back?: boolean;
  loading?: boolean;
  children: ReactNode;
}

/** The signed-in frame: a menu header for managers (or a back header), a loading overlay and the page. */
export function AdminLayout({ title, back = false, loading = false, children }: AdminLayoutProps) {
  usePageTitle(title);
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>{back ? <BackHeader title={title} /> : <MenuHeader title={title} />}</AppShell.Header>
      <div style={{ position: 'sticky', top: 56, zIndex: 90 }}>
        <OfflineBanner />
      </div>
      <AppShell.Main pos="relative" maw={960} mx="auto">
        <LoadingOverlay visible={loading} zIndex={50} overlayProps={{ blur: 1 }} />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}

function BackHeader({ title }: { title: string }) {
  const router = useRouter();
  return (
    <Group h="100%" px="sm" gap="xs" wrap="nowrap">
      <ActionIcon variant="subtle" size="lg" aria-label="Back" onClick={() => router.history.back()}>
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden
        >
          <path d="M15 18l-6-6 6-6" />
        </svg>
      </ActionIcon>
      <Title order={4} lineClamp={1} style={{ flex: 1 }}>
        {title}
      </Title>
      <SyncBadge />
    </Group>
  );
}

function MenuHeader({ title }: { title: string }) {
  const session = readSession();
  const [opened, { open, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const salon = session?.salonInfo?.companyName;
  if (!session?.isManager) {
    return (
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Title order={4}>{title}</Title>
          {salon && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {salon}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <SyncBadge />
          <LogoutGuard>
            {(logout) => (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" size="lg" aria-label="Account menu">
                    <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
                      <circle cx="12" cy="5" r="2" />
                      <circle cx="12" cy="12" r="2" />
                      <circle cx="12" cy="19" r="2" />
                    </svg>
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={logout}>Logout</Menu.Item>
                </Menu.Dropdown>
              </Menu>
            )}
          </LogoutGuard>
        </Group>
      </Group>
    );
  }
  return (
    <>
      <Group h="100%" px="md" gap="sm" wrap="nowrap">
        <Burger opened={opened} onClick={open} size="sm" aria-label="Open menu" />
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Title order={4} lineClamp={1}>
            {title}
          </Title>
          {salon && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {salon}
            </Text>
          )}
        </Stack>
        <SyncBadge />
      </Group>
      <Drawer opened={opened} onClose={close} title={PRODUCT_NAME} size={280} padding="sm">
        <nav aria-label="Manager menu">
          {MANAGER_MENU.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              active={pathname === item.to}
              onClick={close}
            />
          ))}
          <LogoutGuard>
            {(logout) => (
              <NavLink
                component="button"
                label="Logout"
                c="red.7"
                onClick={() => {
                  close();
                  logout();
                }}
              />
            )}
          </LogoutGuard>
        </nav>
      </Drawer>
    </>
  );
}
