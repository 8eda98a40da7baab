import { ActionIcon, Box, Burger, Group, Stack, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { LogoutGuard } from '../../features/auth/components/logout-guard.tsx';
import { OfflineBanner } from '../../features/sync/components/offline-banner.tsx';
import { SyncBadge } from '../../features/sync/components/sync-badge.tsx';
import { readSession } from '../../lib/session.ts';
import { BackIcon, MoreIcon } from '../../ui/icons.tsx';
import { PopoverMenu } from '../../ui/popover-menu.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import classes from './admin-layout.module.css';
import { parentPath } from './parent-path.ts';

const ManagerDrawer = lazy(() => import('./manager-drawer.tsx').then((m) => ({ default: m.ManagerDrawer })));

export interface AdminLayoutProps {
  title: string;
  /** A back header instead of the menu header. */
  back?: boolean;
  /** Where back leads with no screen of the app to go back to (the route's `parent`). */
  parent?: string | undefined;
  children: ReactNode;
}

/**
 * The signed-in frame, rendered by the signed-in layout route around every screen: the manager menu
 * header (or a back header, or the staff header with an account menu), the offline banner and the page.
 */
export function AdminLayout({ title, back = false, parent, children }: AdminLayoutProps) {
  usePageTitle(title);
  return (
    <div className={classes.shell}>
      <header className={classes.header}>
        {back ? <BackHeader title={title} parent={parent} /> : <MenuHeader title={title} />}
      </header>
      <div className={classes.banner}>
        <OfflineBanner />
      </div>
      <Box component="main" className={classes.main} p="md">
        {children}
      </Box>
    </div>
  );
}

function BackHeader({ title, parent }: { title: string; parent: string | undefined }) {
  const router = useRouter();
  const back = () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ href: parentPath(router.state.location.pathname, parent), replace: true });
  };
  return (
    <Group h="100%" px="sm" gap="xs" wrap="nowrap">
      <ActionIcon variant="subtle" size="lg" aria-label="Back" onClick={back}>
        <BackIcon />
      </ActionIcon>
      <Title order={1} size="h4" lineClamp={1} style={{ flex: 1 }}>
        {title}
      </Title>
      <SyncBadge />
    </Group>
  );
}

function TitleBlock({ title, salon }: { title: string; salon: string | undefined }) {
  return (
    <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
      <Title order={1} size="h4" lineClamp={1}>
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
                    <MoreIcon />
                  </ActionIcon>
                )}
              />
            )}
          </LogoutGuard>
        </Group>
      </Group>
    );
  }
  // The guard is the header's, not the drawer's: the drawer closes before the question opens, and the
  // question must outlive it (the same question as My account's Logout).
  return (
    <LogoutGuard>
      {(logout) => (
        <>
          <Group h="100%" px="md" gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={() => setOpened(true)} size="sm" aria-label="Open menu" />
            <TitleBlock title={title} salon={salon} />
            <SyncBadge />
          </Group>
          {opened && (
            <Suspense fallback={null}>
              <ManagerDrawer
                onClose={() => setOpened(false)}
                onLogout={() => {
                  setOpened(false);
                  logout();
                }}
              />
            </Suspense>
          )}
        </>
      )}
    </LogoutGuard>
  );
}
