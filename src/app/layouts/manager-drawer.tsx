import { Drawer, NavLink } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../ui/use-page-title.ts';
import { MANAGER_SCREENS } from '../manager-screens.ts';
import { managerMenu } from './manager-menu.ts';

const MENU = managerMenu(MANAGER_SCREENS);

/** The manager menu: every manager entry of the spec, then Logout. */
export function ManagerDrawer({ onClose, onLogout }: { onClose: () => void; onLogout: () => void }) {
  const { pathname } = useLocation();
  return (
    <Drawer opened onClose={onClose} title={PRODUCT_NAME} size={280} padding="sm">
      <nav aria-label="Manager menu">
        {MENU.map((item) =>
          'to' in item ? (
            <NavLink
              key={item.label}
              component={Link}
              to={item.to}
              label={item.label}
              active={pathname === item.to}
              onClick={onClose}
            />
          ) : (
            <NavLink key={item.label} label={item.label} description="Coming soon" disabled aria-disabled />
          ),
        )}
        <NavLink component="button" label="Logout" c="red.9" onClick={onLogout} />
      </nav>
    </Drawer>
  );
}
