// The player database: ~1,000 players at QB RB WR TE PK plus 32 team defenses, with MFL ids,
// ESPN/Tank01 ids and (sometimes missing, as in reality) Sleeper/Yahoo/CBS/FantasyPros ids.
import { Rng, rngFor } from "./rng.ts";
import { NflTeam } from "./teams.ts";
import { COLLEGES, FIRST_NAMES, LAST_NAMES } from "./names.ts";

export type OffensePosition = "QB" | "RB" | "WR" | "TE" | "PK" | "Def";
/** Individual defensive players (IDP), only in worlds that host an IDP league (idp-players.ts). */
export type IdpPosition = "DE" | "DT" | "LB" | "CB" | "S";
export type Position = OffensePosition | IdpPosition;
export const POSITIONS: OffensePosition[] = ["QB", "RB", "WR", "TE", "PK", "Def"];
export const IDP_POSITIONS: IdpPosition[] = ["DE", "DT", "LB", "CB", "S"];

export function isIdp(p: Player): boolean {
  return (IDP_POSITIONS as string[]).includes(p.pos);
}

export interface Injury {
  /** MFL vocabulary: Questionable, Doubtful, Out, IR, Suspended. */
  status: string;
  details: string;
  /** First NFL week the injury applies to; Out/IR/Suspended players do not play from then on. */
  sinceWeek: number;
}

export interface Player {
  mflId: string;
  /** ESPN id == Tank01 playerID; "" for team defenses (Tank01 has no DST rows). */
  espnId: string;
  first: string;
  last: string;
  pos: Position;
  /** MFL team code or "FA". */
  team: string;
  /** 1 = starter at the position on its NFL team; FA players have depth 99. */
  depth: number;
  skill: number;
  rookie: boolean;
  jersey: string;
  height: number;
  weight: number;
  birthdate: number;
  college: string;
  draftYear: number;
  draftRound: number;
  draftPick: number;
  sleeperId?: string;
  yahooId?: string;
  cbsId?: string;
  fantasyProsId?: string;
  rotowireId?: string;
  /** Whether MFL's DETAILS carries espn_id; missing for some, as in real captures. */
  mflHasEspn: boolean;
  injury?: Injury;
  // Identity quirks (identity.ts): how Tank01's list differs from MFL's database for this player.
  /** Tank01's spelling of the name, when it differs from MFL's. */
  tank01Name?: string;
  /** MFL's DETAILS leave out the CBS id. */
  mflHidesCbs?: boolean;
  /** Tank01's row has no espnID field. */
  tank01EspnMissing?: boolean;
  /** Tank01's espnID / cbsPlayerID when they are not the player's own (null: left out). */
  tank01EspnId?: string;
  tank01CbsId?: string | null;
  /** Traded mid-season: the team played for up to and including `untilWeek`. */
  tradedFrom?: { team: string; untilWeek: number };
}

const PER_TEAM: [OffensePosition, number][] = [["QB", 3], ["RB", 5], ["WR", 7], ["TE", 4], ["PK", 1]];
const FREE_AGENTS: [OffensePosition, number][] = [["QB", 30], ["RB", 90], ["WR", 120], ["TE", 60], ["PK", 30]];
const INJURY_DETAILS = ["Knee", "Ankle", "Hamstring", "Concussion", "Shoulder", "Groin", "Back", "Calf", "Foot", "Ribs"];

export function isPlaying(p: Player, week: number): boolean {
  if (p.team === "FA") return false;
  const inj = p.injury;
  if (!inj || week < inj.sinceWeek) return true;
  // Questionable and Doubtful players suit up in this simulation; the rest sit.
  return inj.status === "Questionable" || inj.status === "Doubtful";
}

export function displayName(p: Player): string {
  return `${p.last}, ${p.first}`;
}
export function longName(p: Player): string {
  return `${p.first} ${p.last}`;
}

export function generatePlayers(seed: number, teams: NflTeam[], seasonYear: number): Player[] {
  const rng = rngFor(seed, "players");
  const usedNames = new Set<string>();
  const usedEspn = new Set<string>();
  const players: Player[] = [];

  const uniqueName = (): [string, string] => {
    for (;;) {
      const f = rng.pick(FIRST_NAMES), l = rng.pick(LAST_NAMES);
      if (!usedNames.has(`${f} ${l}`)) {
        usedNames.add(`${f} ${l}`);
        return [f, l];
      }
    }
  };
  const uniqueEspn = (rookie: boolean): string => {
    for (;;) {
      const id = rookie
        ? String(rng.int(4_900_000, 5_200_000))
        : rng.chance(0.08) ? String(rng.int(10_000, 19_999)) : String(rng.int(2_500_000, 4_800_000));
      if (!usedEspn.has(id)) {
        usedEspn.add(id);
        return id;
      }
    }
  };

  const make = (pos: Position, team: string, depth: number): Player => {
    const [first, last] = uniqueName();
    const rookie = rng.chance(team === "FA" ? 0.12 : 0.14);
    const age = rookie ? rng.int(21, 23) : rng.int(23, 36);
    const draftYear = seasonYear - (rookie ? 0 : Math.max(1, age - 22));
    const undrafted = rng.chance(0.25);
    const base = depth === 1 ? 1.05 : depth === 2 ? 0.9 : 0.75;
    const p: Player = {
      mflId: "", espnId: uniqueEspn(rookie), first, last, pos, team, depth,
      skill: Math.max(0.45, rng.normal(team === "FA" ? 0.7 : base, 0.12)),
      rookie,
      jersey: String(rng.int(1, 99)),
      height: pos === "WR" ? rng.int(69, 77) : pos === "TE" ? rng.int(75, 79) : rng.int(69, 77),
      weight: pos === "TE" ? rng.int(240, 265) : pos === "RB" ? rng.int(195, 230) : pos === "PK" ? rng.int(180, 215) : rng.int(185, 235),
      birthdate: Math.floor(Date.UTC(seasonYear - age, rng.int(0, 11), rng.int(1, 28), 5) / 1000),
      college: rng.pick(COLLEGES),
      draftYear,
      draftRound: undrafted ? 0 : rng.int(1, 7),
      draftPick: undrafted ? 0 : rng.int(1, 32),
      mflHasEspn: rng.chance(0.8),
    };
    // Cross-provider ids are present for most players and missing for fringe ones.
    const known = depth <= 2 ? 0.95 : 0.7;
    if (rng.chance(known)) p.sleeperId = String(rng.int(1000, 12999));
    if (rng.chance(known - 0.05)) p.yahooId = String(rng.int(24000, 41999));
    if (rng.chance(known - 0.1)) p.cbsId = String(rng.int(1_600_000, 3_200_000));
    if (rng.chance(known - 0.1)) p.fantasyProsId = String(rng.int(9000, 28999));
    if (rng.chance(known - 0.15)) p.rotowireId = String(rng.int(8000, 19999));
    return p;
  };

  for (const t of teams) {
    for (const [pos, n] of PER_TEAM) for (let d = 1; d <= n; d++) players.push(make(pos, t.mfl, d));
  }
  for (const [pos, n] of FREE_AGENTS) for (let i = 0; i < n; i++) players.push(make(pos, "FA", 99));

  assignMflIds(rng, players);
  assignInjuries(rng, players);

  for (const t of teams) {
    players.push({
      mflId: t.defId, espnId: "", first: t.city, last: t.nickname, pos: "Def", team: t.mfl, depth: 1,
      skill: 0.7 + t.strength * 0.6, rookie: false, jersey: "", height: 0, weight: 0, birthdate: 0,
      college: "", draftYear: 1970, draftRound: 0, draftPick: 0, mflHasEspn: false,
    });
  }
  return players;
}

function assignMflIds(rng: Rng, players: Player[]): void {
  // Veterans get older (lower) ids, rookies the newest ids, as MFL allocates them over time.
  const vets = players.filter((p) => !p.rookie);
  const rooks = players.filter((p) => p.rookie);
  const vetIds = rng.shuffle(Array.from({ length: 6000 }, (_, i) => 9000 + i)).slice(0, vets.length).sort((a, b) => a - b);
  const rookIds = rng.shuffle(Array.from({ length: 1500 }, (_, i) => 16000 + i)).slice(0, rooks.length).sort((a, b) => a - b);
  rng.shuffle(vets).forEach((p, i) => (p.mflId = String(vetIds[i])));
  rng.shuffle(rooks).forEach((p, i) => (p.mflId = String(rookIds[i])));
}

function assignInjuries(rng: Rng, players: Player[]): void {
  for (const p of players) {
    if (p.team === "FA" || !rng.chance(0.11)) continue;
    const status = rng.weighted(["Questionable", "Doubtful", "Out", "IR", "Suspended"], [45, 10, 22, 20, 3]);
    const detail = status === "Suspended" ? "Suspension" : rng.pick(INJURY_DETAILS);
    p.injury = { status, details: `${detail}\n`, sinceWeek: rng.int(2, 12) };
  }
}
