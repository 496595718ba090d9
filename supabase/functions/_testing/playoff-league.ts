import type { OddsRequest, TeamSeason } from "../_shared/insights/playoff-odds.ts";

// A 12-team head-to-head league with 9 weeks played and 5 to go, for the playoff odds' tests and
// their bench (tests/bench/playoff-odds.bench.ts).

export const team = (id: string, wins: number, losses: number, weekly: number[]): TeamSeason => ({
  id, wins, losses, ties: 0, pointsFor: weekly.reduce((s, x) => s + x, 0), weekly,
});

/** A 12-team round robin: week w pairs team i with the team (w - i) mod 11 ... the circle method. */
export function roundRobinWeeks(ids: string[], weeks: number, firstWeek: number) {
  const n = ids.length;
  return Array.from({ length: weeks }, (_, w) => {
    const rot = [ids[0], ...ids.slice(1).map((_, i) => ids[1 + ((i + w) % (n - 1))])];
    return { week: firstWeek + w, matchups: Array.from({ length: n / 2 }, (_, i) => [rot[i], rot[n - 1 - i]] as [string, string]) };
  });
}

export const ids = Array.from({ length: 12 }, (_, i) => `00${String(i + 1).padStart(2, "0")}`);
export const request = (over: Partial<OddsRequest> = {}): OddsRequest => ({
  teams: ids.map((id, i) => team(id, 11 - i, i, Array.from({ length: 9 }, (_, w) => 120 - i * 3 + ((w * 7 + i * 5) % 11) - 5))),
  remaining: roundRobinWeeks(ids, 5, 10),
  h2h: true,
  playoffTeams: 6,
  byes: 2,
  sort: ["PCT", "PTS"],
  simulations: 10_000,
  seed: 1,
  ...over,
});
