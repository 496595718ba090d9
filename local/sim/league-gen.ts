// Per-league generated data: franchises, drafted rosters (with IR and taxi squads), the
// head-to-head schedule and a season of transactions. All derived from (seed, league id); what only
// some kinds of league have (contracts, the auction, pools) comes from streams of its own
// (seed, league id, part), so the standard leagues draw exactly what they always drew.
import { Rng, rngFor } from "./rng.ts";
import { Player } from "./players.ts";
import { Season } from "./season.ts";
import { fid, FRANCHISE_NAMES, LeagueConfig, OWNER_NAMES } from "./leagues.ts";
import { projectedHundredths } from "./projections.ts";
import { leaguePositions } from "./lineup-rules.ts";
import { generateTransactions } from "./league-transactions.ts";
import { Contract, salaryHistory } from "./auction.ts";
import { poolPicks } from "./pool-picks.ts";

export type RosterStatus = "ROSTER" | "INJURED_RESERVE" | "TAXI_SQUAD";

export interface Franchise {
  id: string;
  name: string;
  abbrev: string;
  owner: string;
  division?: string;
  icon?: string;
  waiverSortOrder: number;
  roster: Map<string, RosterStatus>;
}

export interface Transaction {
  timestamp: number;
  fields: Record<string, string>;
}

export interface LeagueData {
  config: LeagueConfig;
  franchises: Franchise[];
  byFranchise: Map<string, Franchise>;
  /** week → pairs of franchise ids [away, home] (regular season; two rounds a week with two games) */
  h2h: Map<number, [string, string][]>;
  transactions: Transaction[];
  /** player mflId → franchise id */
  owner: Map<string, string>;
  bbidSpent: Map<string, number>;
  /** Salary leagues: each rostered player's contract. */
  contracts: Map<string, Contract>;
}

export function generateLeague(season: Season, config: LeagueConfig): LeagueData {
  const rng = rngFor(season.seed, "league", config.id);
  const names = rng.shuffle([...FRANCHISE_NAMES]);
  const owners = rng.shuffle([...OWNER_NAMES]);
  const franchises: Franchise[] = [];
  for (let i = 1; i <= config.franchises; i++) {
    const name = config.franchiseNames?.[fid(i)] ?? names[(i - 1) % names.length];
    franchises.push({
      id: fid(i), name, owner: owners[(i - 1) % owners.length],
      // Initials of the words, any HTML an owner put in the name left out.
      abbrev: name.replace(/<[^>]*>/g, "").split(/\s+/).map((w) => w[0]).join("").toUpperCase().slice(0, 3),
      division: config.divisions.length ? fid(Math.floor((i - 1) / (config.franchises / config.divisions.length))).slice(2) : undefined,
      icon: rng.chance(0.5) ? `https://www.myfantasyleague.com/fflnetdynamic2026/icons/${config.id}_franchise_icon${fid(i)}.png` : undefined,
      waiverSortOrder: 0,
      roster: new Map(),
    });
  }
  rng.shuffle([...franchises]).forEach((f, i) => (f.waiverSortOrder = i + 1));
  const byFranchise = new Map(franchises.map((f) => [f.id, f]));
  const owner = new Map<string, string>();
  const positions = leaguePositions(config);
  const players = season.players.filter((p) => positions.has(p.pos));
  const value = draft(season, config, rng, players, franchises, owner);
  for (const [franchise, ids] of Object.entries(config.customPlayers ?? {})) {
    for (const id of ids) (byFranchise.get(franchise)!.roster.set(id, "ROSTER"), owner.set(id, franchise));
  }
  const h2h = headToHead(rng, config, franchises);
  const bbidSpent = new Map<string, number>();
  const transactions = generateTransactions(season, config, rng, players, franchises, owner, bbidSpent);
  let contracts = new Map<string, Contract>();
  if (config.salaries) {
    const salaried = salaryHistory(season, config, franchises, value);
    contracts = salaried.contracts;
    transactions.push(...salaried.transactions);
  }
  if (config.pools) transactions.push(...poolPicks(season, config, franchises));
  transactions.sort((a, b) => b.timestamp - a.timestamp);
  return { config, franchises, byFranchise, h2h, transactions, owner, bbidSpent, contracts };
}

/** Season-long value in this league's scoring, used to rank the draft board. */
function draftValue(season: Season, config: LeagueConfig, p: Player): number {
  const opp = 0.5;
  return (projectedHundredths(season.seed, config.rules, { ...p, injury: undefined }, 1, false, opp) ?? 0) * (p.depth >= 99 ? 0.6 : 1);
}

/** Snake draft by value within each franchise's quota; answers every drafted player's board value. */
function draft(
  season: Season, config: LeagueConfig, rng: Rng, players: Player[], franchises: Franchise[], owner: Map<string, string>,
): Map<string, number> {
  const pool = players
    .map((p) => ({ p, v: draftValue(season, config, p) * (0.85 + rng.next() * 0.3) }))
    .sort((a, b) => b.v - a.v || a.p.mflId.localeCompare(b.p.mflId));
  const value = new Map<string, number>();
  const need = new Map(franchises.map((f) => [f.id, { ...config.draftQuota }]));
  const total = Object.values(config.draftQuota).reduce((n, k) => n + k, 0);
  for (let round = 0; round < total; round++) {
    const order = round % 2 === 0 ? franchises : [...franchises].reverse();
    for (const f of order) {
      const q = need.get(f.id)!;
      const i = pool.findIndex(({ p }) => (q[p.pos] ?? 0) > 0);
      if (i < 0) continue;
      const { p, v } = pool.splice(i, 1)[0];
      q[p.pos]!--;
      f.roster.set(p.mflId, "ROSTER");
      owner.set(p.mflId, f.id);
      value.set(p.mflId, v);
    }
  }
  // IR: injured-reserve-worthy players move to IR where the league has slots.
  for (const f of franchises) {
    let slots = config.injuredReserve;
    for (const [id] of f.roster) {
      const inj = season.byMfl.get(id)!.injury;
      if (slots > 0 && inj && (inj.status === "IR" || inj.status === "Out")) {
        f.roster.set(id, "INJURED_RESERVE");
        slots--;
      }
    }
  }
  // Taxi squads: rookies left in the pool.
  if (config.taxiSquad > 0) {
    const rookies = pool.filter(({ p }) => p.rookie && p.pos !== "Def");
    let r = 0;
    for (const f of franchises) {
      const n = rng.int(1, config.taxiSquad);
      for (let k = 0; k < n && r < rookies.length; k++, r++) {
        const id = rookies[r].p.mflId;
        f.roster.set(id, "TAXI_SQUAD");
        owner.set(id, f.id);
        value.set(id, rookies[r].v);
      }
    }
  }
  return value;
}

/**
 * Circle-method round robin from startWeek to the last regular-season week (two rounds a week
 * when franchises play twice); a total-points league has none.
 */
function headToHead(rng: Rng, config: LeagueConfig, franchises: Franchise[]): Map<number, [string, string][]> {
  const ids = rng.shuffle(franchises.map((f) => f.id));
  const h2h = new Map<number, [string, string][]>();
  if (config.h2h === false) return h2h;
  const n = ids.length;
  const rounds: [string, string][][] = [];
  const arr = [...ids];
  for (let r = 0; r < n - 1; r++) {
    const pairs: [string, string][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = arr[i], b = arr[n - 1 - i];
      pairs.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    arr.splice(1, 0, arr.pop()!);
  }
  const start = config.startWeek ?? 1, games = config.gamesPerWeek ?? 1;
  for (let w = start; w <= config.lastRegularSeasonWeek; w++) {
    const first = (w - start) * games;
    h2h.set(w, Array.from({ length: games }, (_, g) => rounds[(first + g) % rounds.length]).flat());
  }
  return h2h;
}
