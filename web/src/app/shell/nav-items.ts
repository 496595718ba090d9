import { screens, type Screen } from '@/config/screens';

export type NavItem = Screen;

/** Sidebar entries of spec 01 §2, in order; readiness comes from the screens table. */
export const mainNavItems: readonly NavItem[] = [
  screens.dashboard,
  screens.setLineup,
  screens.lineupCheck,
  screens.liveScoring,
  screens.liveFeed,
  screens.leagueMatchups,
  screens.leagueStandings,
  screens.leagueTransactions,
  screens.rosters,
  screens.topPlayers,
];

export const adminNavItem: NavItem = screens.admin;
export const settingsNavItem: NavItem = screens.settings;
