// Survivor and NFL pick'em pools run beside a league (reference §4 `survivorPool*Week`,
// `nflPool*Week`); their weekly picks are transactions of their own types. The reference names
// SURVIVOR_PICK and POOL_PICK without a captured shape: we write the picked NFL teams (MFL codes) as
// a comma list with the trailing comma every other list has (README: unconfirmed).
import { rngFor } from "./rng.ts";
import { Season } from "./season.ts";
import { LeagueConfig } from "./leagues.ts";
import type { Franchise, Transaction } from "./league-gen.ts";

export function poolPicks(season: Season, config: LeagueConfig, franchises: Franchise[]): Transaction[] {
  const rng = rngFor(season.seed, "league", config.id, "pools");
  const players = franchises.filter(() => rng.chance(0.6));
  const used = new Map(players.map((f) => [f.id, new Set<string>()]));
  const out: Transaction[] = [];
  for (let week = 1; week <= config.endWeek; week++) {
    const games = season.gamesByWeek[week];
    const before = games[0].kickoff - 86400;
    for (const f of players) {
      // Survivor: one team a week, never the same team twice.
      const teams = games.flatMap((g) => [g.home.mfl, g.away.mfl]).filter((t) => !used.get(f.id)!.has(t));
      const survivor = rng.pick(teams);
      used.get(f.id)!.add(survivor);
      out.push({ timestamp: before + rng.int(0, 80000), fields: { type: "SURVIVOR_PICK", franchise: f.id, transaction: `${survivor},` } });
      // Pick'em: a winner for every game of the week, the favourite more often than not.
      const winners = games.map((g) => (rng.chance(g.homeSpread <= 0 ? 0.65 : 0.35) ? g.home.mfl : g.away.mfl));
      out.push({ timestamp: before + rng.int(0, 80000), fields: { type: "POOL_PICK", franchise: f.id, transaction: winners.map((t) => `${t},`).join("") } });
    }
  }
  return out;
}
