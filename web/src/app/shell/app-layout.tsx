import { AppShell, Box, Burger, Divider, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet } from 'react-router-dom';
import { ColorSchemeToggle } from '@/components/color-scheme-toggle';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { OfflineBanner } from '@/pwa/offline-banner';
import { useSignOut } from '../use-sign-out';
import { LeaguePicker } from './league-picker';
import { NavEntry } from './nav-entry';
import { adminNavItem, mainNavItems, settingsNavItem } from './nav-items';
import { YourLeagues } from './your-leagues';

function currentYear(): number {
  return new Date().getFullYear();
}

/**
 * The signed-in frame: header (league picker, theme switch), sidebar (spec 01 §2 entries), footer.
 * From 360 px up: below `sm` the sidebar is behind the burger, the header shows the short name and
 * gives the league picker the room that is left, and the footer sits in the page's flow (a fixed
 * footer covered the bottom of the content on a phone).
 */
export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure();
  const { user, isAdmin } = useAuth();
  const handleSignOut = useSignOut();

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="xs" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <Text
              component={Link}
              to={paths.dashboard}
              aria-label="MFL Companion"
              fw={700}
              size="xl"
              c="inherit"
              td="none"
              style={{ whiteSpace: 'nowrap' }}
              data-testid="app-title"
            >
              <Box component="span" hiddenFrom="sm">
                MFL
              </Box>
              <Box component="span" visibleFrom="sm">
                MFL Companion
              </Box>
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap" justify="flex-end" style={{ flex: 1, minWidth: 0 }}>
            <LeaguePicker />
            {user?.email && (
              <Text size="sm" c="dimmed" visibleFrom="md" data-testid="header-email">
                {user.email}
              </Text>
            )}
            <ColorSchemeToggle />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label="Main navigation">
        {/* The browser's own scrolling: Mantine's ScrollArea measured itself on every page load. */}
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          <Stack gap={2}>
            {mainNavItems.map((item) => (
              <NavEntry key={item.label} item={item} onNavigate={close} />
            ))}
            {isAdmin && <NavEntry item={adminNavItem} onNavigate={close} />}
          </Stack>
          <Divider my="sm" />
          <YourLeagues onNavigate={close} />
        </AppShell.Section>
        <AppShell.Section>
          <Divider my="sm" />
          <NavEntry item={settingsNavItem} onNavigate={close} />
          <NavLink component="button" label="Sign out" c="red" onClick={handleSignOut} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
        <Box style={{ flex: 1 }}>
          <OfflineBanner />
          <Outlet />
        </Box>
        <Box component="footer" pt="xl" pb="xs" ta="center">
          <Text size="xs" c="dimmed">
            © {currentYear()} MFL Companion
          </Text>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
