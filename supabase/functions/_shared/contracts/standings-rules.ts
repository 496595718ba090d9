// The standings rules of spec 01 §9 and spec 02 §2, in one place for both tiers: the functions
// order and annotate the rows they answer, the SPA reads the order and figures as sent and sums
// records for the dashboard with the same percentage. MFL's own percentage column is not always
// present (h2hpct only with ALL=1), so the product computes it the same way everywhere.

/** Spec 02 §3: a row without a division belongs to the whole league. */
export const DEFAULT_DIVISION_NAME = "League";

/** Wins, losses and ties of one team, or of several summed. */
export interface WinLossTie {
  wins: number;
  losses: number;
  ties: number;
}

export const NO_GAMES: WinLossTie = { wins: 0, losses: 0, ties: 0 };

/** 'W-L-T' text → counts; a missing tie part counts 0; null when the text is not a record. */
export function parseRecord(record: string | null | undefined): WinLossTie | null {
  const m = /^\s*(\d+)-(\d+)(?:-(\d+))?\s*$/.exec(record ?? "");
  return m ? { wins: Number(m[1]), losses: Number(m[2]), ties: Number(m[3] ?? 0) } : null;
}

/** Spec 01 §9: (wins + 0.5 × ties) / games, 0…1; 0 before any game. */
export function winPercentage({ wins, losses, ties }: WinLossTie): number {
  const games = wins + losses + ties;
  return games === 0 ? 0 : (wins + ties / 2) / games;
}

export interface Rankable extends WinLossTie {
  points_for: number;
}

/** Within a division: winning percentage descending, then points for descending (spec 02 §2). */
export function compareStanding(a: Rankable, b: Rankable): number {
  const byPct = winPercentage(b) - winPercentage(a);
  if (Math.abs(byPct) > 1e-12) return byPct;
  return b.points_for - a.points_for;
}

/**
 * Games behind the division leader: (leader wins − team wins + team losses − leader losses) / 2.
 * null for the leader itself (the screen shows a dash).
 */
export function gamesBack(leader: Rankable, team: Rankable): number | null {
  if (leader === team) return null;
  return (leader.wins - team.wins + team.losses - leader.losses) / 2;
}

export interface DivisionGroup<T> {
  divisionId: string | null;
  divisionName: string;
  rows: (T & { division_rank: number; games_back: number | null })[];
}

/**
 * Groups rows by division (divisions in id order, DEFAULT_DIVISION_NAME when the league has none), sorts each
 * division by `compareStanding` and adds the rank within the division and games back.
 */
export function groupByDivision<T extends Rankable & { division_id: string | null; division_name: string | null }>(
  rows: readonly T[],
): DivisionGroup<T>[] {
  const groups = new Map<string, { divisionId: string | null; divisionName: string; rows: T[] }>();
  for (const row of rows) {
    const key = row.division_id ?? "";
    const group = groups.get(key) ??
      { divisionId: row.division_id, divisionName: row.division_name || DEFAULT_DIVISION_NAME, rows: [] as T[] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true }))
    .map(([, g]) => {
      const sorted = [...g.rows].sort(compareStanding);
      const leader = sorted[0];
      return {
        divisionId: g.divisionId,
        divisionName: g.divisionName,
        rows: sorted.map((row, i) => ({ ...row, division_rank: i + 1, games_back: gamesBack(leader, row) })),
      };
    });
}
