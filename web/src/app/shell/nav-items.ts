import { matchPath } from 'react-router-dom';
import { screens, type Screen } from '@/config/screens';

export type NavItem = Screen;

/** Sidebar entries of spec 01 §2, in order; readiness comes from the screens table. */
export const mainNavItems: readonly NavItem[] = [
  screens.dashboard,
  screens.setLineup,
  screens.lineupCheck,
  screens.liveScoring,
  screens.sunday,
  screens.liveFeed,
  screens.leagueMatchups,
  screens.leagueStandings,
  screens.playoffOdds,
  screens.leagueTransactions,
  screens.rosters,
  screens.topPlayers,
];

export const adminNavItem: NavItem = screens.admin;
export const settingsNavItem: NavItem = screens.settings;

/** The current screen: its `activeOn` patterns where it names them, else anything under its path. */
export function isCurrentScreen(item: NavItem, pathname: string): boolean {
  if (item.activeOn) return item.activeOn.some((pattern) => matchPath(pattern, pathname) !== null);
  return matchPath({ path: item.path, end: false }, pathname) !== null;
}
