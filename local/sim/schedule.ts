// The 18-week NFL regular season: 32 teams, one bye each between weeks 5 and 14, kickoffs in
// the usual slots (Thursday night, Sunday early/late/night, Monday night), spreads.
// Week 1 opens Thursday 2026-09-03 so that Sunday 2026-11-22 is week 12 (the demo's default
// game day); real openers are usually a week later, which does not matter to any client.
import { Rng, rngFor } from "./rng.ts";
import { NflTeam } from "./teams.ts";
import { easternDateKey, easternToEpoch } from "./time.ts";

export interface NflGame {
  week: number;
  /** Tank01 gameID, e.g. 20261122_KC@BUF. */
  id: string;
  away: NflTeam;
  home: NflTeam;
  kickoff: number;
  /** Home spread, favourite negative (e.g. -3.5 = home favoured by 3.5). */
  homeSpread: number;
  espnGameId: string;
  slot: "TNF" | "EARLY" | "LATE1" | "LATE2" | "SNF" | "MNF";
}

export const REGULAR_WEEKS = 18;
const BYE_COUNTS: Record<number, number> = { 5: 2, 6: 4, 7: 4, 8: 2, 9: 4, 10: 2, 11: 4, 12: 4, 13: 2, 14: 4 };

/** Thursday of week 1 (calendar date, Eastern). */
export function weekThursday(seasonYear: number, week: number): [number, number, number] {
  const d = new Date(Date.UTC(seasonYear, 8, 3 + (week - 1) * 7));
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}

function dayOffset(ymd: [number, number, number], days: number): [number, number, number] {
  const d = new Date(Date.UTC(ymd[0], ymd[1] - 1, ymd[2] + days));
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}

export function generateSchedule(seed: number, teams: NflTeam[], seasonYear: number): NflGame[] {
  const rng = rngFor(seed, "schedule");
  const byes = assignByes(rng, teams);
  const met = new Map<string, number>();
  const games: NflGame[] = [];
  let espnSeq = 401_872_000 + rng.int(0, 900);
  for (let week = 1; week <= REGULAR_WEEKS; week++) {
    const playing = teams.filter((t) => byes.get(t.mfl) !== week);
    const pairs = pairTeams(rng, playing, met);
    const slots = slotsFor(pairs.length);
    const thu = weekThursday(seasonYear, week);
    pairs.forEach(([a, b], i) => {
      const slot = slots[i];
      const [day, hh, mm] = slot === "TNF" ? [0, 20, 15] : slot === "EARLY" ? [3, 13, 0] : slot === "LATE1" ? [3, 16, 5]
        : slot === "LATE2" ? [3, 16, 25] : slot === "SNF" ? [3, 20, 20] : [4, 20, 15];
      const [y, m, d] = dayOffset(thu, day);
      const kickoff = easternToEpoch(y, m, d, hh, mm);
      const home = rng.chance(0.5) ? a : b;
      const away = home === a ? b : a;
      const edge = (home.strength - away.strength) * 14 + 1.5 + rng.normal(0, 1.5);
      const homeSpread = -Math.round(edge * 2) / 2;
      games.push({
        week, id: `${easternDateKey(kickoff)}_${away.tank01}@${home.tank01}`, away, home, kickoff,
        homeSpread: Object.is(homeSpread, -0) ? 0 : homeSpread, espnGameId: String(espnSeq++), slot,
      });
    });
  }
  games.sort((g1, g2) => g1.week - g2.week || g1.kickoff - g2.kickoff || g1.id.localeCompare(g2.id));
  return games;
}

export function byeWeekOf(games: NflGame[], team: string): number {
  for (let w = 1; w <= REGULAR_WEEKS; w++) {
    if (!games.some((g) => g.week === w && (g.home.mfl === team || g.away.mfl === team))) return w;
  }
  return 0;
}

function assignByes(rng: Rng, teams: NflTeam[]): Map<string, number> {
  const order = rng.shuffle(teams.map((t) => t.mfl));
  const byes = new Map<string, number>();
  let i = 0;
  for (const [w, n] of Object.entries(BYE_COUNTS)) for (let k = 0; k < n; k++) byes.set(order[i++], Number(w));
  return byes;
}

/** Random pairing that avoids a third meeting of the same two teams. */
function pairTeams(rng: Rng, playing: NflTeam[], met: Map<string, number>): [NflTeam, NflTeam][] {
  const key = (a: NflTeam, b: NflTeam) => [a.mfl, b.mfl].sort().join("-");
  for (let attempt = 0; ; attempt++) {
    const pool = rng.shuffle([...playing]);
    const pairs: [NflTeam, NflTeam][] = [];
    let ok = true;
    while (pool.length) {
      const a = pool.shift()!;
      let j = pool.findIndex((b) => (met.get(key(a, b)) ?? 0) < (a.division === b.division && a.conference === b.conference ? 2 : 1));
      if (j < 0) {
        if (attempt < 50) { ok = false; break; }
        j = 0;
      }
      pairs.push([a, pool.splice(j, 1)[0]]);
    }
    if (!ok) continue;
    for (const [a, b] of pairs) met.set(key(a, b), (met.get(key(a, b)) ?? 0) + 1);
    return pairs;
  }
}

function slotsFor(n: number): NflGame["slot"][] {
  const late = n >= 14 ? 4 : 3;
  const early = n - 3 - late;
  return [
    "TNF",
    ...Array<NflGame["slot"]>(early).fill("EARLY"),
    ...Array<NflGame["slot"]>(late >> 1).fill("LATE1"),
    ...Array<NflGame["slot"]>(late - (late >> 1)).fill("LATE2"),
    "SNF",
    "MNF",
  ];
}
