import type { ReactNode } from 'react';
import { type AdminPage } from '@/config/paths';
import { AdminHome } from './admin-home';
import { AdminPendingPage } from './admin-pending-page';
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
    element: <AdminPendingPage title="Data Sync">Syncs of league and player data appear here as they are built.</AdminPendingPage>,
  },
  {
    page: 'settings',
    label: 'System Settings',
    group: 'Operations',
    element: <AdminPendingPage title="System Settings">Polling, caching and schedule settings appear here as they are built.</AdminPendingPage>,
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
