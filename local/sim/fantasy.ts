// A league's view of the season at an instant: per-player week scores in its scoring, the
// starters of each franchise (owner-submitted or best projected), franchise live totals and the
// standings of completed weeks. Cached per (week, instant) so polling costs a map lookup.
import { Season } from "./season.ts";
import { LeagueData } from "./league-gen.ts";
import { isPlaying, Player } from "./players.ts";
import { teamInWeek } from "./identity.ts";
import { defenseHundredths, playerHundredths, toUnits } from "./scoring.ts";
import { projectedHundredths } from "./projections.ts";

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
  lineupVersion = 0;

  constructor(readonly season: Season, readonly data: LeagueData) {}

  get id(): string {
    return this.data.config.id;
  }

  /** Free agents signed through the control API, per franchise, undone by reset(). */
  private readonly signed = new Map<string, string[]>();

  reset(): void {
    for (const [fid, ids] of this.signed) for (const id of ids) this.data.byFranchise.get(fid)?.roster.delete(id);
    this.signed.clear();
    this.defaults.clear();
    this.overrides.clear();
    this.lineupVersion++;
    this.clearTimeCaches();
  }

  /** After the clock jumps (possibly backwards) nothing keyed on time can be trusted. */
  clearTimeCaches(): void {
    this.weekCache = new Map();
    this.finalWeeks = new Map();
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
    const { rules, precision } = this.data.config;
    const out = new Map<string, PlayerWeek>();
    for (const p of this.season.players) {
      const g = p.team === "FA" ? undefined : this.season.gameOf(teamInWeek(p, week), week);
      if (!g) {
        out.set(p.mflId, { units: null, secondsRemaining: 0, game: p.team === "FA" ? "none" : "bye" });
        continue;
      }
      const st = this.season.gameState(g, now);
      if (st.status === "pre") {
        out.set(p.mflId, { units: null, secondsRemaining: 3600, game: "pre" });
        continue;
      }
      let h: number;
      if (p.pos === "Def") h = defenseHundredths(rules, st.def[g.home.mfl === p.team ? "home" : "away"]);
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
  signFreeAgents(fid: string, size: number): string[] {
    const f = this.data.byFranchise.get(fid);
    if (!f) throw new Error(`no franchise ${fid} in league ${this.id}`);
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

  starters(fid: string, week: number): string[] {
    return this.overrides.get(`${fid}|${week}`) ?? this.defaultLineup(fid, week);
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
    const f = this.data.byFranchise.get(fid)!;
    const { starters, starterCount } = this.data.config;
    const pool = [...f.roster].filter(([, s]) => s === "ROSTER").map(([id]) => this.season.byMfl.get(id)!)
      .map((p) => ({ p, v: this.projection(p, week) ?? -1 }))
      .sort((a, b) => b.v - a.v || a.p.mflId.localeCompare(b.p.mflId));
    const chosen: Player[] = [];
    const count = (pos: string) => chosen.filter((p) => p.pos === pos).length;
    for (const r of starters) {
      for (const { p } of pool) if (p.pos === r.pos && count(r.pos) < r.min && !chosen.includes(p)) chosen.push(p);
    }
    for (const { p } of pool) {
      if (chosen.length >= starterCount) break;
      const r = starters.find((x) => x.pos === p.pos);
      if (r && !chosen.includes(p) && count(p.pos) < r.max) chosen.push(p);
    }
    const ids = chosen.map((p) => p.mflId);
    this.defaults.set(key, ids);
    return ids;
  }

  franchiseWeek(fid: string, week: number, now: number): FranchiseWeek {
    const scores = this.weekScores(week, now);
    const starters = this.starters(fid, week);
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
