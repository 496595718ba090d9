/** First path segments of the league views that take the league as their last segment. */
export const LEAGUE_SCOPED_SECTIONS = [
  'top-players',
  'rosters',
  'league-matchups',
  'league-standings',
  'league-transactions',
  'league-scoring',
] as const;

/**
 * Where choosing a league in the header leads (spec 01 §2): a league view opens the same view for
 * the new league (`/league-standings/1` → `/league-standings/2`), anything under /leagues opens
 * the league's lineup, other pages stay put (null).
 */
export function leaguePickerTarget(pathname: string, leagueId: string): string | null {
  const id = encodeURIComponent(leagueId);
  const section = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  if ((LEAGUE_SCOPED_SECTIONS as readonly string[]).includes(section)) return `/${section}/${id}`;
  if (section === 'leagues') return `/leagues/${id}/lineup`;
  return null;
}
