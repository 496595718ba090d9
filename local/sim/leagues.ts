// The three demo leagues: settings that differ the way real leagues do (10/12/14 franchises,
// with and without divisions, exact limits, ranges and flex, blind-bid budgets, IR and taxi),
// their franchises and the accounts that own them.
import { ScoringRules, DEFAULT_PA_TIERS } from "./scoring.ts";
import { Position } from "./players.ts";

export interface StarterRule {
  pos: Position;
  min: number;
  max: number;
}

export interface LeagueConfig {
  id: string;
  name: string;
  host: string; // "www44"
  franchises: number;
  divisions: string[]; // empty = no divisions
  starters: StarterRule[];
  starterCount: number;
  /** Roster composition drafted per franchise (active roster). */
  draftQuota: Record<Position, number>;
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
}

const BASE_RULES: ScoringRules = {
  passYdsPerPt: 25, passTD: 4, passInt: -2, rushYdsPerPt: 10, rushTD: 6, reception: 1, recYdsPerPt: 10, recTD: 6,
  fumbleLost: -2, fg: [[39, 3], [49, 4], [99, 5]], fgMiss: 0, xp: 1, xpMiss: 0,
  def: { sack: 1, int: 2, fumRec: 2, td: 6, safety: 2, pointsAllowed: DEFAULT_PA_TIERS },
};

export const LEAGUES: LeagueConfig[] = [
  {
    id: "61408", name: "Gridiron Gazette League", host: "www44", franchises: 12, divisions: ["East", "Central", "West"],
    starters: [
      { pos: "QB", min: 1, max: 1 }, { pos: "RB", min: 2, max: 3 }, { pos: "WR", min: 2, max: 4 },
      { pos: "TE", min: 1, max: 2 }, { pos: "PK", min: 1, max: 1 }, { pos: "Def", min: 1, max: 1 },
    ],
    starterCount: 9,
    draftQuota: { QB: 2, RB: 5, WR: 6, TE: 2, PK: 1, Def: 1 },
    rosterSize: 17, injuredReserve: 2, taxiSquad: 3, bbidBudget: 100, waiverType: "BBID_FCFS",
    lastRegularSeasonWeek: 14, endWeek: 17, precision: 2, rules: BASE_RULES, standingsSort: "PCT,PTS,",
  },
  {
    id: "35112", name: "Sunday Funday 10", host: "www57", franchises: 10, divisions: [],
    starters: [
      { pos: "QB", min: 1, max: 1 }, { pos: "RB", min: 2, max: 2 }, { pos: "WR", min: 3, max: 3 },
      { pos: "TE", min: 1, max: 1 }, { pos: "PK", min: 1, max: 1 }, { pos: "Def", min: 1, max: 1 },
    ],
    starterCount: 9,
    draftQuota: { QB: 2, RB: 5, WR: 6, TE: 2, PK: 1, Def: 1 },
    rosterSize: 17, injuredReserve: 1, taxiSquad: 0, bbidBudget: 200, waiverType: "BBID",
    lastRegularSeasonWeek: 13, endWeek: 16, precision: 1,
    rules: { ...BASE_RULES, reception: 0.5, fg: [[99, 3]], fgMiss: -1 }, standingsSort: "PCT,PTS,",
  },
  {
    id: "72901", name: "Dynasty Fourteen", host: "www70", franchises: 14, divisions: ["North", "South"],
    starters: [
      { pos: "QB", min: 1, max: 2 }, { pos: "RB", min: 2, max: 4 }, { pos: "WR", min: 2, max: 4 },
      { pos: "TE", min: 1, max: 3 }, { pos: "PK", min: 1, max: 1 }, { pos: "Def", min: 1, max: 1 },
    ],
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
