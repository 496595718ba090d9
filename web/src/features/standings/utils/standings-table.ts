import type { StandingRow } from '@contracts/league-standings.ts';
import { DEFAULT_DIVISION_NAME } from '@contracts/standings-rules.ts';

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
  lines: StandingLine[];
}

/**
 * The table of spec 02 §2. The server answers the rows grouped by division, each division sorted
 * (PCT, then PF) with games back against its leader (contracts/standings-rules): the screen keeps
 * that order and those figures, splits the divisions ('League' when none) and marks the user's row.
 */
export function divisionStandings(rows: readonly StandingRow[], ownFranchiseId: string | null | undefined): DivisionStandings[] {
  const divisions = new Map<string, DivisionStandings>();
  for (const row of rows) {
    const name = row.division_name?.trim() || DEFAULT_DIVISION_NAME;
    const key = row.division_id ?? name;
    const division = divisions.get(key) ?? { name, lines: [] };
    division.lines.push({ row, pct: row.winning_percentage, gamesBack: row.games_back, own: !!ownFranchiseId && row.franchise_id === ownFranchiseId });
    divisions.set(key, division);
  }
  return [...divisions.values()];
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
