import { ActionIcon, Box, Burger, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { LogoutGuard } from '../../features/auth/components/logout-guard.tsx';
import { OfflineBanner } from '../../features/sync/components/offline-banner.tsx';
import { SyncBadge } from '../../features/sync/components/sync-badge.tsx';
import { readSession } from '../../lib/session.ts';
import { PopoverMenu } from '../../ui/popover-menu.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import classes from './admin-layout.module.css';

const ManagerDrawer = lazy(() => import('./manager-drawer.tsx').then((m) => ({ default: m.ManagerDrawer })));

export interface AdminLayoutProps {
  title: string;
  /** A back header instead of the menu header. */
  back?: boolean;
  loading?: boolean;
  children: ReactNode;
}

/**
 * The signed-in frame: the manager menu header (or a back header, or the staff header with an account
 * menu), the offline banner, a loading overlay and the page.
 */
export function AdminLayout({ title, back = false, loading = false, children }: AdminLayoutProps) {
  usePageTitle(title);
  return (
    <div className={classes.shell}>
      <header className={classes.header}>
        {back ? <BackHeader title={title} /> : <MenuHeader title={title} />}
      </header>
      <div className={classes.banner}>
        <OfflineBanner />
      </div>
      <Box component="main" className={classes.main} p="md">
        {loading && (
          <Center className={classes.loading} aria-busy="true">
            <Loader />
          </Center>
        )}
        {children}
      </Box>
    </div>
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

function TitleBlock({ title, salon }: { title: string; salon: string | undefined }) {
  return (
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
  );
}

function MenuHeader({ title }: { title: string }) {
  const session = readSession();
  const [opened, setOpened] = useState(false);
  const salon = session?.salonInfo?.companyName;
  if (!session?.isManager) {
    return (
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <TitleBlock title={title} salon={salon} />
        <Group gap={4} wrap="nowrap">
          <SyncBadge />
          <LogoutGuard>
            {(logout) => (
              <PopoverMenu
                placement="below-end"
                items={[{ label: 'Logout', onClick: logout }]}
                trigger={(trigger) => (
                  <ActionIcon {...trigger} variant="subtle" size="lg" aria-label="Account menu">
                    <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
                      <circle cx="12" cy="5" r="2" />
                      <circle cx="12" cy="12" r="2" />
                      <circle cx="12" cy="19" r="2" />
                    </svg>
                  </ActionIcon>
                )}
              />
            )}
          </LogoutGuard>
        </Group>
      </Group>
    );
  }
  return (
    <>
      <Group h="100%" px="md" gap="sm" wrap="nowrap">
        <Burger opened={opened} onClick={() => setOpened(true)} size="sm" aria-label="Open menu" />
        <TitleBlock title={title} salon={salon} />
        <SyncBadge />
      </Group>
      {opened && (
        <Suspense fallback={null}>
          <ManagerDrawer onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
