import { LEAGUE_VIEW_SECTIONS, paths, type LeagueViewSection } from '@/config/paths';

function isLeagueViewSection(section: string): section is LeagueViewSection {
  return (LEAGUE_VIEW_SECTIONS as readonly string[]).includes(section);
}

/**
 * Where choosing a league in the header leads (spec 01 §2): a league view opens the same view for
 * the new league (`/league-standings/1` → `/league-standings/2`), Playoff Odds the new league's
 * odds, anything else under /leagues opens the league's lineup, other pages stay put (null).
 */
export function leaguePickerTarget(pathname: string, leagueId: string): string | null {
  const section = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  if (isLeagueViewSection(section)) return paths.leagueView(section, leagueId);
  if (pathname === paths.playoffOdds || /^\/leagues\/[^/]+\/playoff-odds\/?$/.test(pathname)) return paths.leaguePlayoffOdds(leagueId);
  if (`/${section}` === paths.leagues) return paths.leagueLineup(leagueId);
  return null;
}
