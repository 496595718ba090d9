import type { LiveWeekClock } from "../mfl/live-scoring.ts";
import type { GameStatus, NflGame } from "../mfl/nfl-schedule.ts";
import { nflSchedule } from "../mfl/queries.ts";
import type { Priority } from "../upstream/transport.ts";
import type { SupabaseClient } from "../supabase.ts";
import type { GetOptions } from "../mfl/upstream.ts";
import { currentWeek } from "./current-week.ts";
import type { UpstreamGet } from "./datasets/dataset.ts";

// What the NFL schedule says of a week: which week is in progress, which games are on, over or to
// come, and the next kickoff. Read from MFL's nflSchedule (public data: one shared copy for the
// whole deployment, refreshed with the poll intervals), a week's games from the stored season
// schedule when MFL cannot say. Every league's live scores use it: the week a viewer gets without naming one, when a week
// is over for good, and how long a week's scores stay fresh.

/** One game of the week as the scoring screens need it. */
export interface WeekGame {
  /** Unix seconds; null when MFL gives none. */
  kickoff: number | null;
  status: GameStatus;
  /** MFL team codes of both sides. */
  teams: string[];
}

export interface NflWeekState {
  week: number;
  /** No week was asked for and MFL could not be asked now: `week` is the last one it named. */
  weekStale: boolean;
  /** The week's games; null when no schedule could be read (then nothing is final). */
  games: WeekGame[] | null;
  /** Every game of the week is over, as the NFL schedule says (a week with no games never is). */
  final: boolean;
  clock: LiveWeekClock;
}

interface Call extends GetOptions {
  /** The viewer, charged for the calls; none for the server's own background reads. */
  userId?: string;
  priority?: Priority;
}

export function weekGame(game: NflGame): WeekGame {
  return { kickoff: game.kickoff, status: game.status, teams: game.teams.map((t) => t.id).filter(Boolean) };
}

/** Live, final and the next kickoff of a week's games at `now` (epoch ms). */
export function weekClock(games: WeekGame[] | null, now: number): { final: boolean; clock: LiveWeekClock } {
  if (!games) return { final: false, clock: { anyGameLive: false, nextKickoffMs: null } };
  const upcoming = games
    .filter((g) => g.status === "scheduled" && g.kickoff !== null && g.kickoff * 1000 > now)
    .map((g) => (g.kickoff as number) * 1000);
  return {
    final: games.length > 0 && games.every((g) => g.status === "final"),
    clock: { anyGameLive: games.some((g) => g.status === "live"), nextKickoffMs: upcoming.length > 0 ? Math.min(...upcoming) : null },
  };
}

/**
 * The week asked for (or the NFL week in progress, by the one rule of current-week.ts) and its
 * games. The week in progress and its games come from one copy (nflSchedule without a week);
 * another week is asked by number. Without a week asked for and none known, throws the
 * week-unknown answer (503 with Retry-After).
 */
export async function nflWeekState(
  deps: { upstream: UpstreamGet & { hostNow?(): Promise<number> }; db: SupabaseClient },
  year: number,
  requested: number | undefined,
  call: Call,
  now: number,
): Promise<NflWeekState> {
  const current = await currentWeek(deps.upstream, year, call).catch((error) => {
    // Without a week asked for, the answer is about the week in progress: unknown, it cannot be given.
    if (requested === undefined) throw error;
    // A week asked for: the copy of the week in progress only saves a call when it is that week.
    console.warn("The NFL week in progress could not be read from MFL:", error instanceof Error ? error.message : error);
    return null;
  });
  const week = requested ?? (current && current.week >= 1 ? current.week : await storedCurrentWeek(deps.db, year, now));
  let games: WeekGame[] | null;
  if (current && current.week === week) games = current.games.map(weekGame);
  else {
    games = await deps.upstream.get(nflSchedule({ year, week }), call).then(
      (r) => r.data.find((w) => w.week === week)?.games.map(weekGame) ?? [],
      () => storedWeekGames(deps.db, year, week),
    );
  }
  // Kickoffs are in the league host's time (the simulator's wherever it runs one); the TTL they cap
  // is counted on ours.
  const hostNow = games?.some((g) => g.status === "scheduled") && deps.upstream.hostNow
    ? await deps.upstream.hostNow().catch(() => now)
    : now;
  const { final, clock } = weekClock(games, hostNow);
  if (clock.nextKickoffMs !== null) clock.nextKickoffMs += now - hostNow;
  return { week, weekStale: requested === undefined && !!current?.stale, games, final, clock };
}

/** Between seasons (MFL names week 0): the latest week whose first game has kicked off by the stored schedule (else week 1). */
async function storedCurrentWeek(db: SupabaseClient, year: number, now: number): Promise<number> {
  const { data, error } = await db.from("nfl_schedules").select("week").eq("year", year)
    .lte("kickoff_time", new Date(now).toISOString()).order("week", { ascending: false }).limit(1);
  if (error || !data?.length) return 1;
  return Math.max(1, Number((data[0] as { week: number }).week));
}

/** The stored season schedule's games of a week, as last synced; null when there are none. */
async function storedWeekGames(db: SupabaseClient, year: number, week: number): Promise<WeekGame[] | null> {
  const { data, error } = await db.from("nfl_schedules").select("home_team,away_team,kickoff_time,game_status")
    .eq("year", year).eq("week", week);
  if (error || !data?.length) return null;
  return (data as { home_team: string; away_team: string; kickoff_time: string | null; game_status: GameStatus }[]).map((g) => ({
    kickoff: g.kickoff_time ? Math.floor(Date.parse(g.kickoff_time) / 1000) : null,
    status: g.game_status,
    teams: [g.away_team, g.home_team],
  }));
}
