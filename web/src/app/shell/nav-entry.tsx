import { Badge, NavLink } from '@mantine/core';
import { NavLink as RouterNavLink } from 'react-router-dom';
import type { NavItem } from './nav-items';

export function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  if (!item.available) {
    return (
      <NavLink
        component="div"
        label={item.label}
        disabled
        aria-disabled="true"
        title="Coming soon"
        rightSection={
          <Badge size="xs" variant="light" color="gray">
            Soon
          </Badge>
        }
      />
    );
  }
  return (
    <RouterNavLink to={item.path} onClick={onNavigate} style={{ textDecoration: 'none', color: 'inherit' }}>
      {({ isActive }) => <NavLink component="div" label={item.label} active={isActive} />}
    </RouterNavLink>
  );
}
