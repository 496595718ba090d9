// The three standard demo leagues: settings that differ the way real leagues do (10/12/14
// franchises, with and without divisions, exact limits, ranges and flex, blind-bid budgets, IR and
// taxi), their franchises and the accounts that own them. The other kinds of league MFL hosts
// (auction salary cap, IDP, superflex, best ball, ...) are profiles in league-kinds.ts.
import { ScoringRules, DEFAULT_PA_TIERS } from "./scoring.ts";
import { Position } from "./players.ts";

export interface StarterRule {
  /** MFL's position name: one position ("QB") or a combined group ("DT+DE", "CB+S"). */
  pos: string;
  min: number;
  max: number;
}

/** Starter rows written as MFL shows them: "QB 1, RB 2-3, DT+DE 2-3" → [{pos, min, max}, ...]. */
export function starterRules(spec: string): StarterRule[] {
  return spec.split(",").map((row) => {
    const [pos, limit] = row.trim().split(/\s+/);
    const [min, max = min] = limit.split("-").map(Number);
    return { pos, min, max };
  });
}

/** An auction salary-cap league's money (reference §5.2 salary fields, §5.9 AUCTION_*). */
export interface SalaryProfile {
  cap: number;
  minBid: number;
  bidIncrement: number;
  /** Players each franchise kept from last season (loaded by the commissioner before the auction). */
  keepers: number;
}

/** Victory points (reference §4/§5.2 `victoryPoints*`): per result, plus per weekly-score bucket. */
export interface VictoryPoints {
  win: number;
  tie: number;
  loss: number;
  /** Points per bucket of the week's scores, best bucket first: [1, 0] = top half of the week gets 1. */
  buckets: number[];
}

export interface LeagueConfig {
  id: string;
  name: string;
  host: string; // "www44"
  franchises: number;
  divisions: string[]; // empty = no divisions
  starters: StarterRule[];
  /** Starters (the most, when MFL's count is a range). */
  starterCount: number;
  /** The fewest starters when MFL's count is a range ("9-10"); absent = exactly starterCount. */
  starterCountMin?: number;
  /** Roster composition drafted per franchise (active roster). */
  draftQuota: Partial<Record<Position, number>>;
  rosterSize: number;
  injuredReserve: number;
  taxiSquad: number;
  bbidBudget: number;
  waiverType: string;
  lastRegularSeasonWeek: number;
  endWeek: number;
  precision: number;
  rules: ScoringRules;
  standingsSort: string;
  // What sets the other league kinds apart (league-kinds.ts); absent = as the standard leagues.
  /** One line for the README and /_sim/info. */
  kind?: string;
  startWeek?: number;
  /** false = a total-points league (MFL `h2h: ""`): no matchups, standings without W-L. */
  h2h?: boolean;
  /** Head-to-head games per franchise each regular-season week. */
  gamesPerWeek?: 1 | 2;
  /** MFL picks each week's best lineup after the fact (`bestLineup: Yes`); nobody sets one. */
  bestLineup?: boolean;
  /** A playoff bracket of this many teams in the weeks after lastRegularSeasonWeek (one round a week). */
  playoffTeams?: number;
  conferences?: string[];
  /** Per division, the index of its conference. */
  divisionConference?: number[];
  /** Fixed franchise names (HTML included, as owners write them) by franchise id. */
  franchiseNames?: Record<string, string>;
  salaries?: SalaryProfile;
  victoryPoints?: VictoryPoints;
  /** MFL's `rosterLimits` block. */
  rosterLimits?: { pos: string; limit: string }[];
  /** Players the commissioner made up: on rosters, never in the players export (franchise id → ids). */
  customPlayers?: Record<string, string[]>;
  /** Survivor and pick'em pools run alongside the league (their picks are transactions). */
  pools?: boolean;
}

export const BASE_RULES: ScoringRules = {
  passYdsPerPt: 25, passTD: 4, passInt: -2, rushYdsPerPt: 10, rushTD: 6, reception: 1, recYdsPerPt: 10, recTD: 6,
  fumbleLost: -2, fg: [[39, 3], [49, 4], [99, 5]], fgMiss: 0, xp: 1, xpMiss: 0,
  def: { sack: 1, int: 2, fumRec: 2, td: 6, safety: 2, pointsAllowed: DEFAULT_PA_TIERS },
};

export const STANDARD_LEAGUES: LeagueConfig[] = [
  {
    id: "61408", name: "Gridiron Gazette League", host: "www44", franchises: 12, divisions: ["East", "Central", "West"],
    starters: starterRules("QB 1, RB 2-3, WR 2-4, TE 1-2, PK 1, Def 1"),
    starterCount: 9,
    draftQuota: { QB: 2, RB: 5, WR: 6, TE: 2, PK: 1, Def: 1 },
    rosterSize: 17, injuredReserve: 2, taxiSquad: 3, bbidBudget: 100, waiverType: "BBID_FCFS",
    lastRegularSeasonWeek: 14, endWeek: 17, precision: 2, rules: BASE_RULES, standingsSort: "PCT,PTS,",
  },
  {
    id: "35112", name: "Sunday Funday 10", host: "www57", franchises: 10, divisions: [],
    starters: starterRules("QB 1, RB 2, WR 3, TE 1, PK 1, Def 1"),
    starterCount: 9,
    draftQuota: { QB: 2, RB: 5, WR: 6, TE: 2, PK: 1, Def: 1 },
    rosterSize: 17, injuredReserve: 1, taxiSquad: 0, bbidBudget: 200, waiverType: "BBID",
    lastRegularSeasonWeek: 13, endWeek: 16, precision: 1,
    rules: { ...BASE_RULES, reception: 0.5, fg: [[99, 3]], fgMiss: -1 }, standingsSort: "PCT,PTS,",
  },
  {
    id: "72901", name: "Dynasty Fourteen", host: "www70", franchises: 14, divisions: ["North", "South"],
    starters: starterRules("QB 1-2, RB 2-4, WR 2-4, TE 1-3, PK 1, Def 1"),
    starterCount: 10,
    draftQuota: { QB: 3, RB: 5, WR: 7, TE: 3, PK: 1, Def: 1 },
    rosterSize: 20, injuredReserve: 3, taxiSquad: 4, bbidBudget: 1000, waiverType: "BBID_FCFS",
    lastRegularSeasonWeek: 15, endWeek: 17, precision: 2,
    rules: { ...BASE_RULES, passTD: 6, reception: 0, xpMiss: -1 }, standingsSort: "PCT,PTS,",
  },
];

export interface Account {
  username: string;
  password: string;
  /** league id → franchise id */
  franchises: Record<string, string>;
}

export const ACCOUNTS: Account[] = [
  { username: "demo", password: "demo123", franchises: { "61408": "0003", "35112": "0007", "72901": "0011" } },
  { username: "solo", password: "solo123", franchises: { "35112": "0002" } },
  { username: "nobody", password: "nobody123", franchises: {} },
];

export const FRANCHISE_NAMES = [
  "Touchdown Titans", "Blitz Brigade", "Red Zone Raiders", "Hail Mary Heroes", "Gridiron Gurus", "End Zone Elite",
  "Fourth and Long", "The Audibles", "Pocket Passers", "Monday Night Misfits", "Sack Masters", "Pigskin Prophets",
  "Two-Point Tigers", "Fumble Factory", "Play Action Pack", "Nickel Package", "Bootleg Bandits", "Goal Line Stand",
];
export const OWNER_NAMES = [
  "Alex Rivera", "Jordan Kim", "Sam Patel", "Chris Nguyen", "Taylor Brooks", "Morgan Lee", "Casey Diaz", "Riley Chen",
  "Jamie Fox", "Drew Carter", "Avery Stone", "Parker Hale", "Quinn Ellis", "Reese Morgan", "Skyler Hart",
];

export const fid = (n: number) => String(n).padStart(4, "0");
