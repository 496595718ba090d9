import type { ReactNode } from 'react';
import { Anchor, Box, Breadcrumbs, Button, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { Link, NavLink as RouterNavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { adminHome, adminPages, type AdminPageEntry } from './admin-pages';

const groups = [...new Set(adminPages.map((p) => p.group))];

/**
 * The admin area's own frame inside the app shell: its sidebar (a column from `md` up, a row of
 * links that scrolls sideways on a phone) and breadcrumbs 'Admin Panel › {page}'.
 */
export function AdminLayout({ current, children }: { current: AdminPageEntry | null; children: ReactNode }) {
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <Box component="nav" aria-label="Admin navigation" w={210} visibleFrom="md" style={{ flexShrink: 0 }}>
        <AdminSidebar />
      </Box>
      <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
        <Box component="nav" aria-label="Admin sections" hiddenFrom="md">
          <AdminLinkRow current={current} />
        </Box>
        <AdminBreadcrumbs current={current} />
        {children}
      </Stack>
    </Group>
  );
}

function AdminSidebar() {
  return (
    <Stack gap={2}>
      <SidebarLink to={paths.admin} label="Overview" end />
      {groups.map((group) => (
        <Stack key={group} gap={2} mt="sm">
          <Text size="xs" c="dimmed" fw={700} tt="uppercase" px="sm">
            {group}
          </Text>
          {adminPages
            .filter((p) => p.group === group)
            .map((p) => (
              <SidebarLink key={p.page} to={paths.adminPage(p.page)} label={p.label} />
            ))}
        </Stack>
      ))}
    </Stack>
  );
}

function SidebarLink({ to, label, end = false }: { to: string; label: string; end?: boolean }) {
  return (
    <RouterNavLink to={to} end={end} style={{ textDecoration: 'none', color: 'inherit' }}>
      {({ isActive }) => <NavLink component="div" label={label} active={isActive} />}
    </RouterNavLink>
  );
}

function AdminLinkRow({ current }: { current: AdminPageEntry | null }) {
  const entries: { to: string; label: string; active: boolean }[] = [
    { to: paths.admin, label: 'Overview', active: current === null },
    ...adminPages.map((p) => ({ to: paths.adminPage(p.page), label: p.label, active: current?.page === p.page })),
  ];
  return (
    <ScrollArea type="never">
      <Group gap={4} wrap="nowrap">
        {entries.map((e) => (
          <Button
            key={e.to}
            component={Link}
            to={e.to}
            size="compact-sm"
            variant={e.active ? 'light' : 'subtle'}
            color={e.active ? undefined : 'gray'}
            aria-current={e.active ? 'page' : undefined}
            style={{ flexShrink: 0 }}
          >
            {e.label}
          </Button>
        ))}
      </Group>
    </ScrollArea>
  );
}

function AdminBreadcrumbs({ current }: { current: AdminPageEntry | null }) {
  return (
    <Box component="nav" aria-label="Breadcrumbs">
      <Breadcrumbs separator="›">
      {current ? (
        <Anchor component={Link} to={paths.admin} size="sm">
          {adminHome.label}
        </Anchor>
      ) : (
        <Text size="sm" aria-current="page">
          {adminHome.label}
        </Text>
      )}
      {current && (
        <Text size="sm" aria-current="page">
          {current.label}
        </Text>
      )}
      </Breadcrumbs>
    </Box>
  );
}
