import type { ReactNode } from 'react';
import { type AdminPage } from '@/config/paths';
import { SystemSettingsScreen } from '@/features/admin-settings/components/system-settings-screen';
import { SyncScreen } from '@/features/admin-sync/components/sync-screen';
import { AdminHome } from './admin-home';
import { AuditScreen } from '@/features/player-identity/components/audit-screen';
import { IdentityScreen } from '@/features/player-identity/components/identity-screen';
import { MatchInboxScreen } from '@/features/player-identity/components/match-inbox-screen';
import { PlayersScreen } from '@/features/player-identity/components/players-screen';

export interface AdminPageEntry {
  /** The page's segment under /admin. */
  page: AdminPage;
  /** Sidebar entry and breadcrumb. */
  label: string;
  /** Sidebar group. */
  group: 'Operations' | 'Player identity';
  element: ReactNode;
}

/**
 * The admin area's pages (spec 02 §2), in sidebar order: the sidebar, the breadcrumbs and the
 * routes all read this table. A page that ships replaces its `element` here, one line each; until
 * then it shows its honest empty state.
 */
export const adminPages: readonly AdminPageEntry[] = [
  {
    page: 'sync',
    label: 'Data Sync',
    group: 'Operations',
    element: <SyncScreen />,
  },
  {
    page: 'settings',
    label: 'System Settings',
    group: 'Operations',
    element: <SystemSettingsScreen />,
  },
  {
    page: 'identity',
    label: 'Identity',
    group: 'Player identity',
    element: <IdentityScreen />,
  },
  {
    page: 'players',
    label: 'Players',
    group: 'Player identity',
    element: <PlayersScreen />,
  },
  {
    page: 'match-inbox',
    label: 'Match Inbox',
    group: 'Player identity',
    element: <MatchInboxScreen />,
  },
  {
    page: 'audit',
    label: 'Audit Log',
    group: 'Player identity',
    element: <AuditScreen />,
  },
];

/** The admin dashboard at /admin itself. */
export const adminHome = { label: 'Admin Panel', element: <AdminHome /> } as const;
