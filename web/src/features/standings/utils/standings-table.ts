import type { StandingRow, StandingsRules } from '@contracts/league-standings.ts';
import { DEFAULT_DIVISION_NAME, SPEC_STANDINGS_SORT, type StandingsSortKey, usesGamesBack } from '@contracts/standings-rules.ts';

export interface StandingLine {
  row: StandingRow;
  /** Winning percentage, 0…1, as the server computed it (contracts/standings-rules). */
  pct: number;
  /** Games behind the division leader; null for the leader (shown as a dash). */
  gamesBack: number | null;
  /** The user's own franchise. */
  own: boolean;
}

export interface DivisionStandings {
  name: string;
  /** The conference the division belongs to; null in a league without conferences. */
  conference: string | null;
  lines: StandingLine[];
}

/**
 * The table of spec 02 §2. The server answers the rows grouped by conference and division, each
 * division in the league's own order with games back against its leader where they apply
 * (contracts/standings-rules): the screen keeps that order and those figures, splits the divisions
 * ('League' when none) and marks the user's row.
 */
export function divisionStandings(rows: readonly StandingRow[], ownFranchiseId: string | null | undefined): DivisionStandings[] {
  const divisions = new Map<string, DivisionStandings>();
  for (const row of rows) {
    const name = row.division_name?.trim() || DEFAULT_DIVISION_NAME;
    const conference = row.conference_name?.trim() || null;
    const key = JSON.stringify([row.conference_id ?? conference, row.division_id ?? name]);
    const division = divisions.get(key) ?? { name, conference, lines: [] };
    division.lines.push({ row, pct: row.winning_percentage, gamesBack: row.games_back, own: !!ownFranchiseId && row.franchise_id === ownFranchiseId });
    divisions.set(key, division);
  }
  return [...divisions.values()];
}

/** Divisions under their conference, in order; one group with no name in a league without conferences. */
export function byConference(divisions: readonly DivisionStandings[]): { conference: string | null; divisions: DivisionStandings[] }[] {
  const groups: { conference: string | null; divisions: DivisionStandings[] }[] = [];
  for (const division of divisions) {
    const last = groups.at(-1);
    if (last && last.conference === division.conference) last.divisions.push(division);
    else groups.push({ conference: division.conference, divisions: [division] });
  }
  return groups;
}

export type StandingsColumn = 'team' | 'record' | 'pct' | 'gb' | 'vp' | 'streak' | 'div' | 'conf' | 'pf' | 'pa' | 'bbid' | 'playoff';

export const COLUMN_LABELS: Readonly<Record<StandingsColumn, { label: string; title?: string }>> = {
  team: { label: 'Team' },
  record: { label: 'W-L-T' },
  pct: { label: 'PCT' },
  gb: { label: 'GB', title: 'Games behind the division leader' },
  vp: { label: 'VP', title: 'Victory points' },
  streak: { label: 'Streak' },
  div: { label: 'DIV', title: 'Division record' },
  conf: { label: 'CONF', title: 'Conference record' },
  pf: { label: 'PF', title: 'Points for' },
  pa: { label: 'PA', title: 'Points against' },
  bbid: { label: 'BBID', title: 'Blind-bid balance' },
  playoff: { label: 'Playoff %', title: 'Chance of a playoff place (Playoff Odds)' },
};

/**
 * The columns a league uses (spec 02 §2's for a head-to-head league that says nothing): a
 * total-points league has no record, percentage, games back, streak, division record or points
 * against; games back only where winning percentage ranks first; victory points, conference
 * records and blind-bid balances only where the league has them.
 */
export function standingsColumns(rules: StandingsRules, rows: readonly StandingRow[]): StandingsColumn[] {
  const conferences = rows.some((row) => row.conference_record !== null);
  if (!rules.headToHead) {
    return ['team', 'pf', ...(rules.victoryPoints ? ['vp' as const] : []), ...(rules.blindBidding ? ['bbid' as const] : [])];
  }
  return [
    'team',
    'record',
    'pct',
    ...(usesGamesBack(rules.sortKeys) ? ['gb' as const] : []),
    ...(rules.victoryPoints ? ['vp' as const] : []),
    'streak',
    'div',
    ...(conferences ? ['conf' as const] : []),
    'pf',
    'pa',
    ...(rules.blindBidding ? ['bbid' as const] : []),
  ];
}

const SORT_WORDS: Readonly<Record<StandingsSortKey, string>> = {
  PCT: 'winning percentage',
  PTS: 'points for',
  VP: 'victory points',
  ALL_PLAY_PCT: 'all-play percentage',
  HOST: "MyFantasyLeague's tiebreakers",
};

/**
 * How the league ranks its teams, in words ('Ranked by victory points, then points for.'); null
 * for the spec's own order (winning percentage, then points for), which needs no saying.
 */
export function rankingText(sortKeys: readonly StandingsSortKey[]): string | null {
  if (sortKeys.length === SPEC_STANDINGS_SORT.length && sortKeys.every((key, i) => key === SPEC_STANDINGS_SORT[i])) return null;
  const [first, ...rest] = sortKeys.map((key) => SORT_WORDS[key]);
  if (!first) return null;
  return `Ranked by ${first}${rest.map((words) => `, then ${words}`).join('')}.`;
}

/** PCT with 3 decimals, as standings print it: 0.8181 → '.818', 1 → '1.000'. */
export function formatPct(pct: number): string {
  return pct.toFixed(3).replace(/^0(?=\.)/, '');
}

/** GB: a dash for the leader, else halves as needed: 0 → '0', 1.5 → '1.5'. */
export function formatGamesBack(gamesBack: number | null): string {
  return gamesBack === null ? '—' : String(gamesBack);
}

/** Spec 02 §2's four PCT bands: at least .7, at least .5, at least .3, below. */
export function pctColor(pct: number): 'green' | 'blue' | 'orange' | 'red' {
  if (pct >= 0.7) return 'green';
  if (pct >= 0.5) return 'blue';
  if (pct >= 0.3) return 'orange';
  return 'red';
}

/** Spec 02 §2: a streak starting with W is green, with L red, anything else grey. */
export function streakColor(streak: string | null | undefined): 'green' | 'red' | 'gray' {
  const first = streak?.trim().charAt(0).toUpperCase();
  if (first === 'W') return 'green';
  if (first === 'L') return 'red';
  return 'gray';
}
