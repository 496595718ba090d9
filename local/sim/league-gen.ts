// Per-league generated data: franchises, drafted rosters (with IR and taxi squads), the
// head-to-head schedule and a season of transactions. All derived from (seed, league id); what only
// some kinds of league have (contracts, the auction, pools) comes from streams of its own
// (seed, league id, part), so the standard leagues draw exactly what they always drew.
import { Rng, rngFor } from "./rng.ts";
import { Player, Position } from "./players.ts";
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

/**
 * How a league is drawn, where a caller draws many alike (scale.ts): its random stream, the board
 * value of each player (the same for every league with the same scoring, so worth sharing), and
 * whether the season's moves wait until first read.
 */
export interface GenerateOptions {
  rng?: Rng;
  boardValue?: (p: Player) => number;
  /**
   * Draw the season's moves (transactions, blind-bid spending, contracts) only when first read,
   * from this stream of their own: most leagues of a scale world are only asked for live scores.
   */
  lazyMoves?: () => Rng;
}

type SeasonMoves = Pick<LeagueData, "transactions" | "bbidSpent" | "contracts">;

export function generateLeague(season: Season, config: LeagueConfig, opts: GenerateOptions = {}): LeagueData {
  const rng = opts.rng ?? rngFor(season.seed, "league", config.id);
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
  const value = draft(rng, players, franchises, owner, config, season, opts.boardValue ?? ((p) => draftValue(season, config, p)));
  for (const [franchise, ids] of Object.entries(config.customPlayers ?? {})) {
    for (const id of ids) (byFranchise.get(franchise)!.roster.set(id, "ROSTER"), owner.set(id, franchise));
  }
  const h2h = headToHead(rng, config, franchises);
  const moves = (movesRng: Rng): SeasonMoves => seasonMoves(season, config, movesRng, players, franchises, owner, value);
  const base = { config, franchises, byFranchise, h2h, owner };
  if (!opts.lazyMoves) return { ...base, ...moves(rng) };
  let drawn: SeasonMoves | undefined;
  const draw = () => (drawn ??= moves(opts.lazyMoves!()));
  return Object.defineProperties(base, {
    transactions: { get: () => draw().transactions, enumerable: true },
    bbidSpent: { get: () => draw().bbidSpent, enumerable: true },
    contracts: { get: () => draw().contracts, enumerable: true },
  }) as LeagueData;
}

/** The season's transactions (newest first), what each franchise spent in blind bids, and salary leagues' contracts. */
function seasonMoves(
  season: Season, config: LeagueConfig, rng: Rng, players: Player[], franchises: Franchise[], owner: Map<string, string>,
  value: Map<string, number>,
): SeasonMoves {
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
  return { transactions, bbidSpent, contracts };
}

/** Season-long value in this league's scoring, used to rank the draft board. */
export function draftValue(season: Season, config: LeagueConfig, p: Player): number {
  const opp = 0.5;
  return (projectedHundredths(season.seed, config.rules, { ...p, injury: undefined }, 1, false, opp) ?? 0) * (p.depth >= 99 ? 0.6 : 1);
}

/** Snake draft by value within each franchise's quota; answers every drafted player's board value. */
function draft(
  rng: Rng, players: Player[], franchises: Franchise[], owner: Map<string, string>, config: LeagueConfig, season: Season,
  boardValue: (p: Player) => number,
): Map<string, number> {
  const board = players
    .map((p) => ({ p, v: boardValue(p) * (0.85 + rng.next() * 0.3) }))
    // Ties (every unprojected player is worth 0) by id; ids are digits, so code-unit order is
    // localeCompare's at a fraction of its cost.
    .sort((a, b) => b.v - a.v || (a.p.mflId < b.p.mflId ? -1 : a.p.mflId > b.p.mflId ? 1 : 0));
  // Each pick is the best player left at a position the franchise still needs: the best of the
  // heads of the per-position queues (board order), which is what scanning the board finds, in
  // time for thousands of leagues (scale.ts).
  const queues = new Map<string, number[]>();
  board.forEach(({ p }, i) => (queues.get(p.pos) ?? queues.set(p.pos, []).get(p.pos)!).push(i));
  const heads = new Map<string, number>();
  const drafted = new Uint8Array(board.length);
  const value = new Map<string, number>();
  const need = new Map(franchises.map((f) => [f.id, { ...config.draftQuota }]));
  const total = Object.values(config.draftQuota).reduce((n, k) => n + k, 0);
  for (let round = 0; round < total; round++) {
    const order = round % 2 === 0 ? franchises : [...franchises].reverse();
    for (const f of order) {
      const q = need.get(f.id)!;
      let i = Infinity, pos = "";
      for (const [at, queue] of queues) {
        const head = queue[heads.get(at) ?? 0];
        if ((q[at as Position] ?? 0) > 0 && head !== undefined && head < i) (i = head, pos = at);
      }
      if (i === Infinity) continue;
      heads.set(pos, (heads.get(pos) ?? 0) + 1);
      drafted[i] = 1;
      const { p, v } = board[i];
      q[p.pos]!--;
      f.roster.set(p.mflId, "ROSTER");
      owner.set(p.mflId, f.id);
      value.set(p.mflId, v);
    }
  }
  const pool = board.filter((_, i) => !drafted[i]);
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
