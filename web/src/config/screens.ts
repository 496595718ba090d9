import { paths, routePatterns } from './paths';

export interface Screen {
  label: string;
  /** The screen's route; league views without a league. */
  path: string;
  /** Shipped: links lead there. Until then they are shown disabled and marked 'Soon'. */
  available: boolean;
  /**
   * The route patterns on which it is the current screen, where its path's prefix would say wrong
   * (Set Lineup's /leagues is also the start of /leagues/{id}/playoff-odds).
   */
  activeOn?: readonly string[];
}

/**
 * The one table of the app's screens and whether each has shipped. The sidebar, the league picker's
 * targets and the dashboard's links all read it: flip `available` here as a screen lands.
 */
export const screens = {
  dashboard: { label: 'Dashboard', path: paths.dashboard, available: true },
  setLineup: { label: 'Set Lineup', path: paths.leagues, available: true, activeOn: [paths.leagues, routePatterns.leagueLineup] },
  lineupCheck: { label: 'Lineup Check', path: paths.lineupCheck, available: true },
  liveScoring: { label: 'Live Scoring', path: paths.liveScoring, available: true },
  liveFeed: { label: 'Live Game Feed', path: paths.liveFeed, available: true },
  sunday: { label: 'Sunday', path: paths.sunday, available: true },
  leagueMatchups: { label: 'League Matchups', path: paths.leagueView('league-matchups'), available: true },
  leagueStandings: { label: 'League Standings', path: paths.leagueView('league-standings'), available: true },
  playoffOdds: { label: 'Playoff Odds', path: paths.playoffOdds, available: true, activeOn: [paths.playoffOdds, routePatterns.leaguePlayoffOdds] },
  leagueTransactions: { label: 'League Transactions', path: paths.leagueView('league-transactions'), available: true },
  leagueScoring: { label: 'League Scoring', path: paths.leagueView('league-scoring'), available: true },
  rosters: { label: 'Rosters', path: paths.leagueView('rosters'), available: true },
  topPlayers: { label: 'Top Players', path: paths.leagueView('top-players'), available: true },
  admin: { label: 'Admin Panel', path: paths.admin, available: true },
  settings: { label: 'Settings', path: paths.settings, available: true },
} as const satisfies Record<string, Screen>;
