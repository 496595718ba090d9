// A league's playoff bracket: the best `playoffTeams` of the final regular-season standings, one
// round a week after lastRegularSeasonWeek (seed 1 meets the last seed, the bracket laid out so the
// top two can only meet in the final), the better seed at home and winning a tie. A round is known
// once every week before it is final; until then its franchises are undecided, which MFL's schedule
// shows as each franchise against itself (export-schedule.ts).
import type { FantasyLeague, Matchups } from "./fantasy.ts";
import { computeStandings } from "./standings.ts";

/** Bracket slots by seed, adjacent slots meeting first: 4 → [1,4,2,3], 8 → [1,8,4,5,2,7,3,6]. */
export function bracketSlots(teams: number): number[] {
  let order = [1];
  while (order.length < teams) {
    const size = order.length * 2;
    order = order.flatMap((seed) => [seed, size + 1 - seed]);
  }
  return order;
}

export function playoffRound(l: FantasyLeague, week: number, now: number): Omit<Matchups, "regularSeason"> {
  const c = l.data.config;
  const everyone = l.data.franchises.map((f) => f.id);
  for (let w = c.startWeek ?? 1; w <= c.lastRegularSeasonWeek; w++) {
    if (!l.season.weekFinal(w, now)) return { pairs: [], undecided: everyone };
  }
  const seeds = computeStandings(l, now).slice(0, c.playoffTeams).map((r) => r.id);
  const seedOf = (id: string) => seeds.indexOf(id);
  // Better seed (lower index) at home: [away, home].
  const pair = (a: string, b: string): [string, string] => (seedOf(a) < seedOf(b) ? [b, a] : [a, b]);
  let alive = bracketSlots(seeds.length).map((s) => seeds[s - 1]);
  for (let w = c.lastRegularSeasonWeek + 1; w < week; w++) {
    if (!l.season.weekFinal(w, now)) return { pairs: [], undecided: alive };
    const next: string[] = [];
    for (let i = 0; i < alive.length; i += 2) {
      const [away, home] = pair(alive[i], alive[i + 1]);
      const sa = l.franchiseWeek(away, w, now).units, sh = l.franchiseWeek(home, w, now).units;
      next.push(sa > sh ? away : home);
    }
    alive = next;
  }
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < alive.length; i += 2) pairs.push(pair(alive[i], alive[i + 1]));
  return { pairs, undecided: [] };
}
