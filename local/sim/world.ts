// Everything one simulator instance knows: the generated season, the leagues, sessions and
// the clock. reset() returns it to what the seed produced (lineups, sessions, clock).
import { Season } from "./season.ts";
import { FantasyLeague } from "./fantasy.ts";
import { generateLeague } from "./league-gen.ts";
import { Account, ACCOUNTS, LeagueConfig, STANDARD_LEAGUES } from "./leagues.ts";
import { DEMO_KIND_FRANCHISES, KIND_LEAGUES } from "./league-kinds.ts";
import { leaguePositions } from "./lineup-rules.ts";
import { IDP_POSITIONS, type Injury, type Player } from "./players.ts";
import { Sessions } from "./sessions.ts";
import { SimClock } from "./clock.ts";
import { ScaleOptions, ScaleWorld } from "./scale.ts";

export const SEASON_YEAR = 2026;

export interface ClockSetting {
  at?: number;
  speed?: number;
  frozen?: boolean;
}

/**
 * "standard": the three leagues the product was built against (61408, 35112, 72901); "all" adds one
 * league per other kind MFL hosts (league-kinds.ts). The standard leagues are the same in both.
 */
export type LeagueSet = "standard" | "all";
export const LEAGUE_SETS: LeagueSet[] = ["standard", "all"];

export class World {
  readonly season: Season;
  /** The world's own leagues (the extra leagues of a scale world are reached through league()). */
  readonly leagues = new Map<string, FantasyLeague>();
  readonly sessions: Sessions;
  readonly clock: SimClock;
  /** The MFL accounts, each in the leagues of this world it owns a franchise of. */
  readonly accounts: Account[];
  /** Thousands of extra leagues, hosts and accounts (scale.ts); null in the usual world. */
  readonly scale: ScaleWorld | null;
  private seenEpoch = 0;

  constructor(
    readonly seed: number,
    private readonly clockSetting: ClockSetting,
    readonly leagueSet: LeagueSet = "all",
    scale: ScaleOptions | null = null,
  ) {
    const configs = leagueSet === "all" ? [...STANDARD_LEAGUES, ...KIND_LEAGUES] : STANDARD_LEAGUES;
    // The player database holds individual defenders only where a league of this world uses them.
    const idp = configs.some((c) => IDP_POSITIONS.some((pos) => leaguePositions(c).has(pos)));
    this.season = new Season(seed, SEASON_YEAR, { idp });
    for (const cfg of configs) this.leagues.set(cfg.id, new FantasyLeague(this.season, generateLeague(this.season, cfg)));
    this.accounts = ACCOUNTS.map((a) => a.username !== "demo" || leagueSet === "standard" ? a : { ...a, franchises: { ...a.franchises, ...DEMO_KIND_FRANCHISES } });
    this.scale = scale ? new ScaleWorld(this.season, seed, scale) : null;
    this.sessions = new Sessions(seed, (username) => this.account(username));
    this.clock = new SimClock(clockSetting.at ?? this.defaultMoment(), clockSetting.speed ?? 1, clockSetting.frozen ?? false);
  }

  /** A league of this world by id: its own, or an extra one of a scale world (generated on first request). */
  league(id: string): FantasyLeague | undefined {
    return this.leagues.get(id) ?? this.scale?.league(id);
  }

  /** A league's settings (which host it lives on, its name) without generating an extra league. */
  leagueConfig(id: string): LeagueConfig | undefined {
    return this.leagues.get(id)?.data.config ?? this.scale?.config(id);
  }

  /** An MFL account by username: the world's own, or an extra one of a scale world. */
  account(username: string): Account | undefined {
    return this.accounts.find((a) => a.username === username) ?? this.scale?.account(username);
  }

  /** Sunday of week 12, 90 minutes after the early (1:00 pm ET) kickoffs: early games live. */
  defaultMoment(): number {
    const early = this.season.gamesByWeek[12].find((g) => g.slot === "EARLY")!;
    return early.kickoff + 90 * 60;
  }

  /** Current sim second; drops time-keyed caches when the clock has jumped. */
  now(): number {
    if (this.clock.epoch !== this.seenEpoch) {
      this.seenEpoch = this.clock.epoch;
      for (const l of this.leagues.values()) l.clearTimeCaches();
      this.scale?.clearTimeCaches();
    }
    return this.clock.now();
  }

  /** A player's injury report entry in `week`: the season's, or the control API's once it applies. */
  injuryOf(p: Player, week: number): { status: string; details: string } | null {
    return p.injury && p.injury.sinceWeek <= week ? p.injury : null;
  }

  /** Injuries set through the control API: player id → the injury the seed gave him; reset() restores them. */
  private readonly seededInjuries = new Map<string, Injury | undefined>();
  /** Changes whenever an injury is set: answers that show injuries are not served from before. */
  injuryVersion = 0;

  /**
   * Gives a player an injury from `week` on (MFL's words: Questionable, Doubtful, Out, IR,
   * Suspended), or heals him (null): the injuries export, projections and scores follow.
   */
  setInjury(playerId: string, status: string | null, week: number, details = "Knee"): void {
    const p = this.season.byMfl.get(playerId);
    if (!p) throw new Error(`no player ${playerId}`);
    if (!this.seededInjuries.has(playerId)) this.seededInjuries.set(playerId, p.injury);
    p.injury = status === null ? undefined : { status, details, sinceWeek: week };
    this.#injuriesChanged();
  }

  #injuriesChanged(): void {
    this.injuryVersion++;
    for (const l of this.leagues.values()) l.injuriesChanged();
  }

  /** The players whose injury the control API changed, as they stand now (GET /_sim/injuries). */
  injuriesSet(): Record<string, { status: string; details: string } | null> {
    return Object.fromEntries([...this.seededInjuries.keys()].map((id) => {
      const injury = this.season.byMfl.get(id)!.injury;
      return [id, injury ? { status: injury.status, details: injury.details } : null];
    }));
  }

  /** Every injury the control API set back to the season's (DELETE /_sim/injuries; reset() too). */
  restoreInjuries(): void {
    if (this.seededInjuries.size === 0) return;
    for (const [id, injury] of this.seededInjuries) this.season.byMfl.get(id)!.injury = injury;
    this.seededInjuries.clear();
    this.#injuriesChanged();
  }

  reset(): void {
    this.restoreInjuries();
    for (const l of this.leagues.values()) l.reset();
    this.scale?.reset();
    this.sessions.reset();
    this.clock.set(this.clockSetting.at ?? this.defaultMoment());
    this.clock.setSpeed(this.clockSetting.speed ?? 1);
    this.clock.freeze(this.clockSetting.frozen ?? false);
  }

  /** MFL's week markers (mfl_status feed). */
  weeks(now: number) {
    const s = this.season;
    const current = s.currentWeek(now);
    let completed = 0;
    for (let w = 1; w <= 18; w++) if (s.weekFinal(w, now)) completed = w;
    const started = current > 0 && s.weekStarted(current, now);
    const allLocked = current > 0 && s.gamesByWeek[current].every((g) => g.kickoff <= now);
    return {
      CurrentWeek: current,
      LiveScoringWeek: Math.max(current, 1),
      LineupWeek: Math.min(18, allLocked ? current + 1 : Math.max(current, 1)),
      UpcomingWeek: Math.min(18, started ? current + 1 : Math.max(current, 1)),
      CompletedWeek: completed,
    };
  }
}
