// Individual defensive players (DE DT LB CB S, reference §1 "Positions"), added to the player
// database only in a world that hosts an IDP league. They come from their own random stream and
// are appended after everything else about the players is settled (ids, names, identity quirks),
// so the offensive players, the games and the standard leagues are the same with or without them.
// MFL ids 15000-15999 lie between the veterans' and the rookies' ranges, so none collides.
import { rngFor } from "./rng.ts";
import { IdpPosition, Player } from "./players.ts";
import { NflTeam } from "./teams.ts";
import { COLLEGES, FIRST_NAMES, LAST_NAMES } from "./names.ts";

/** Depth chart per NFL team: starters first (two DE, two DT, three LB, three CB, two S). */
const PER_TEAM: [IdpPosition, number][] = [["DE", 2], ["DT", 2], ["LB", 3], ["CB", 3], ["S", 2]];
const FREE_AGENTS: [IdpPosition, number][] = [["DE", 8], ["DT", 8], ["LB", 10], ["CB", 10], ["S", 8]];
const SIZE: Record<IdpPosition, [number, number, number, number]> = {
  DE: [75, 78, 255, 285], DT: [73, 77, 295, 330], LB: [72, 76, 228, 250], CB: [69, 73, 180, 200], S: [70, 74, 195, 215],
};

export function generateIdpPlayers(seed: number, teams: NflTeam[], seasonYear: number, existing: Player[]): Player[] {
  const rng = rngFor(seed, "idp-players");
  const usedNames = new Set(existing.map((p) => `${p.first} ${p.last}`));
  const usedEspn = new Set(existing.map((p) => p.espnId));
  const ids = rng.shuffle(Array.from({ length: 1000 }, (_, i) => 15000 + i));
  const out: Player[] = [];
  const make = (pos: IdpPosition, team: string, depth: number): Player => {
    let first: string, last: string;
    do (first = rng.pick(FIRST_NAMES), last = rng.pick(LAST_NAMES)); while (usedNames.has(`${first} ${last}`));
    usedNames.add(`${first} ${last}`);
    let espnId: string;
    do espnId = String(rng.int(2_500_000, 5_200_000)); while (usedEspn.has(espnId));
    usedEspn.add(espnId);
    const rookie = rng.chance(0.12);
    const age = rookie ? rng.int(21, 23) : rng.int(23, 34);
    const [hMin, hMax, wMin, wMax] = SIZE[pos];
    const undrafted = rng.chance(0.25);
    return {
      mflId: String(ids[out.length]), espnId, first, last, pos, team, depth,
      skill: Math.max(0.45, rng.normal(team === "FA" ? 0.7 : depth === 1 ? 1.05 : 0.85, 0.12)),
      rookie, jersey: String(rng.int(20, 99)), height: rng.int(hMin, hMax), weight: rng.int(wMin, wMax),
      birthdate: Math.floor(Date.UTC(seasonYear - age, rng.int(0, 11), rng.int(1, 28), 5) / 1000),
      college: rng.pick(COLLEGES), draftYear: seasonYear - (rookie ? 0 : Math.max(1, age - 22)),
      draftRound: undrafted ? 0 : rng.int(1, 7), draftPick: undrafted ? 0 : rng.int(1, 32), mflHasEspn: rng.chance(0.8),
    };
  };
  for (const t of teams) for (const [pos, n] of PER_TEAM) for (let d = 1; d <= n; d++) out.push(make(pos, t.mfl, d));
  for (const [pos, n] of FREE_AGENTS) for (let i = 0; i < n; i++) out.push(make(pos, "FA", 99));
  return out;
}

/** How many of a position a team starts (its depth-1..n players), for stat attribution and projections. */
export function idpStarters(pos: IdpPosition): number {
  return PER_TEAM.find(([p]) => p === pos)![1];
}
