import { paths, type LeagueViewSection } from '@/config/paths';
import { screens, type Screen } from '@/config/screens';
import type { ScreenLink } from '@/components/screen-link-button';

/**
 * Targets of the dashboard's links into the league views (spec 01 §2, spec 02 §2). Until a screen
 * is `available` (config/screens), its links are shown but visibly unavailable ('Soon'), as the
 * shell's sidebar does, instead of sending the user to a redirect.
 */

function leagueView(section: LeagueViewSection, screen: Screen, leagueId: string | null | undefined): ScreenLink {
  return { to: paths.leagueView(section, leagueId), available: screen.available };
}

export const leagueLinks = {
  standings: (leagueId?: string | null) => leagueView('league-standings', screens.leagueStandings, leagueId),
  transactions: (leagueId?: string | null) => leagueView('league-transactions', screens.leagueTransactions, leagueId),
  matchups: (leagueId?: string | null) => leagueView('league-matchups', screens.leagueMatchups, leagueId),
  liveScoring: (): ScreenLink => ({ to: screens.liveScoring.path, available: screens.liveScoring.available }),
};
