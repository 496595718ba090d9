import type { StandingRow } from '@contracts/league-standings.ts';

/** Spec 02 §3: a row without a division belongs to the whole league. */
export const DEFAULT_DIVISION = 'League';

export interface Record3 {
  wins: number;
  losses: number;
  ties: number;
}

export interface StandingLine extends Record3 {
  row: StandingRow;
  /** Winning percentage, 0…1. */
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

/** 'W-L-T' (or 'W-L') → wins, losses, ties; the row's own counts when the text is not a record. */
export function recordOf(row: Pick<StandingRow, 'win_loss_tie_record' | 'wins' | 'losses' | 'ties'>): Record3 {
  const m = /^\s*(\d+)-(\d+)(?:-(\d+))?\s*$/.exec(row.win_loss_tie_record);
  if (m) return { wins: Number(m[1]), losses: Number(m[2]), ties: Number(m[3] ?? 0) };
  return { wins: row.wins ?? 0, losses: row.losses ?? 0, ties: row.ties ?? 0 };
}

/** Spec 01 §9: (wins + ties / 2) / games; 0 before any game. */
export function winningPercentage({ wins, losses, ties }: Record3): number {
  const games = wins + losses + ties;
  return games === 0 ? 0 : (wins + ties / 2) / games;
}

/** Spec 02 §2: (leader wins − team wins + team losses − leader losses) / 2. */
export function gamesBehind(leader: Record3, team: Record3): number {
  return (leader.wins - team.wins + team.losses - leader.losses) / 2;
}

/** Within a division: winning percentage descending, then points for descending (spec 02 §2). */
export function compareLines(a: Pick<StandingLine, 'pct' | 'row'>, b: Pick<StandingLine, 'pct' | 'row'>): number {
  if (Math.abs(b.pct - a.pct) > 1e-12) return b.pct - a.pct;
  return b.row.points_for - a.row.points_for;
}

/**
 * The table of spec 02 §2: divisions in the order the server lists them ('League' when none), each
 * sorted by `compareLines`, with games back against its leader and the user's row marked.
 */
export function divisionStandings(rows: readonly StandingRow[], ownFranchiseId: string | null | undefined): DivisionStandings[] {
  const divisions = new Map<string, { name: string; lines: Omit<StandingLine, 'gamesBack'>[] }>();
  for (const row of rows) {
    const name = row.division_name?.trim() || DEFAULT_DIVISION;
    const key = row.division_id ?? name;
    const record = recordOf(row);
    const pct = row.winning_percentage ?? winningPercentage(record);
    const division = divisions.get(key) ?? { name, lines: [] };
    division.lines.push({ row, ...record, pct, own: !!ownFranchiseId && row.franchise_id === ownFranchiseId });
    divisions.set(key, division);
  }
  return [...divisions.values()].map(({ name, lines }) => {
    const sorted = [...lines].sort(compareLines);
    const leader = sorted[0];
    return { name, lines: sorted.map((line) => ({ ...line, gamesBack: line === leader ? null : gamesBehind(leader, line) })) };
  });
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
