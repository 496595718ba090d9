// Sunday at scale: thousands of extra leagues over tens of league hosts and thousands of accounts
// in 1-8 of them each, beside the world's own leagues (which stay exactly as they are). Each extra
// league is a cheap variant of a standard one: its settings, scoring and franchise count are one of
// the three standard leagues', its rosters, schedule and transactions its own draw from the one
// NFL season. Cheap because everything a scoring profile decides alone is shared by the leagues
// of that profile: the draft board's values, the projections, and the players' scores at an
// instant (what live scoring recomputes every second), so a league costs only its own rosters and
// lineups. Leagues are generated on first request and kept in a bounded least-recently-used set;
// a league dropped from it is generated again, alike, when asked for (one that was changed, by a
// lineup import or signed free agents, is kept until reset). Accounts and their memberships are
// drawn up front: small arrays, no league generated.
import { Season } from "./season.ts";
import { FantasyLeague, PlayerWeek } from "./fantasy.ts";
import { draftValue, generateLeague, LeagueData } from "./league-gen.ts";
import { Account, fid, LeagueConfig, STANDARD_LEAGUES } from "./leagues.ts";
import { rngFor } from "./rng.ts";
import type { Player } from "./players.ts";

export interface ScaleOptions {
  leagues: number;
  /** League hosts the extra leagues are spread over (www100, www101, …). */
  hosts: number;
  /** Accounts user1…userN (password pass1…passN), each in 1-8 of the extra leagues. */
  users: number;
  /** Draws the extra leagues and accounts; default: the world's seed. */
  seed?: number;
  /** Generated leagues kept in memory (default 2,000); the least recently used are dropped first. */
  cached?: number;
}

/** The first extra league's id (six digits: never one of the world's own five-digit ids). */
export const SCALE_FIRST_LEAGUE = 100001;
/** The first extra host's number: www100, www101, … (the world's own leagues live on www44-www73). */
export const SCALE_FIRST_HOST = 100;
export const SCALE_LEAGUES_PER_USER = { min: 1, max: 8 };
const DEFAULT_CACHED = 2000;
const LIMITS: Record<keyof ScaleOptions, [number, number]> = {
  leagues: [1, 99_999], hosts: [1, 900], users: [0, 200_000], seed: [0, 2 ** 31], cached: [1, 100_000],
};

/** `leagues=3000,hosts=40,users=3000[,seed=N][,cached=N]` (the CLI's --scale) → options; throws on anything else. */
export function parseScale(text: string): ScaleOptions {
  const out: Record<string, number> = {};
  for (const part of text.split(",").map((s) => s.trim()).filter(Boolean)) {
    const [k, v] = part.split("=");
    if (!(k in LIMITS)) throw new Error(`--scale: unknown key "${k}" (leagues, hosts, users, seed, cached)`);
    out[k] = Number(v);
  }
  return checkScale(out as unknown as ScaleOptions);
}

export function checkScale(opts: ScaleOptions): ScaleOptions {
  for (const k of ["leagues", "hosts", "users"] as const) if (opts[k] === undefined) throw new Error(`scale: "${k}" is required`);
  for (const [k, v] of Object.entries(opts)) {
    const [min, max] = LIMITS[k as keyof ScaleOptions] ?? [NaN, NaN];
    if (v !== undefined && !(Number.isInteger(v) && v >= min && v <= max)) throw new Error(`scale: "${k}" must be a whole number from ${min} to ${max}, not ${v}`);
  }
  return opts;
}

const NAME_FIRST = ["Gridiron", "Pigskin", "Touchdown", "Blitz", "Red Zone", "Hail Mary", "Fourth Down", "End Zone", "Sunday", "Goal Line", "Two Minute", "Play Action"];
const NAME_SECOND = ["League", "Club", "Classic", "Society", "Association", "Invitational", "Federation", "Showdown"];

/** A league whose player scores and projections at an instant are its scoring profile's, computed once for every league of the profile. */
class ProfileLeague extends FantasyLeague {
  constructor(season: Season, data: LeagueData, private readonly profile: FantasyLeague) {
    super(season, data);
  }

  override weekScores(week: number, now: number): Map<string, PlayerWeek> {
    return this.profile.weekScores(week, now);
  }

  override projection(p: Player, week: number): number | null {
    return this.profile.projection(p, week);
  }
}

/** What a profile shares among its leagues: one FantasyLeague with no franchises computes the scores, a board the draft values. */
interface Profile {
  config: LeagueConfig;
  scorer: FantasyLeague;
  board: Map<string, number>;
}

export class ScaleWorld {
  readonly options: Required<ScaleOptions>;
  /** Per extra league (by index): its profile (STANDARD_LEAGUES index) and host number. */
  private readonly profileOf: Uint8Array;
  private readonly hostOf: Uint16Array;
  /** Per account (by index): where its memberships start in `memberLeague`/`memberFranchise`. */
  private readonly memberStart: Uint32Array;
  private readonly memberLeague: Int32Array;
  private readonly memberFranchise: Uint8Array;
  private readonly profiles = new Map<number, Profile>();
  private cache = new Map<string, FantasyLeague>();
  private pinned = new Map<string, FantasyLeague>();
  /** Leagues generated since start (a league dropped and asked for again counts twice). */
  generated = 0;

  constructor(private readonly season: Season, worldSeed: number, options: ScaleOptions) {
    checkScale(options);
    this.options = { seed: worldSeed, cached: DEFAULT_CACHED, ...options };
    const { leagues, hosts, users, seed } = this.options;
    this.profileOf = new Uint8Array(leagues);
    this.hostOf = new Uint16Array(leagues);
    for (let i = 0; i < leagues; i++) {
      const rng = rngFor(seed, "scale-league", i);
      this.profileOf[i] = rng.int(0, STANDARD_LEAGUES.length - 1);
      this.hostOf[i] = rng.int(0, hosts - 1);
    }
    this.memberStart = new Uint32Array(users + 1);
    this.memberLeague = new Int32Array(users * SCALE_LEAGUES_PER_USER.max);
    this.memberFranchise = new Uint8Array(users * SCALE_LEAGUES_PER_USER.max);
    this.drawMemberships();
  }

  /**
   * Each account joins 1-8 leagues near its own place in the list of leagues (account u of U sits
   * at league u·L/U), in a franchise nobody else holds: so the first accounts share the first
   * leagues, and a benchmark that takes the first N accounts takes about the first N·L/U leagues
   * with them. Where the leagues near it are full it looks further out; when every franchise of
   * every league is taken it holds fewer.
   */
  private drawMemberships(): void {
    const { leagues: L, users: U, seed } = this.options;
    const taken = new Uint8Array(L);
    const spread = Math.max(SCALE_LEAGUES_PER_USER.max, Math.ceil(L / Math.max(1, U)) * 2);
    let n = 0;
    for (let u = 0; u < U; u++) {
      this.memberStart[u] = n;
      const rng = rngFor(seed, "scale-user", u);
      const want = rng.int(SCALE_LEAGUES_PER_USER.min, SCALE_LEAGUES_PER_USER.max);
      const center = Math.min(L - 1, Math.floor(((u + 0.5) * L) / Math.max(1, U)));
      const chosen = new Set<number>();
      const join = (i: number) => {
        if (i < 0 || i >= L || chosen.has(i) || taken[i] >= this.franchisesOf(i)) return;
        chosen.add(i);
        this.memberLeague[n] = i;
        this.memberFranchise[n] = (taken[i]++ + (i % this.franchisesOf(i))) % this.franchisesOf(i) + 1;
        n++;
      };
      for (let tries = 0; chosen.size < want && tries < spread * 4; tries++) join(center + rng.int(-spread, spread));
      for (let d = 0; chosen.size < want && d < L; d++) {
        join(center + d);
        if (chosen.size < want) join(center - d - 1);
      }
    }
    this.memberStart[U] = n;
  }

  private franchisesOf(index: number): number {
    return STANDARD_LEAGUES[this.profileOf[index]].franchises;
  }

  /** The extra league's index for an id, or -1. */
  indexOf(id: string): number {
    if (!/^\d{6}$/.test(id)) return -1;
    const i = Number(id) - SCALE_FIRST_LEAGUE;
    return i >= 0 && i < this.options.leagues ? i : -1;
  }

  idOf(index: number): string {
    return String(SCALE_FIRST_LEAGUE + index);
  }

  hostName(n: number): string {
    return `www${SCALE_FIRST_HOST + n}`;
  }

  /** Every extra host with the number of extra leagues it holds. */
  hostCounts(): Record<string, number> {
    const out: Record<string, number> = {};
    for (let h = 0; h < this.options.hosts; h++) out[this.hostName(h)] = 0;
    for (const h of this.hostOf) out[this.hostName(h)]++;
    return out;
  }

  /** An extra league's settings, without generating it. */
  config(id: string): LeagueConfig | undefined {
    const i = this.indexOf(id);
    if (i < 0) return undefined;
    const profile = STANDARD_LEAGUES[this.profileOf[i]];
    const rng = rngFor(this.options.seed, "scale-name", i);
    return { ...profile, id, name: `${rng.pick(NAME_FIRST)} ${rng.pick(NAME_SECOND)} ${id}`, host: this.hostName(this.hostOf[i]) };
  }

  /** An extra league, generated on first request (and again after it was dropped from memory). */
  league(id: string): FantasyLeague | undefined {
    const kept = this.pinned.get(id) ?? this.cache.get(id);
    if (kept) {
      if (this.cache.delete(id)) this.cache.set(id, kept);
      return kept;
    }
    const config = this.config(id);
    if (!config) return undefined;
    const profile = this.profile(this.profileOf[this.indexOf(id)]);
    const data = generateLeague(this.season, config, {
      rng: rngFor(this.options.seed, "scale-league-data", id),
      boardValue: (p) => profile.board.get(p.mflId) ?? draftValue(this.season, config, p),
      lazyMoves: () => rngFor(this.options.seed, "scale-league-moves", id),
    });
    const league = new ProfileLeague(this.season, data, profile.scorer);
    this.generated++;
    this.cache.set(id, league);
    while (this.cache.size > this.options.cached) {
      const [oldest, old] = this.cache.entries().next().value!;
      this.cache.delete(oldest);
      if (old.changed) this.pinned.set(oldest, old);
    }
    return league;
  }

  private profile(index: number): Profile {
    let p = this.profiles.get(index);
    if (!p) {
      const config = STANDARD_LEAGUES[index];
      const empty: LeagueData = {
        config, franchises: [], byFranchise: new Map(), h2h: new Map(), transactions: [], owner: new Map(), bbidSpent: new Map(), contracts: new Map(),
      };
      const board = new Map(this.season.players.map((pl) => [pl.mflId, draftValue(this.season, config, pl)]));
      this.profiles.set(index, (p = { config, scorer: new FantasyLeague(this.season, empty), board }));
    }
    return p;
  }

  /** Generated leagues in memory now. */
  get inMemory(): number {
    return this.cache.size + this.pinned.size;
  }

  /** Account number `n` (1-based): user{n} / pass{n}. */
  accountAt(n: number): Account | undefined {
    if (!Number.isInteger(n) || n < 1 || n > this.options.users) return undefined;
    const franchises: Record<string, string> = {};
    for (let k = this.memberStart[n - 1]; k < this.memberStart[n]; k++) franchises[this.idOf(this.memberLeague[k])] = fid(this.memberFranchise[k]);
    return { username: `user${n}`, password: `pass${n}`, franchises };
  }

  account(username: string): Account | undefined {
    const m = /^user([1-9]\d*)$/.exec(username);
    return m ? this.accountAt(Number(m[1])) : undefined;
  }

  /** After the clock jumps: what the profiles and the kept leagues computed for an instant is void. */
  clearTimeCaches(): void {
    for (const p of this.profiles.values()) p.scorer.clearTimeCaches();
    for (const l of this.cache.values()) l.clearTimeCaches();
    for (const l of this.pinned.values()) l.clearTimeCaches();
  }

  /** Back to the seed: every league generated afresh on its next request. */
  reset(): void {
    for (const p of this.profiles.values()) p.scorer.reset();
    this.cache = new Map();
    this.pinned = new Map();
  }
}
