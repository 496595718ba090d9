import { Badge, NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { isCurrentScreen, type NavItem } from './nav-items';

export function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { pathname } = useLocation();
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
  const active = isCurrentScreen(item, pathname);
  return (
    <Link to={item.path} onClick={onNavigate} aria-current={active ? 'page' : undefined} style={{ textDecoration: 'none', color: 'inherit' }}>
      <NavLink component="div" label={item.label} active={active} />
    </Link>
  );
}
