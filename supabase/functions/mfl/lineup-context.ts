import { ACCESS_DENIED, LEAGUE_NOT_FOUND_OR_NOT_CONNECTED, type Lineup, type LineupRosterPlayer } from "../_shared/contracts/mfl-lineup.ts";
import { getMflSession } from "../_shared/credentials/mfl-session.ts";
import { AppError, databaseError } from "../_shared/errors.ts";
import { provenFor } from "../_shared/league-data/league-membership.ts";
import type { ReferenceRefresher } from "../_shared/league-data/reference-data.ts";
import { seasonOr } from "../_shared/league-input.ts";
import { nflSchedule, rosters, weeklyResults } from "../_shared/mfl/queries.ts";
import { MflAuthError, MflLeagueAccessError } from "../_shared/mfl/errors.ts";
import { asAppError } from "../_shared/upstream/app-errors.ts";
import { sessionRejected } from "./session-rejected.ts";
import type { MflDeps } from "./deps.ts";

/** Who sets a lineup: the caller, their own franchise (from their verified membership) and their MFL session. */
export interface LineupCaller {
  userId: string;
  leagueId: string;
  year: number;
  franchiseId: string;
  cookie: string;
  username: string;
  now: number;
}

export interface LineupDeps extends MflDeps {
  /** Shared reference data (names, injuries, bye weeks, the NFL schedule). */
  reference: () => ReferenceRefresher;
}

/**
 * The caller's own franchise in the league, checked before anything is asked of MFL: a franchise
 * that is not theirs is 403 'Access denied'; no verified membership is 404 with the spec's load text.
 */
export async function lineupCaller(
  deps: MflDeps,
  input: { leagueId: string; franchiseId?: string; year?: number },
  userId: string,
  now: number,
): Promise<LineupCaller> {
  const year = seasonOr(input.year, now);
  const db = deps.db();
  const { data, error } = await db.from("user_leagues").select("franchise_id,verified_at,verified_year")
    .eq("user_id", userId).eq("league_id", input.leagueId).maybeSingle();
  if (error) throw databaseError("Reading your league membership failed", error);
  if (!data || !provenFor(data, year) || !data.franchise_id) throw new AppError("not_found", LEAGUE_NOT_FOUND_OR_NOT_CONNECTED);
  if (input.franchiseId && input.franchiseId !== data.franchise_id) throw new AppError("forbidden", ACCESS_DENIED);
  const session = await getMflSession(db, userId, now, deps.keyring);
  return { userId, leagueId: input.leagueId, year, franchiseId: data.franchise_id, cookie: session.cookie, username: session.username, now };
}

/**
 * Runs the MFL reads of a lineup request: MFL refusing the session marks it expired (the reconnect
 * text), refusing the league is 403 'Access denied', anything else MFL does is a clear 4xx/5xx.
 */
export async function withMfl<T>(deps: MflDeps, who: LineupCaller, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MflAuthError) throw await sessionRejected(deps.db(), who.userId, who.now);
    if (error instanceof MflLeagueAccessError) throw new AppError("forbidden", ACCESS_DENIED);
    throw asAppError(error);
  }
}

/** The week asked for, else the NFL week in progress (week 1 when MFL cannot say). */
export async function lineupWeek(deps: MflDeps, who: LineupCaller, week: number | undefined): Promise<number> {
  if (week) return week;
  try {
    const schedule = await deps.upstream().get(nflSchedule({ year: who.year }), { userId: who.userId });
    return Math.max(1, schedule.data[0]?.week ?? 1);
  } catch {
    return 1;
  }
}

/**
 * The lineup MFL holds for the caller's franchise and week (weeklyResults). `fresh` asks MFL now
 * (opening the page, reading back a save); otherwise the copy the last fresh read stored serves.
 */
export async function readLineup(deps: MflDeps, who: LineupCaller, week: number, fresh: boolean): Promise<Lineup> {
  const result = await deps.upstream().get(weeklyResults({ leagueId: who.leagueId, year: who.year, week }), {
    cookie: who.cookie,
    userId: who.userId,
    account: who.username,
    forceRefresh: fresh,
  });
  const own = result.data.franchises.find((f) => f.franchiseId === who.franchiseId);
  return { week, franchiseId: who.franchiseId, starters: own?.starters ?? [], bench: own?.nonstarters ?? [] };
}

interface OpponentRow {
  team: string;
  opponent: string;
  is_home: boolean;
  kickoff_time: string | null;
  spread: number | string | null;
  opponent_rush_defense_rank: number | null;
  opponent_pass_defense_rank: number | null;
  game_status: string;
}

/**
 * The caller's roster for a week with what the lineup screen shows per player: name, position and
 * team from MFL's player database, injury, bye week, the opponent (get_week_opponent_info) and
 * whether his game has kicked off (locked).
 */
export async function readRoster(deps: LineupDeps, who: LineupCaller, week: number): Promise<LineupRosterPlayer[]> {
  const call = { cookie: who.cookie, userId: who.userId, priority: "interactive" as const };
  const [roster, started] = await Promise.all([
    deps.upstream().get(rosters({ leagueId: who.leagueId, year: who.year, franchiseId: who.franchiseId }), { ...call, account: who.username }),
    gamesStarted(deps, who, week),
    deps.reference().ensure(["players", "bye_weeks", "injuries", "nfl_schedules"], who.year, call),
  ]);
  const mine = roster.data.find((f) => f.franchiseId === who.franchiseId) ?? roster.data[0];
  const entries = mine?.players ?? [];
  const ids = entries.map((p) => p.id);
  const db = deps.db();
  const [players, injuries, byes, opponents] = await Promise.all([
    rows<{ player_id: string; full_name: string; position: string; nfl_team: string }>(
      db.from("nfl_players").select("player_id,full_name,position,nfl_team").eq("year", who.year).in("player_id", ids),
    ),
    rows<{ player_id: string; status: string; details: string }>(
      db.from("player_injuries").select("player_id,status,details").eq("year", who.year).in("player_id", ids),
    ),
    rows<{ nfl_team: string; bye_week: number }>(db.from("nfl_bye_weeks").select("nfl_team,bye_week").eq("year", who.year)),
    rows<OpponentRow>(db.rpc("get_week_opponent_info", { p_year: who.year, p_week: week })),
  ]);
  const player = new Map(players.map((p) => [p.player_id, p]));
  const injury = new Map(injuries.map((i) => [i.player_id, i]));
  const bye = new Map(byes.map((b) => [b.nfl_team, b.bye_week]));
  const opponent = new Map(opponents.map((o) => [o.team, o]));
  return entries.map((entry) => {
    const p = player.get(entry.id);
    const team = p?.nfl_team ?? "";
    const game = opponent.get(team);
    const kicked = started?.has(team) ?? (!!game && game.game_status !== "scheduled");
    const hurt = injury.get(entry.id);
    return {
      id: entry.id,
      name: p?.full_name ?? `Player ${entry.id}`,
      position: p?.position ?? "",
      team,
      status: entry.status,
      injury: hurt ? { status: hurt.status, details: hurt.details } : null,
      bye_week: bye.get(team) ?? null,
      opponent: game
        ? {
          opponent: game.opponent,
          is_home: game.is_home,
          kickoff_time: game.kickoff_time,
          spread: game.spread === null ? null : Number(game.spread),
          opponent_rush_defense_rank: game.opponent_rush_defense_rank,
          opponent_pass_defense_rank: game.opponent_pass_defense_rank,
          game_status: game.game_status,
        }
        : null,
      locked: kicked,
    };
  });
}

/**
 * The teams whose game of the week has kicked off, as MFL's schedule for the week says (refreshed
 * every poll interval while games are on or to come); null when MFL cannot say (the stored
 * schedule decides then). MFL's own clock counts, not ours: it is MFL that refuses a late change.
 */
async function gamesStarted(deps: MflDeps, who: LineupCaller, week: number): Promise<Set<string> | null> {
  try {
    const result = await deps.upstream().get(nflSchedule({ year: who.year, week }), { userId: who.userId });
    const games = result.data.find((w) => w.week === week)?.games ?? [];
    return new Set(games.filter((g) => g.status !== "scheduled").flatMap((g) => g.teams.map((t) => t.id)));
  } catch {
    return null;
  }
}

async function rows<T>(query: PromiseLike<{ data: unknown; error: { code?: string; message?: string } | null }>): Promise<T[]> {
  const { data, error } = await query;
  if (error) throw databaseError("Reading the lineup data failed", error);
  return (data ?? []) as T[];
}

