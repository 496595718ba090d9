// Per-league generated data: franchises, drafted rosters (with IR and taxi squads), the
// head-to-head schedule and a season of transactions. All derived from (seed, league id).
import { Rng, rngFor } from "./rng.ts";
import { Player, POSITIONS } from "./players.ts";
import { Season } from "./season.ts";
import { fid, FRANCHISE_NAMES, LeagueConfig, OWNER_NAMES } from "./leagues.ts";
import { projectedHundredths } from "./projections.ts";
import { REGULAR_WEEKS } from "./schedule.ts";

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
  /** week → pairs of franchise ids [away, home] */
  h2h: Map<number, [string, string][]>;
  transactions: Transaction[];
  /** player mflId → franchise id */
  owner: Map<string, string>;
  bbidSpent: Map<string, number>;
}

export function generateLeague(season: Season, config: LeagueConfig): LeagueData {
  const rng = rngFor(season.seed, "league", config.id);
  const names = rng.shuffle([...FRANCHISE_NAMES]);
  const owners = rng.shuffle([...OWNER_NAMES]);
  const franchises: Franchise[] = [];
  for (let i = 1; i <= config.franchises; i++) {
    const name = names[(i - 1) % names.length];
    franchises.push({
      id: fid(i), name, owner: owners[(i - 1) % owners.length],
      abbrev: name.split(/\s+/).map((w) => w[0]).join("").toUpperCase().slice(0, 3),
      division: config.divisions.length ? fid(Math.floor((i - 1) / (config.franchises / config.divisions.length))).slice(2) : undefined,
      icon: rng.chance(0.5) ? `https://www.myfantasyleague.com/fflnetdynamic2026/icons/${config.id}_franchise_icon${fid(i)}.png` : undefined,
      waiverSortOrder: 0,
      roster: new Map(),
    });
  }
  rng.shuffle([...franchises]).forEach((f, i) => (f.waiverSortOrder = i + 1));
  const byFranchise = new Map(franchises.map((f) => [f.id, f]));
  const owner = new Map<string, string>();
  draft(season, config, rng, franchises, owner);
  const h2h = headToHead(rng, config, franchises);
  const bbidSpent = new Map<string, number>();
  const transactions = generateTransactions(season, config, rng, franchises, owner, bbidSpent);
  return { config, franchises, byFranchise, h2h, transactions, owner, bbidSpent };
}

/** Season-long value in this league's scoring, used to rank the draft board. */
function draftValue(season: Season, config: LeagueConfig, p: Player): number {
  const opp = 0.5;
  return (projectedHundredths(season.seed, config.rules, { ...p, injury: undefined }, 1, false, opp) ?? 0) * (p.depth >= 99 ? 0.6 : 1);
}

function draft(season: Season, config: LeagueConfig, rng: Rng, franchises: Franchise[], owner: Map<string, string>): void {
  const pool = season.players
    .map((p) => ({ p, v: draftValue(season, config, p) * (0.85 + rng.next() * 0.3) }))
    .sort((a, b) => b.v - a.v || a.p.mflId.localeCompare(b.p.mflId));
  const need = new Map(franchises.map((f) => [f.id, { ...config.draftQuota }]));
  const total = POSITIONS.reduce((n, pos) => n + config.draftQuota[pos], 0);
  for (let round = 0; round < total; round++) {
    const order = round % 2 === 0 ? franchises : [...franchises].reverse();
    for (const f of order) {
      const q = need.get(f.id)!;
      const i = pool.findIndex(({ p }) => q[p.pos] > 0);
      if (i < 0) continue;
      const { p } = pool.splice(i, 1)[0];
      q[p.pos]--;
      f.roster.set(p.mflId, "ROSTER");
      owner.set(p.mflId, f.id);
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
      }
    }
  }
}

/** Circle-method round robin, repeated until the last regular-season week. */
function headToHead(rng: Rng, config: LeagueConfig, franchises: Franchise[]): Map<number, [string, string][]> {
  const ids = rng.shuffle(franchises.map((f) => f.id));
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
  const h2h = new Map<number, [string, string][]>();
  for (let w = 1; w <= config.lastRegularSeasonWeek; w++) h2h.set(w, rounds[(w - 1) % rounds.length]);
  return h2h;
}

function generateTransactions(
  season: Season, config: LeagueConfig, rng: Rng, franchises: Franchise[], owner: Map<string, string>, bbidSpent: Map<string, number>,
): Transaction[] {
  const out: Transaction[] = [];
  const rostered = (f: Franchise) => [...f.roster.keys()].filter((id) => f.roster.get(id) === "ROSTER");
  const freeAgents = season.players.filter((p) => !owner.has(p.mflId) && p.pos !== "Def").map((p) => p.mflId);
  for (let week = 1; week <= REGULAR_WEEKS; week++) {
    const g = season.gamesByWeek[week][0];
    const wed = g.kickoff - 86400 + 10 * 3600 + 30 * 60; // waivers run Wednesday morning ET
    out.push({ timestamp: wed, fields: { type: "BBID_AUTO_PROCESS_WAIVERS", franchise: "", transaction: "" } });
    for (const f of franchises) {
      const r = rostered(f);
      if (rng.chance(0.45)) {
        const bid = rng.int(0, Math.max(1, Math.round(config.bbidBudget / 25)));
        bbidSpent.set(f.id, (bbidSpent.get(f.id) ?? 0) + bid);
        out.push({ timestamp: wed + rng.int(0, 59), fields: { type: "BBID_WAIVER", franchise: f.id, transaction: `${rng.pick(r)},|${bid.toFixed(2)}|${rng.chance(0.8) ? `${rng.pick(freeAgents)},` : ""}` } });
      }
      if (rng.chance(0.35)) {
        const add = rng.chance(0.8) ? `${rng.pick(r)},` : "";
        const drop = add === "" || rng.chance(0.8) ? `${rng.pick(freeAgents)},` : "";
        const fields: Record<string, string> = { type: "FREE_AGENT", franchise: f.id, transaction: `${add}|${drop}` };
        if (rng.chance(0.08)) fields.by_commish = "1";
        out.push({ timestamp: wed + rng.int(3600, 4 * 86400), fields });
      }
      if (config.injuredReserve && rng.chance(0.06)) {
        const inIr = [...f.roster].filter(([, s]) => s === "INJURED_RESERVE").map(([id]) => id);
        out.push({ timestamp: wed + rng.int(3600, 3 * 86400), fields: { type: "IR", franchise: f.id, activated: rng.chance(0.5) ? `${rng.pick(r)},` : "", deactivated: inIr.length ? `${rng.pick(inIr)},` : `${rng.pick(r)},` } });
      }
      if (config.taxiSquad && rng.chance(0.04)) {
        const taxi = [...f.roster].filter(([, s]) => s === "TAXI_SQUAD").map(([id]) => id);
        if (taxi.length) out.push({ timestamp: wed + rng.int(3600, 3 * 86400), fields: { type: "TAXI", franchise: f.id, promoted: "", demoted: `${rng.pick(taxi)},` } });
      }
    }
    if (rng.chance(0.5)) out.push(trade(rng, config, franchises, rostered, wed + rng.int(3600, 4 * 86400), season.year));
  }
  return out.sort((a, b) => b.timestamp - a.timestamp);
}

function trade(rng: Rng, config: LeagueConfig, franchises: Franchise[], rostered: (f: Franchise) => string[], ts: number, year: number): Transaction {
  const [a, b] = rng.shuffle([...franchises]).slice(0, 2);
  // What each side gave up is now on the other side's roster.
  const assets = (giver: Franchise, receiver: Franchise) => {
    const out = [`${rng.pick(rostered(receiver))},`];
    if (rng.chance(0.3)) out.push(`FP_${giver.id}_${year + 1}_${rng.int(1, 4)},`);
    if (rng.chance(0.2)) out.push(`DP_${rng.int(0, 3)}_${rng.int(0, config.franchises - 1)},`);
    if (rng.chance(0.2)) out.push(`BB_${rng.int(1, Math.round(config.bbidBudget / 10))},`);
    return out.join("");
  };
  return {
    timestamp: ts,
    fields: {
      type: "TRADE", franchise: a.id, franchise2: b.id, franchise1_gave_up: assets(a, b), franchise2_gave_up: assets(b, a),
      comments: rng.chance(0.3) ? "Good luck!" : "", expires: String(ts + 3 * 86400),
    },
  };
}

