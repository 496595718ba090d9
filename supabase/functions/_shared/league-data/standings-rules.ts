import { DEFAULT_DIVISION_NAME, winningPercentage } from "../mfl/standings.ts";

// The numbers of the standings screen (spec 01 §9, spec 02 §2). MFL's own percentage column is not
// always present (h2hpct only with ALL=1), so the product computes it the same way everywhere.

/** 'W-L-T' → [w, l, t]; a missing tie part counts 0; null when it is not a record. */
export function parseRecord(record: string | null | undefined): [number, number, number] | null {
  const m = /^\s*(\d+)-(\d+)(?:-(\d+))?\s*$/.exec(record ?? "");
  return m ? [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)] : null;
}

export interface Rankable {
  wins: number;
  losses: number;
  ties: number;
  points_for: number;
}

/** Within a division: winning percentage descending, then points for descending (spec 02 §2). */
export function compareStanding(a: Rankable, b: Rankable): number {
  const byPct = winningPercentage(b.wins, b.losses, b.ties) - winningPercentage(a.wins, a.losses, a.ties);
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
