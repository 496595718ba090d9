import { AppError } from "../errors.ts";
import type { LiveScoring, LiveWeekClock } from "../mfl/live-scoring.ts";
import { league, schedule } from "../mfl/queries.ts";
import { leagueWeekRange, type WeekRange } from "../contracts/league-weeks.ts";
import type { League } from "../mfl/league.ts";
import type { SupabaseClient } from "../supabase.ts";
import type { UpstreamResult } from "../upstream/result.ts";
import type { Patience } from "../upstream/shared-cache.ts";
import type { UpstreamGet } from "./datasets/dataset.ts";
import { leagueWeekDatasets } from "./datasets/registry.ts";
import { readWeekCopy } from "./datasets/week-datasets.ts";
import type { LeagueWeekReader, StoredWeek } from "./league-store.ts";
import { type NflWeekState, nflWeekState, type WeekGame } from "./nfl-week.ts";
import type { ReferenceRefresher } from "./reference-data.ts";

// A league's week of live scoring, as League Scoring, League Matchups and Live Scoring read it:
// MFL's liveScoring of the week from the one shared copy (one call per league and week per poll
// interval, whatever the number of viewers and isolates), with the names, projections, kickoffs
// and bye teams the screens show. A week the NFL schedule says is over is stored in
// league_week_scores once and read from there for good: no MFL call for it again.

/** Everything a scoring answer is built from (scoring-answer.ts); stored as is for a finished week. */
export interface ScoringSnapshot {
  week: number;
  leagueName: string | null;
  live: LiveScoring;
  /** Franchise id → name; missing ids read 'Team {id}'. */
  franchiseNames: Record<string, string>;
  /** Player id → name, position and NFL team (MFL's player database); missing players are unknown. */
  players: Record<string, { name: string; position: string; team: string }>;
  /** Player id → projected points in the league's scoring; null when MFL's projections could not be read. */
  projections: Record<string, number> | null;
  /** The week's NFL games (kickoffs, live or final); null when no schedule could be read. */
  games: WeekGame[] | null;
  /** NFL teams on a bye this week. */
  byeTeams: string[];
  /** The week is over for good (stored, never asked again). */
  final: boolean;
  /** The league plays head-to-head (MFL `h2h`); absent in weeks stored before it was kept: yes. */
  headToHead?: boolean;
  /** Best ball (MFL `bestLineup`); absent: no. */
  bestBall?: boolean;
  /** The league's fantasy weeks; absent: the default 1-17. */
  weeks?: WeekRange;
  /**
   * Franchises whose pairing this week is not set yet (MFL's schedule lists them against
   * themselves before a playoff bracket is set); asked only when a head-to-head league's live
   * scores come without pairings. Absent: none.
   */
  undecided?: string[];
}

export interface WeekScores {
  snapshot: ScoringSnapshot;
  /** When MFL produced these scores (ISO). */
  updatedAt: string;
  /** When the shared copy is next refreshed (ISO); null for a finished week. */
  nextUpdateAt: string | null;
  /** The last good scores after MFL failed, or (no week asked for) the week is the last one MFL named. */
  stale: boolean;
  staleReason?: string;
}

export interface WeekScoresDeps {
  /** The shared MFL upstream; its host clock says when kickoffs are, by MFL's time. */
  upstream: UpstreamGet & { hostNow?(): Promise<number> };
  /**
   * The service-role client: it stores a finished week (a write) and reads the NFL's reference data
   * (players' names, bye weeks), which is no league's.
   */
  db: SupabaseClient;
  /** The league's stored weeks and franchises, read as the caller (row level security decides). */
  league: LeagueWeekReader;
  reference: ReferenceRefresher;
}

/** Whose MFL session asks, for a league the caller is a proven member of. */
export interface ScoresCaller {
  leagueId: string;
  year: number;
  userId: string;
  cookie: string;
  /** MFL username of the cookie. */
  account: string;
  now: number;
  /** How long the request waits for MFL (MflUpstream.patience()), shared by all its reads. */
  patience?: Patience;
  /**
   * A read the server makes for its own store of finished weeks, after a viewer's answer (league
   * data shared by every member, kept for good): like a scheduled sync, held back by MFL's pace
   * alone and behind every viewer's read, not charged to the member's per-minute allowance.
   */
  background?: boolean;
}

/**
 * The week asked for, else the NFL week in progress (the answer names it). A stored finished week
 * costs no MFL call at all; otherwise the week's live scores, names and projections come from the
 * shared copies, and a week that has just ended is stored.
 */
export async function weekScores(deps: WeekScoresDeps, who: ScoresCaller, requested?: number): Promise<WeekScores> {
  const found = await storedOrState(deps, who, requested);
  if ("stored" in found) return found.stored;
  const { state } = found;
  const call = callOf(who);
  // The scores first: every viewer of the league waits on this one shared copy, so at a cold start
  // it must not queue at MFL's pace behind names and projections (cached for hours once fetched).
  const live = await liveScores(deps, who, state.week, state.clock, call);
  const [details, projected] = await Promise.all([
    deps.upstream.get(league({ leagueId: who.leagueId, year: who.year }), call).then((r) => r.data, (error) => {
      // Names are a nicety: scores that exist are answered without them.
      console.warn(`League ${who.leagueId} export failed; names from the stored franchises:`, describe(error));
      return null;
    }),
    sharedWeekProjections(deps, who, state.week).catch((error) => {
      console.warn(`Projections of league ${who.leagueId} week ${state.week} unavailable:`, describe(error));
      return null;
    }),
    deps.reference.ensure(["players", "bye_weeks"], who.year, { ...call, userId: who.userId, priority: call.priority ?? "interactive" }),
  ]);
  const ids = [...new Set(live.data.franchises.flatMap((f) => f.players.map((p) => p.id)))];
  const [players, byeTeams, franchiseNames] = await Promise.all([
    readPlayers(deps.db, who.year, ids),
    readByeTeams(deps.db, who.year, state.week),
    details ? Promise.resolve(Object.fromEntries(details.franchises.map((f) => [f.id, f.name]))) : storedFranchiseNames(deps.league, who),
  ]);
  const final = state.final && !live.stale && everyGameOver(live.data);
  const headToHead = details?.h2h ?? true;
  const undecided = headToHead && live.data.matchups.length === 0 && live.data.franchises.length > 0
    ? await undecidedPairings(deps, who, state.week, call)
    : [];
  const snapshot: ScoringSnapshot = {
    week: state.week,
    leagueName: details?.name || null,
    live: live.data,
    franchiseNames,
    players,
    projections: projected,
    games: state.games,
    byeTeams,
    final,
    ...leagueKind(details),
    undecided,
  };
  if (final) await storeFinalWeek(deps.db, who, snapshot, live.fetchedAt);
  const answer: WeekScores = {
    snapshot,
    updatedAt: live.fetchedAt,
    nextUpdateAt: final ? null : live.expiresAt ?? null,
    // The week nobody named is the last one MFL named: the answer may be about a week gone by.
    stale: live.stale || state.weekStale,
  };
  if (live.staleReason) answer.staleReason = live.staleReason;
  return answer;
}

/**
 * A week's projections in the league's scoring (MFL projectedScores): a stored finished week's own,
 * else the league's shared copy for the week, fetched once a day per league and week (ttl-policy),
 * never per viewer. Throws when MFL cannot give them and nothing is saved.
 */
export async function weekProjections(
  deps: WeekScoresDeps,
  who: ScoresCaller,
  requested?: number,
): Promise<{ week: number; projections: Record<string, number>; weekStale: boolean }> {
  const found = await storedOrState(deps, who, requested);
  if ("stored" in found) return { week: found.stored.snapshot.week, projections: found.stored.snapshot.projections ?? {}, weekStale: false };
  return { week: found.state.week, projections: await sharedWeekProjections(deps, who, found.state.week), weekStale: found.state.weekStale };
}

/** A stored finished week (no MFL call at all), else what the schedule says of the week. */
async function storedOrState(
  deps: WeekScoresDeps,
  who: ScoresCaller,
  requested: number | undefined,
): Promise<{ stored: WeekScores } | { state: NflWeekState }> {
  if (requested !== undefined) {
    const stored = await readFinalWeek(deps.league, who, requested);
    if (stored) return { stored };
  }
  const state = await nflWeekState(deps, who.year, requested, callOf(who), who.now);
  if (requested === undefined) {
    const stored = await readFinalWeek(deps.league, who, state.week);
    if (stored) return { stored };
  }
  return { state };
}

/**
 * The league's projections for a week in its own scoring from the one shared copy (fetched once a
 * day per league and week, PROJECTIONS_TTL_SEC): player id → points. A week in progress (the lineup
 * check) is never a stored final week, so it is read here directly.
 */
export async function sharedWeekProjections(deps: WeekScoresDeps, who: ScoresCaller, week: number): Promise<Record<string, number>> {
  return (await readWeekCopy(leagueWeekDatasets.projections, deps.upstream, { leagueId: who.leagueId, year: who.year, week }, callOf(who))).data;
}

function callOf(who: ScoresCaller): { cookie: string; userId?: string; account: string; patience?: Patience; priority?: "background" } {
  // The server filling its own store is no viewer's request: MFL's pace alone, behind every viewer.
  if (who.background) return { cookie: who.cookie, account: who.account, priority: "background" };
  return { cookie: who.cookie, userId: who.userId, account: who.account, patience: who.patience };
}

/**
 * The shared copy of the week's live scores. MFL failing with nothing saved is the league host's
 * fault, not the server's: a 424 with the reason (and Retry-After when MFL said when), never a 5xx.
 */
async function liveScores(
  deps: WeekScoresDeps,
  who: ScoresCaller,
  week: number,
  clock: LiveWeekClock | undefined,
  call: ReturnType<typeof callOf>,
): Promise<UpstreamResult<LiveScoring>> {
  try {
    return await readWeekCopy(leagueWeekDatasets.live_scores, deps.upstream, { leagueId: who.leagueId, year: who.year, week, clock }, call);
  } catch (error) {
    if (error instanceof AppError && (error.code === "upstream_failed" || error.code === "unavailable")) {
      throw new AppError("dependency_failed", error.message, error.details, error.headers);
    }
    throw error;
  }
}

/** What the screens show around a league's scores: head-to-head or total points, best ball, its weeks. */
function leagueKind(details: League | null): Pick<ScoringSnapshot, "headToHead" | "bestBall" | "weeks"> {
  if (!details) return {};
  return { headToHead: details.h2h, bestBall: details.bestLineup, weeks: leagueWeekRange(details) };
}

/**
 * A head-to-head league's week whose live scores come as a flat list has no pairings yet (or no
 * game at all for some): MFL's schedule of that week (one shared copy per league and week) tells
 * which franchises play an opponent still to be decided. Anything else (a bye, eliminated, the
 * schedule unreadable) is no game: never a franchise against itself.
 */
async function undecidedPairings(
  deps: WeekScoresDeps,
  who: ScoresCaller,
  week: number,
  call: ReturnType<typeof callOf>,
): Promise<string[]> {
  try {
    const weeks = (await deps.upstream.get(schedule({ leagueId: who.leagueId, year: who.year, week }), call)).data;
    return weeks.filter((w) => w.week === week).flatMap((w) => w.matchups.filter((m) => !m.decided).flatMap((m) => m.franchises.map((f) => f.id)));
  } catch (error) {
    console.warn(`Schedule of league ${who.leagueId} week ${week} unavailable; no pairing shown as TBD:`, describe(error));
    return [];
  }
}

/**
 * MFL's own scores agree the week is over: no player of the league has game seconds left. With the
 * schedule saying every game is final, this keeps a copy fetched before the last whistle (still
 * fresh in the cache) from being stored as the final scores.
 */
function everyGameOver(live: LiveScoring): boolean {
  return live.franchises.every((f) => f.gameSecondsRemaining === 0 && f.players.every((p) => p.gameSecondsRemaining === 0));
}

/**
 * The finished weeks a league has stored, of those asked (weeks it has not stored are absent), read
 * as the caller: no MFL call. Unreadable is none, said in the log: the caller answers with what it has.
 */
export async function storedFinalWeeks(league: LeagueWeekReader, leagueId: string, year: number, weeks: number[]): Promise<ScoringSnapshot[]> {
  try {
    return (await leagueWeekDatasets.week_scores.read<ScoringSnapshot>(league, leagueId, year, weeks)).map((row) => row.snapshot);
  } catch (error) {
    console.warn(`Reading the stored weeks of league ${leagueId} failed:`, describe(error));
    return [];
  }
}

async function readFinalWeek(league: LeagueWeekReader, who: ScoresCaller, week: number): Promise<WeekScores | null> {
  let rows: StoredWeek<ScoringSnapshot>[];
  try {
    rows = await leagueWeekDatasets.week_scores.read<ScoringSnapshot>(league, who.leagueId, who.year, [week]);
  } catch (error) {
    // The live path still answers; it only costs MFL calls.
    console.warn(`Reading the stored week ${week} of league ${who.leagueId} failed:`, describe(error));
    return null;
  }
  if (rows.length === 0) return null;
  const row = rows[0];
  return { snapshot: row.snapshot, updatedAt: new Date(row.fetched_at).toISOString(), nextUpdateAt: null, stale: false };
}

/** Keeps a finished week for good; the first store wins (a final week does not change). */
async function storeFinalWeek(db: SupabaseClient, who: ScoresCaller, snapshot: ScoringSnapshot, fetchedAt: string): Promise<void> {
  try {
    await leagueWeekDatasets.week_scores.store(db, { leagueId: who.leagueId, year: who.year, week: snapshot.week }, snapshot, fetchedAt);
  } catch (error) {
    // The answer is right all the same; the next viewer's read stores it.
    console.warn(`Storing the final week ${snapshot.week} of league ${who.leagueId} failed:`, describe(error));
  }
}

async function readPlayers(db: SupabaseClient, year: number, ids: string[]): Promise<ScoringSnapshot["players"]> {
  if (ids.length === 0) return {};
  // A read function, not `.in("player_id", ids)`: PostgREST's `= any($n)` compares every stored
  // player with every id once the statement's plan is generic (migration 20261205100000).
  const { data, error } = await db.rpc("nfl_players_named", { p_year: year, p_ids: ids });
  if (error) {
    console.warn("Reading the players' names failed:", error.message);
    return {};
  }
  return Object.fromEntries(
    (data as { player_id: string; full_name: string; position: string; nfl_team: string }[]).map((p) => [
      p.player_id,
      { name: p.full_name, position: p.position, team: p.nfl_team },
    ]),
  );
}

async function readByeTeams(db: SupabaseClient, year: number, week: number): Promise<string[]> {
  const { data, error } = await db.from("nfl_bye_weeks").select("nfl_team").eq("year", year).eq("bye_week", week);
  if (error) {
    console.warn("Reading the bye weeks failed:", error.message);
    return [];
  }
  return (data as { nfl_team: string }[]).map((b) => b.nfl_team);
}

/** The franchise names the league sync stored, when MFL's league export cannot be read now. */
async function storedFranchiseNames(league: LeagueWeekReader, who: ScoresCaller): Promise<Record<string, string>> {
  try {
    return await league.franchiseNames(who.leagueId, who.year);
  } catch (error) {
    console.warn(`Reading the stored franchises of league ${who.leagueId} failed:`, describe(error));
    return {};
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
