// A league's view of the season at an instant: per-player week scores in its scoring, the
// starters of each franchise (owner-submitted or best projected), franchise live totals and the
// standings of completed weeks. Cached per (week, instant) so polling costs a map lookup.
import { type GameState, Season } from "./season.ts";
import type { NflGame } from "./schedule.ts";
import { LeagueData, type RosterStatus } from "./league-gen.ts";
import { isIdp, isPlaying, Player } from "./players.ts";
import { teamInWeek } from "./identity.ts";
import { defenseHundredths, playerHundredths, toUnits } from "./scoring.ts";
import { projectedHundredths } from "./projections.ts";
import { idpHundredths } from "./idp-stats.ts";
import { bestLineup, leaguePositions } from "./lineup-rules.ts";
import { playoffRound } from "./playoffs.ts";

/** A week's pairings [away, home]; `undecided`: playoff franchises whose opponent is not known yet. */
export interface Matchups {
  pairs: [string, string][];
  regularSeason: boolean;
  undecided: string[];
}

export type PlayerGame = "bye" | "none" | "pre" | "live" | "final";

export interface PlayerWeek {
  /** League units; null = did not play / not started (MFL ""). */
  units: number | null;
  secondsRemaining: number;
  game: PlayerGame;
}

export interface FranchiseWeek {
  id: string;
  units: number;
  secondsRemaining: number;
  yetToPlay: number;
  playing: number;
  starters: string[];
  nonstarters: string[];
}

export class FantasyLeague {
  private readonly overrides = new Map<string, string[]>();
  private readonly defaults = new Map<string, string[]>();
  private readonly projCache = new Map<string, number | null>();
  private weekCache = new Map<string, Map<string, PlayerWeek>>();
  private finalWeeks = new Map<number, Map<string, PlayerWeek>>();
  private bestBall = new Map<string, string[]>();
  private playoffs = new Map<string, Matchups>();
  lineupVersion = 0;
  /** The players this league's rosters can hold (its positions): what its player lists show. */
  readonly pool: Player[];

  constructor(readonly season: Season, readonly data: LeagueData) {
    const positions = leaguePositions(data.config);
    this.pool = season.players.filter((p) => positions.has(p.pos));
  }

  get id(): string {
    return this.data.config.id;
  }

  /** Free agents signed through the control API, per franchise, undone by reset(). */
  private readonly signed = new Map<string, string[]>();

  /** Players released through the control API, per franchise, with their roster status: reset() signs them back. */
  private readonly released = new Map<string, [string, RosterStatus][]>();

  /** Something was set on this league since it was generated (a lineup, signed free agents, a cut). */
  get changed(): boolean {
    return this.overrides.size > 0 || this.signed.size > 0 || this.released.size > 0;
  }

  reset(): void {
    for (const [fid, ids] of this.signed) for (const id of ids) this.data.byFranchise.get(fid)?.roster.delete(id);
    this.signed.clear();
    for (const [fid, players] of this.released) for (const [id, status] of players) this.data.byFranchise.get(fid)?.roster.set(id, status);
    this.released.clear();
    this.defaults.clear();
    this.overrides.clear();
    this.lineupVersion++;
    this.clearTimeCaches();
  }

  /** A player's injury changed (control API): his projections, default lineups and scores are worked out again. */
  injuriesChanged(): void {
    this.projCache.clear();
    this.defaults.clear();
    this.lineupVersion++;
    this.clearTimeCaches();
  }

  /** After the clock jumps (possibly backwards) nothing keyed on time can be trusted. */
  clearTimeCaches(): void {
    this.weekCache = new Map();
    this.finalWeeks = new Map();
    this.bestBall = new Map();
    this.playoffs = new Map();
  }

  /** Who plays whom in a week: the regular season's fixed pairs, or the playoff bracket as far as it is set at `now`. */
  matchups(week: number, now: number): Matchups {
    const c = this.data.config;
    const regular = this.data.h2h.get(week);
    if (regular) return { pairs: regular, regularSeason: true, undecided: [] };
    if (!c.playoffTeams || week <= c.lastRegularSeasonWeek || week > c.endWeek) return { pairs: [], regularSeason: false, undecided: [] };
    // Settled by the weeks before it, so the number of them that are final is the key.
    let final = 0;
    for (let w = c.startWeek ?? 1; w < week; w++) if (this.season.weekFinal(w, now)) final++;
    const key = `${week}|${final}|${this.lineupVersion}`;
    let m = this.playoffs.get(key);
    if (!m) this.playoffs.set(key, (m = { ...playoffRound(this, week, now), regularSeason: false }));
    return m;
  }

  projection(p: Player, week: number): number | null {
    const key = `${p.mflId}|${week}`;
    if (!this.projCache.has(key)) {
      const team = teamInWeek(p, week);
      const g = team === "FA" ? undefined : this.season.gameOf(team, week);
      const opp = g ? (g.home.mfl === team ? g.away : g.home).strength : 0.5;
      this.projCache.set(key, projectedHundredths(this.season.seed, this.data.config.rules, p, week, !g, opp));
    }
    return this.projCache.get(key)!;
  }

  /** Scores of every player for a week at an instant (completed weeks are cached for good). */
  weekScores(week: number, now: number): Map<string, PlayerWeek> {
    const done = this.finalWeeks.get(week);
    if (done) return done;
    const key = `${week}|${now}`;
    let m = this.weekCache.get(key);
    if (m) return m;
    m = this.computeWeek(week, now);
    if (this.season.weekFinal(week, now)) this.finalWeeks.set(week, m);
    else {
      if (this.weekCache.size > 8) this.weekCache = new Map();
      this.weekCache.set(key, m);
    }
    return m;
  }

  private computeWeek(week: number, now: number): Map<string, PlayerWeek> {
    return this.weekScoresWith(week, (g) => this.season.gameState(g, now));
  }

  /**
   * Scores of every player for a week with each game in the state `stateOf` answers: a moment that
   * need not be one instant (every game at its half, for the calibration bench). Not cached.
   */
  weekScoresWith(week: number, stateOf: (game: NflGame) => GameState): Map<string, PlayerWeek> {
    const { rules, precision } = this.data.config;
    const out = new Map<string, PlayerWeek>();
    for (const p of this.pool) {
      const g = p.team === "FA" ? undefined : this.season.gameOf(teamInWeek(p, week), week);
      if (!g) {
        out.set(p.mflId, { units: null, secondsRemaining: 0, game: p.team === "FA" ? "none" : "bye" });
        continue;
      }
      const st = stateOf(g);
      if (st.status === "pre") {
        out.set(p.mflId, { units: null, secondsRemaining: 3600, game: "pre" });
        continue;
      }
      let h: number;
      if (isIdp(p)) h = rules.idp ? idpHundredths(rules.idp, this.season.idpLines(g, st.k).get(p.mflId) ?? {}) : 0;
      else if (p.pos === "Def") h = defenseHundredths(rules, st.def[g.home.mfl === p.team ? "home" : "away"]);
      else {
        const line = st.players.get(p.espnId);
        h = line ? playerHundredths(rules, line) : 0;
        if (!line && !isPlaying(p, week)) {
          out.set(p.mflId, { units: st.status === "final" ? null : 0, secondsRemaining: st.secondsRemaining, game: st.status });
          continue;
        }
      }
      out.set(p.mflId, { units: toUnits(h, precision), secondsRemaining: st.secondsRemaining, game: st.status });
    }
    return out;
  }

  /**
   * Fills a franchise's active roster up to `size` players with free agents (players on no roster of
   * this league, skill positions first, lowest ids first, so every run signs the same ones): a bigger
   * roster than the generated ones, for tests and benchmarks. Answers the ids signed.
   */
  signFreeAgents(fid: string, size: number, now: number): string[] {
    const f = this.data.byFranchise.get(fid);
    if (!f) throw new Error(`no franchise ${fid} in league ${this.id}`);
    this.keepPlayedLineups(fid, now);
    const taken = new Set([...this.data.byFranchise.values()].flatMap((x) => [...x.roster.keys()]));
    const skill = ["QB", "RB", "WR", "TE", "PK", "Def"];
    const pool = this.season.players.filter((p) => !taken.has(p.mflId) && p.team !== "FA" && skill.includes(p.pos))
      .sort((a, b) => skill.indexOf(a.pos) - skill.indexOf(b.pos) || a.mflId.localeCompare(b.mflId));
    // Round-robin over positions so the roster stays a football roster.
    const byPos = skill.map((pos) => pool.filter((p) => p.pos === pos));
    const added: string[] = [];
    for (let i = 0; f.roster.size < size && byPos.some((list) => list.length > i); i++) {
      for (const list of byPos) {
        if (f.roster.size >= size) break;
        const p = list[i];
        if (!p) continue;
        f.roster.set(p.mflId, "ROSTER");
        added.push(p.mflId);
      }
    }
    this.signed.set(fid, [...(this.signed.get(fid) ?? []), ...added]);
    this.defaults.clear();
    this.lineupVersion++;
    this.clearTimeCaches();
    return added;
  }

  /**
   * A roster move does not rewrite history: the lineups of the weeks already final stay as they
   * were played (their scores, results and standings with them), as MFL keeps them.
   */
  private keepPlayedLineups(fid: string, now: number): void {
    if (this.data.config.bestLineup) return;
    for (let w = this.data.config.startWeek ?? 1; w <= this.data.config.endWeek; w++) {
      if (!this.season.weekFinal(w, now)) continue;
      const key = `${fid}|${w}`;
      if (!this.overrides.has(key)) this.overrides.set(key, this.defaultLineup(fid, w));
    }
  }

  /**
   * Releases players from a franchise's roster (a cut, as a test needs one): a lineup already
   * submitted keeps naming them, as a lineup saved before a cut does, until it is set again.
   * Answers the ids released.
   */
  releasePlayers(fid: string, ids: string[], now: number): string[] {
    const f = this.data.byFranchise.get(fid);
    if (!f) throw new Error(`no franchise ${fid} in league ${this.id}`);
    this.keepPlayedLineups(fid, now);
    const released = ids.filter((id) => f.roster.has(id));
    const before = released.map((id): [string, RosterStatus] => [id, f.roster.get(id)!]);
    for (const id of released) f.roster.delete(id);
    this.released.set(fid, [...(this.released.get(fid) ?? []), ...before]);
    this.defaults.clear();
    this.lineupVersion++;
    this.clearTimeCaches();
    return released;
  }

  /** `now` matters only in best ball, where the starters are the best lineup by the points scored so far. */
  starters(fid: string, week: number, now = 0): string[] {
    if (this.data.config.bestLineup) return this.bestBallLineup(fid, week, now);
    return this.overrides.get(`${fid}|${week}`) ?? this.defaultLineup(fid, week);
  }

  /** The best lineup by points so far (not yet played: 0), projection breaking ties: MFL's pick in best ball. */
  bestBallLineup(fid: string, week: number, now: number): string[] {
    const key = `${fid}|${week}|${now}`;
    const cached = this.bestBall.get(key);
    if (cached) return cached;
    const ids = this.bestLineupBy(fid, week, this.weekScores(week, now));
    if (this.bestBall.size > 4000) this.bestBall = new Map();
    this.bestBall.set(key, ids);
    return ids;
  }

  /** The best lineup by the points in `scores` (not yet played: 0), projection breaking ties. */
  bestLineupBy(fid: string, week: number, scores: Map<string, PlayerWeek>): string[] {
    const ranked = this.activePlayers(fid)
      .map((p) => ({ p, v: scores.get(p.mflId)?.units ?? 0, proj: this.projection(p, week) ?? -1 }))
      .sort((a, b) => b.v - a.v || b.proj - a.proj || a.p.mflId.localeCompare(b.p.mflId));
    return bestLineup(this.data.config, ranked.map((x) => x.p)).map((p) => p.mflId);
  }

  /** Players on the active roster that are in the player database (custom players never start). */
  private activePlayers(fid: string): Player[] {
    const f = this.data.byFranchise.get(fid)!;
    return [...f.roster].filter(([, s]) => s === "ROSTER").map(([id]) => this.season.byMfl.get(id)).filter((p): p is Player => !!p);
  }

  setStarters(fid: string, week: number, ids: string[]): void {
    this.overrides.set(`${fid}|${week}`, ids);
    this.lineupVersion++;
  }

  /** Best lineup by projection within the league's starter rules. */
  defaultLineup(fid: string, week: number): string[] {
    const key = `${fid}|${week}`;
    const cached = this.defaults.get(key);
    if (cached) return cached;
    const ranked = this.activePlayers(fid)
      .map((p) => ({ p, v: this.projection(p, week) ?? -1 }))
      .sort((a, b) => b.v - a.v || a.p.mflId.localeCompare(b.p.mflId));
    const ids = bestLineup(this.data.config, ranked.map((x) => x.p)).map((p) => p.mflId);
    this.defaults.set(key, ids);
    return ids;
  }

  franchiseWeek(fid: string, week: number, now: number): FranchiseWeek {
    const scores = this.weekScores(week, now);
    const starters = this.starters(fid, week, now);
    const set = new Set(starters);
    const f = this.data.byFranchise.get(fid)!;
    let units = 0, secondsRemaining = 0, yetToPlay = 0, playing = 0;
    for (const id of starters) {
      const s = scores.get(id);
      if (!s) continue;
      units += s.units ?? 0;
      secondsRemaining += s.secondsRemaining;
      if (s.game === "pre") yetToPlay++;
      if (s.game === "live") playing++;
    }
    const nonstarters = [...f.roster.keys()].filter((id) => !set.has(id)).sort();
    return { id: fid, units, secondsRemaining, yetToPlay, playing, starters, nonstarters };
  }
}
