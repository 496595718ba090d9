// The NFL side of the generated season: teams, players, schedule, lazily scripted games and
// the state of every game at a given instant (cached per instant, because liveScoring and the
// Tank01 scoreboard are polled far more often than the clock moves a play forward).
import { rngFor } from "./rng.ts";
import { buildTeams, NflTeam } from "./teams.ts";
import { generatePlayers, isIdp, isPlaying, Player } from "./players.ts";
import { generateIdpPlayers } from "./idp-players.ts";
import { creditIdp, foldIdp, IdpDeltas, IdpLine } from "./idp-stats.ts";
import { applyIdentityQuirks, type IdentityQuirks, teamInWeek } from "./identity.ts";
import { byeWeekOf, generateSchedule, NflGame, REGULAR_WEEKS } from "./schedule.ts";
import { GameScript, Play, realOffset, scriptGame, Side, Unit } from "./game-engine.ts";
import { addDef, addLine, DefLine, StatLine } from "./stats.ts";
import { clockString } from "./time.ts";

export type GameStatus = "pre" | "live" | "final";

export interface GameState {
  game: NflGame;
  status: GameStatus;
  /** Number of visible plays. */
  k: number;
  homeScore: number;
  awayScore: number;
  /** 1..4, 0 before kickoff. */
  period: number;
  /** "M:SS" left in the period ("" when not live). */
  clock: string;
  secondsRemaining: number;
  possession: Side | "";
  redZone: boolean;
  quarterPoints: Record<Side, number[]>;
  players: Map<string, StatLine>;
  def: Record<Side, DefLine>;
  /** Scrimmage plays run so far by each side (snap counts). */
  offPlays: Record<Side, number>;
  lastPlay?: Play;
}

export class Season {
  readonly teams: NflTeam[];
  readonly teamByMfl = new Map<string, NflTeam>();
  readonly teamByTank01 = new Map<string, NflTeam>();
  readonly players: Player[];
  /** The MFL/Tank01 identity differences (control API only). */
  readonly identity: IdentityQuirks;
  readonly byMfl = new Map<string, Player>();
  readonly byEspn = new Map<string, Player>();
  readonly games: NflGame[];
  readonly gamesByWeek: NflGame[][] = [];
  readonly gameById = new Map<string, NflGame>();
  readonly byeWeek = new Map<string, number>();
  /** team mfl code → week → game */
  private readonly teamWeekGame = new Map<string, NflGame>();
  private readonly scripts = new Map<string, GameScript>();
  private readonly stateCache = new Map<string, { at: number; state: GameState }>();
  /** IDP players by NFL team, depth first (empty without IDP players). */
  private readonly idpByTeam = new Map<string, Player[]>();
  private readonly idpDeltas = new Map<string, IdpDeltas>();
  private readonly idpCache = new Map<string, { at: number; lines: Map<string, IdpLine> }>();

  /** `idp`: the player database also holds individual defensive players (a world with an IDP league). */
  constructor(readonly seed: number, readonly year: number, opts: { idp?: boolean } = {}) {
    const trng = rngFor(seed, "teams");
    const strengths = new Map<string, number>();
    this.teams = buildTeams((mfl) => {
      if (!strengths.has(mfl)) strengths.set(mfl, Math.min(1, Math.max(0, trng.normal(0.5, 0.2))));
      return strengths.get(mfl)!;
    });
    for (const t of this.teams) {
      this.teamByMfl.set(t.mfl, t);
      this.teamByTank01.set(t.tank01, t);
    }
    this.players = generatePlayers(seed, this.teams, year);
    this.identity = applyIdentityQuirks(seed, this.players);
    if (opts.idp) this.players.push(...generateIdpPlayers(seed, this.teams, year, this.players));
    for (const p of this.players) {
      this.byMfl.set(p.mflId, p);
      if (p.espnId) this.byEspn.set(p.espnId, p);
    }
    this.games = generateSchedule(seed, this.teams, year);
    for (let w = 0; w <= REGULAR_WEEKS; w++) this.gamesByWeek.push([]);
    for (const g of this.games) {
      this.gamesByWeek[g.week].push(g);
      this.gameById.set(g.id, g);
      this.teamWeekGame.set(`${g.home.mfl}|${g.week}`, g);
      this.teamWeekGame.set(`${g.away.mfl}|${g.week}`, g);
    }
    for (const t of this.teams) this.byeWeek.set(t.mfl, byeWeekOf(this.games, t.mfl));
    for (const p of this.players) {
      if (isIdp(p) && p.team !== "FA") this.idpByTeam.set(p.team, [...(this.idpByTeam.get(p.team) ?? []), p]);
    }
  }

  /** Individual defensive stats of a game after its first `k` plays (a fold over the same plays). */
  idpLines(game: NflGame, k: number): Map<string, IdpLine> {
    const cached = this.idpCache.get(game.id);
    if (cached && cached.at === k) return cached.lines;
    let deltas = this.idpDeltas.get(game.id);
    if (!deltas) {
      const team = (side: Side) => (side === "home" ? game.home : game.away).mfl;
      deltas = creditIdp(this.seed, this.script(game), (side) => this.idpByTeam.get(team(side)) ?? []);
      this.idpDeltas.set(game.id, deltas);
    }
    const lines = foldIdp(deltas, k);
    this.idpCache.set(game.id, { at: k, lines });
    return lines;
  }

  gameOf(team: string, week: number): NflGame | undefined {
    return this.teamWeekGame.get(`${team}|${week}`);
  }

  /** Current NFL week: a week stays current until the day after its last game (Tuesday). */
  currentWeek(now: number): number {
    if (now < this.games[0].kickoff - 4 * 86400) return 0;
    for (let w = 1; w <= REGULAR_WEEKS; w++) {
      const last = this.gamesByWeek[w][this.gamesByWeek[w].length - 1].kickoff;
      if (now < last + 86400 + 6 * 3600) return w;
    }
    return REGULAR_WEEKS;
  }

  weekStarted(week: number, now: number): boolean {
    return (this.gamesByWeek[week]?.[0]?.kickoff ?? Infinity) <= now;
  }

  weekFinal(week: number, now: number): boolean {
    const gs = this.gamesByWeek[week];
    // Every game ends at game second 3600, so its final moment is known without scripting it.
    return !!gs?.length && gs.every((g) => g.kickoff + realOffset(3600) <= now);
  }

  unit(team: NflTeam, week: number): Unit {
    const active = (pos: string) =>
      this.players.filter((p) => teamInWeek(p, week) === team.mfl && p.pos === pos && isPlaying(p, week)).sort((a, b) => a.depth - b.depth);
    const qbs = active("QB"), rbs = active("RB"), wrs = active("WR"), tes = active("TE");
    return {
      qb: qbs[0], rbs: rbs.slice(0, 3), wrs: wrs.slice(0, 5), tes: tes.slice(0, 2), k: active("PK")[0],
      returner: wrs[4] ?? rbs[2] ?? wrs[wrs.length - 1],
    };
  }

  script(game: NflGame): GameScript {
    let s = this.scripts.get(game.id);
    if (!s) {
      s = scriptGame(rngFor(this.seed, "game", game.id), game, {
        home: this.unit(game.home, game.week), away: this.unit(game.away, game.week),
      });
      this.scripts.set(game.id, s);
    }
    return s;
  }

  /** Script every game, a few per call, so the first standings/playerScores request is fast. */
  warmStep(budget = 8): boolean {
    let n = 0;
    for (const g of this.games) {
      if (this.scripts.has(g.id)) continue;
      this.script(g);
      if (++n >= budget) return true;
    }
    return false;
  }

  visibleCount(s: GameScript, now: number): number {
    const v = s.visibleAt;
    let lo = 0, hi = v.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (v[mid] <= now) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  gameState(game: NflGame, now: number): GameState {
    const s = this.script(game);
    const k = now < game.kickoff ? 0 : this.visibleCount(s, now);
    const key = game.id;
    const cached = this.stateCache.get(key);
    if (cached && cached.at === k && (k > 0 || (cached.state.status === "pre") === (now < game.kickoff))) return cached.state;
    const state = foldPlays(s, k, now);
    this.stateCache.set(key, { at: k, state });
    return state;
  }
}

function foldPlays(s: GameScript, k: number, now: number): GameState {
  const { game, plays } = s;
  const players = new Map<string, StatLine>();
  const def: Record<Side, DefLine> = { home: {}, away: {} };
  const offPlays = { home: 0, away: 0 };
  const quarterPoints: Record<Side, number[]> = { home: [], away: [] };
  let lastHome = 0, lastAway = 0;
  for (let i = 0; i < k; i++) {
    const p = plays[i];
    for (const id in p.stats) {
      let line = players.get(id);
      if (!line) players.set(id, (line = {}));
      addLine(line, p.stats[id]);
    }
    if (p.def) {
      if (p.def.home) addDef(def.home, p.def.home);
      if (p.def.away) addDef(def.away, p.def.away);
    }
    if (p.scrimmageSide) offPlays[p.scrimmageSide]++;
    const q = p.period - 1;
    quarterPoints.home[q] = (quarterPoints.home[q] ?? 0) + p.homeScore - lastHome;
    quarterPoints.away[q] = (quarterPoints.away[q] ?? 0) + p.awayScore - lastAway;
    lastHome = p.homeScore;
    lastAway = p.awayScore;
  }
  const last = k > 0 ? plays[k - 1] : undefined;
  const status: GameStatus = now < game.kickoff ? "pre" : k >= plays.length ? "final" : "live";
  const elapsed = last?.endElapsed ?? 0;
  const period = status === "pre" ? 0 : Math.max(1, Math.min(4, Math.ceil(elapsed / 900) || 1));
  if (status !== "pre") {
    for (let q = 0; q < period; q++) {
      quarterPoints.home[q] ??= 0;
      quarterPoints.away[q] ??= 0;
    }
  }
  def.home.ptsAllowed = lastAway;
  def.away.ptsAllowed = lastHome;
  return {
    game, status, k, homeScore: lastHome, awayScore: lastAway, period,
    clock: status === "live" ? clockString(period * 900 - elapsed) : "",
    secondsRemaining: status === "pre" ? 3600 : status === "final" ? 0 : 3600 - elapsed,
    possession: status === "live" ? last?.possession ?? "" : "",
    redZone: status === "live" ? last?.redZone ?? false : false,
    quarterPoints, players, def, offPlays, lastPlay: last,
  };
}
