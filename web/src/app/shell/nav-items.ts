import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  /** Target once the screen exists; entries without `ready` are shown disabled ("Coming soon"). */
  to: string;
  ready: boolean;
}

/** Sidebar entries of spec 01 §2, in order. Flip `ready` as each screen lands. */
export const mainNavItems: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard, ready: true },
  { label: 'Set Lineup', to: paths.leagues, ready: false },
  { label: 'Live Scoring', to: '/live-scoring', ready: false },
  { label: 'Live Game Feed', to: '/live-feed', ready: false },
  { label: 'League Matchups', to: '/league-matchups', ready: false },
  { label: 'League Standings', to: '/league-standings', ready: false },
  { label: 'League Transactions', to: '/league-transactions', ready: false },
  { label: 'Rosters', to: '/rosters', ready: false },
  { label: 'Top Players', to: '/top-players', ready: false },
];

export const adminNavItem: NavItem = { label: 'Admin Panel', to: paths.admin, ready: true };
export const settingsNavItem: NavItem = { label: 'Settings', to: paths.settings, ready: true };
