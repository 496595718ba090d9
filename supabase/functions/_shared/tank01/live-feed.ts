import { AppError } from "../errors.ts";
import { currentSeason } from "../nfl-season.ts";
import { gameState, kickoffMs } from "../contracts/live-feed-rules.ts";
import type { GameFeed, Scoreboard } from "../contracts/tank01-live-feed.ts";
import type { BoxScore, NflGame } from "../contracts/tank01-nfl.ts";
import type { SeasonType, WeeklyScheduleResponse } from "../contracts/tank01-weekly-schedule.ts";
import { tank01StaleMessage } from "./app-errors.ts";
import { Tank01ApiError } from "./errors.ts";
import type { FinalGames } from "./final-games.ts";
import { seasonOfGame, teamsOf } from "./game-ids.ts";
import { weekOf } from "../player-identity/tank01-rows.ts";
import { boxScore, type DatedGames, gamesForWeek, scoresForWeek, seasonSchedule, type WeekOf } from "./queries.ts";
import type { Tank01Result, Tank01Upstream } from "./upstream.ts";

/** What the feed needs of the Tank01 upstream (tests pass their own). */
export type Tank01Get = Pick<Tank01Upstream, "get">;

export interface LiveFeedDeps {
  upstream: () => Tank01Get;
  finals: () => FinalGames;
}

/** The box scores of a week's started games, whether any is a stale copy (and why), and the next refresh of a live one. */
export interface StartedGames {
  games: BoxScore[];
  stale: { message?: string } | null;
  refreshAt?: string;
  /** Games whose box score could not be had at all (no saved copy): left out. */
  failed: string[];
}

/** A game is surely over this long after kickoff; until then its week is the current one. */
const GAME_SPAN_MS = 4 * 60 * 60 * 1000;

/**
 * The live feed's reads of Tank01 (spec 02 §7): the scoreboard, one game's box score with its
 * play-by-play, a week's schedule. Every Tank01 call goes through the shared upstream (one call per
 * request per poll interval for the deployment, stale copies on failure); a finished game's box
 * score is stored once (tank01_final_games) and never asked of Tank01 again.
 */
export class LiveFeed {
  readonly #deps: LiveFeedDeps;

  constructor(deps: LiveFeedDeps) {
    this.#deps = deps;
  }

  /** The week in progress (regular season): the week of the first game not surely over; the last week after the season. */
  async currentWeek(now: number): Promise<WeekOf> {
    const season = currentSeason(now);
    const schedule = await this.#deps.upstream().get(seasonSchedule(season));
    return { week: currentWeekAt(schedule.data.games, providerNow(schedule, now)), season, seasonType: "reg" };
  }

  /** The week asked for, its missing parts the current ones. */
  async resolveWeek(q: { week?: number; season?: number; seasonType: SeasonType }, now: number): Promise<WeekOf> {
    if (q.week !== undefined) return { week: q.week, season: q.season ?? currentSeason(now), seasonType: q.seasonType };
    const current = await this.currentWeek(now);
    // Another season or season type without a week: its first week.
    if ((q.season !== undefined && q.season !== current.season) || q.seasonType !== "reg") {
      return { week: 1, season: q.season ?? current.season, seasonType: q.seasonType };
    }
    return current;
  }

  /** getNFLScoresOnly for the week, with kickoff and labels from the season schedule where Tank01 leaves them out. */
  async scoreboard(week: WeekOf): Promise<Scoreboard> {
    const upstream = this.#deps.upstream();
    const scores = await upstream.get(scoresForWeek(week));
    // Kickoffs and labels only: without the season schedule the scores still make a scoreboard.
    const schedule = week.seasonType === "reg" ? await upstream.get(seasonSchedule(week.season)).catch(() => null) : null;
    const byId = new Map((schedule?.data.games ?? []).filter((g) => weekOf(g) === week.week).map((g) => [g.gameID, g]));
    const games = scores.data.map((g) => ({ ...withoutUndefined(byId.get(g.gameID) ?? {}), ...withoutUndefined(g) }) as NflGame);
    for (const [id, g] of byId) if (!games.some((x) => x.gameID === id)) games.push(g);
    games.sort((a, b) => (kickoffMs(a) ?? 0) - (kickoffMs(b) ?? 0) || a.gameID.localeCompare(b.gameID));
    return { statusCode: 200, ...week, body: games, ...staleFields(scores) };
  }

  /** getNFLGamesForWeek: the week's games with status and kickoff. */
  async schedule(week: WeekOf): Promise<WeeklyScheduleResponse> {
    const result = await this.#deps.upstream().get(gamesForWeek(week));
    return { statusCode: 200, ...week, body: result.data, ...staleFields(result) };
  }

  /** One game's box score with its play-by-play: the stored copy once final, otherwise Tank01 through the shared cache. */
  async game(gameID: string, now: number): Promise<GameFeed> {
    const stored = (await this.#deps.finals().get([gameID])).get(gameID);
    if (stored) return { statusCode: 200, body: stored, final: true };
    return await this.#unstoredGame(gameID, now);
  }

  /** A game not in the final-games table: Tank01 through the shared cache, stored once it is final. */
  async #unstoredGame(gameID: string, now: number): Promise<GameFeed> {
    let result = await this.#boxScore(gameID);
    if ("notStarted" in result.data) {
      // Tank01 said "not started" before kickoff; once the kickoff has passed, that copy is out of date.
      const { kickoff, providerNow: at } = await this.#kickoff(gameID, now);
      if (kickoff !== null && kickoff <= at && Date.parse(result.fetchedAt) < kickoff - (at - now)) {
        result = await this.#boxScore(gameID, true);
      }
    }
    if ("notStarted" in result.data) {
      const [away, home] = teamsOf(gameID);
      return {
        statusCode: 200,
        body: { gameID, away, home, gameStatus: "Scheduled", gameStatusCode: "0", notStarted: result.data.notStarted },
        final: false,
        ...staleFields(result),
      };
    }
    const box = result.data.boxScore;
    if (gameState(box) === "final" && !result.stale) await this.#deps.finals().put(box);
    return { statusCode: 200, body: box, final: false, ...staleFields(result) };
  }

  /**
   * The box scores of a week's games that have kicked off (live or final), for My feed: finished
   * ones from the table in one read, live ones through the shared cache (the same keys the Single
   * Game Feed uses, so My feed costs Tank01 nothing more).
   */
  async startedGames(week: WeekOf, now: number): Promise<StartedGames> {
    const board = await this.scoreboard(week);
    const started = board.body.filter((g) => gameState(g) !== "pregame");
    const stored = await this.#deps.finals().get(started.map((g) => g.gameID));
    const failed: string[] = [];
    let stale = board.stale ? { message: board.message } : null;
    const refreshes: string[] = [];
    const games = await Promise.all(started.map(async (g) => {
      const copy = stored.get(g.gameID);
      if (copy) return copy;
      try {
        const feed = await this.#unstoredGame(g.gameID, now);
        if (feed.stale) stale ??= { message: feed.message };
        if (!feed.final && gameState(feed.body) === "live" && feed.refreshAt) refreshes.push(feed.refreshAt);
        return feed.body.notStarted ? null : feed.body;
      } catch (error) {
        if (!(error instanceof AppError) && !(error instanceof Tank01ApiError)) throw error;
        failed.push(g.gameID);
        return null;
      }
    }));
    // A box score carries no kickoff time; the scoreboard's entry does (My feed dates plays from it).
    const kickoffs = new Map(started.map((g) => [g.gameID, g.gameTime_epoch]));
    return {
      games: games.filter((g): g is BoxScore => g !== null).map((g) => ({ ...g, gameTime_epoch: g.gameTime_epoch ?? kickoffs.get(g.gameID) })),
      stale,
      refreshAt: refreshes.sort()[0],
      failed,
    };
  }

  async #boxScore(gameID: string, force = false) {
    try {
      return await this.#deps.upstream().get(boxScore(gameID), { force });
    } catch (error) {
      if (error instanceof Tank01ApiError) {
        throw new AppError("not_found", `Game not found: ${gameID}`, { reason: error.message });
      }
      throw error;
    }
  }

  /** Kickoff of a game from the season schedule (cached for hours), null when unknown; and the provider's time now. */
  async #kickoff(gameID: string, now: number): Promise<{ kickoff: number | null; providerNow: number }> {
    try {
      const schedule = await this.#deps.upstream().get(seasonSchedule(seasonOfGame(gameID)));
      const game = schedule.data.games.find((g) => g.gameID === gameID);
      return { kickoff: game ? kickoffMs(game) : null, providerNow: providerNow(schedule, now) };
    } catch {
      return { kickoff: null, providerNow: now };
    }
  }
}

/**
 * The week of the first game (by kickoff) not surely over at `now` (the provider's time); the last
 * week after the season, 1 before it. By kickoffs, not by the statuses of a schedule cached for hours.
 */
export function currentWeekAt(games: readonly NflGame[], now: number): number {
  const dated = games
    .map((g) => ({ kickoff: kickoffMs(g), week: weekOf(g) }))
    .filter((g): g is { kickoff: number; week: number } => g.kickoff !== null && g.week !== null)
    .sort((a, b) => a.kickoff - b.kickoff);
  const next = dated.find((g) => g.kickoff + GAME_SPAN_MS > now);
  if (next) return next.week;
  return dated.length ? Math.max(...dated.map((g) => g.week)) : 1;
}

/**
 * The provider's time now: the time its answer said (`Date`), moved on by our clock since. A real
 * provider's clock is ours; a simulated season's runs where the simulator set it.
 */
export function providerNow(schedule: Tank01Result<DatedGames>, now: number): number {
  return schedule.data.asOf === null ? now : schedule.data.asOf + (now - Date.parse(schedule.fetchedAt));
}

/** The stale note of an answer served from the last good copy. */
export function staleFields(result: Pick<Tank01Result<unknown>, "stale" | "fetchedAt" | "staleReason" | "expiresAt">) {
  return result.stale
    ? { stale: true, fetchedAt: result.fetchedAt, message: tank01StaleMessage(result.fetchedAt, result.staleReason), refreshAt: result.expiresAt }
    : { fetchedAt: result.fetchedAt, refreshAt: result.expiresAt };
}

function withoutUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
