import {
  ACCESS_DENIED,
  FRANCHISE_UNVERIFIED,
  LEAGUE_NOT_FOUND_OR_NOT_CONNECTED,
  type Lineup,
  type LineupRosterPlayer,
  NOT_LOADED,
} from "../_shared/contracts/mfl-lineup.ts";
import type { Caller } from "../_shared/auth.ts";
import { type MflProfileRow, mflSessionOf, readMflProfile } from "../_shared/credentials/mfl-session.ts";
import { AppError } from "../_shared/errors.ts";
import { provenFor } from "../_shared/league-data/league-membership.ts";
import type { FranchiseClaim } from "../_shared/league-data/league-store.ts";
import type { ReferenceKindName, ReferenceRefresher } from "../_shared/league-data/reference-data.ts";
import { seasonOr } from "../_shared/league-input.ts";
import { league, type MflQuery, rosters, weeklyResults } from "../_shared/mfl/queries.ts";
import type { UpstreamResult } from "../_shared/upstream/result.ts";
import { MflAuthError, MflLeagueAccessError } from "../_shared/mfl/errors.ts";
import { currentWeek, NO_WEEK_IN_PROGRESS } from "../_shared/league-data/current-week.ts";
import { asAppError, describeFailure } from "../_shared/mfl/app-errors.ts";
import type { Patience } from "../_shared/upstream/shared-cache.ts";
import { settingsRow, type SettingsWriteRow } from "../_shared/league-data/datasets/settings.ts";
import type { FranchiseRoster } from "../_shared/mfl/rosters.ts";
import { type ShowPlayer, storedPlayerDetails } from "../_shared/league-data/player-details.ts";
import type { CallerReads } from "./caller-reads.ts";
import { sessionRejected } from "./session-rejected.ts";
import { callerReadsOf, type MflDeps } from "./deps.ts";

/** Who sets a lineup: the caller, their own franchise (from their verified membership) and their MFL session. */
export interface LineupCaller {
  /** The league's stored rows, read with the caller's token (row level security): one per request. */
  reads: CallerReads;
  userId: string;
  leagueId: string;
  year: number;
  franchiseId: string;
  cookie: string;
  username: string;
  now: number;
  /** How long this request waits for MFL, shared by all its reads (MflUpstream.patience()). */
  patience: Patience;
}

export interface LineupDeps extends MflDeps {
  /** Shared reference data (names, injuries, bye weeks, the NFL schedule). */
  reference: () => ReferenceRefresher;
}

/**
 * The caller's own franchise in the league, checked before anything is asked of MFL: a franchise
 * that is not theirs is 403 'Access denied'; no verified membership is 404 with the spec's load text.
 * Two reads at once: the membership as the caller (row level security; it refuses a signed-out or
 * deleted user's token, so the routes that start with it skip the router's own session check,
 * `sessionCheckedByRead`), and the stored MFL session with the service role (its encrypted cookie is
 * no user's to read).
 */
export async function lineupCaller(
  deps: MflDeps,
  input: { leagueId: string; franchiseId?: string; year?: number },
  caller: Caller & { userId: string },
  now: number,
  reads: CallerReads = callerReadsOf(deps, caller),
): Promise<LineupCaller> {
  // Spec 02 §8: a save that cannot check whose franchise it is reads 'Authentication Error'.
  const [membership, profile] = await bothInOrder(
    reads.membership(input.leagueId, FRANCHISE_UNVERIFIED),
    readMflProfile(deps.db(), caller.userId),
  );
  return await lineupCallerOf(deps, input, caller, now, { membership, profile }, reads);
}

/**
 * Both values, or the first one's failure before the second's: the caller's own read decides
 * first (an ended session is 401 whatever else failed). Neither is left unhandled.
 */
export async function bothInOrder<A, B>(first: Promise<A>, second: Promise<B>): Promise<[A, B]> {
  const [a, b] = await Promise.allSettled([first, second]);
  if (a.status === "rejected") throw a.reason;
  if (b.status === "rejected") throw b.reason;
  return [a.value, b.value];
}

/** lineupCaller's judgement of rows already read (the scoring poll reads the stored session with its kept answer). */
export async function lineupCallerOf(
  deps: MflDeps,
  input: { leagueId: string; franchiseId?: string; year?: number },
  caller: Caller & { userId: string },
  now: number,
  rows: { membership: FranchiseClaim | null; profile: MflProfileRow | null },
  reads: CallerReads,
): Promise<LineupCaller> {
  const patience = deps.upstream().patience();
  const franchiseId = ownFranchise(rows.membership, input, now);
  return callerWith(input, caller, reads, now, patience, franchiseId, await mflSessionOf(rows.profile, caller.userId, now, deps.keyring));
}

function ownFranchise(row: FranchiseClaim | null, input: { franchiseId?: string; year?: number }, now: number): string {
  if (!row || !provenFor(row, seasonOr(input.year, now)) || !row.franchise_id) throw new AppError("not_found", LEAGUE_NOT_FOUND_OR_NOT_CONNECTED);
  if (input.franchiseId && input.franchiseId !== row.franchise_id) throw new AppError("forbidden", ACCESS_DENIED);
  return row.franchise_id;
}

function callerWith(
  input: { leagueId: string; year?: number },
  caller: Caller & { userId: string },
  reads: CallerReads,
  now: number,
  patience: Patience,
  franchiseId: string,
  session: { cookie: string; username: string },
): LineupCaller {
  return {
    reads,
    userId: caller.userId,
    leagueId: input.leagueId,
    year: seasonOr(input.year, now),
    franchiseId,
    cookie: session.cookie,
    username: session.username,
    now,
    patience,
  };
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

/** A league-host read an answer is made of: whether it is MFL's last good copy, and from when. */
export interface Read {
  stale: boolean;
  fetchedAt: string;
  /** Why it is stale: MFL failing, or only "refreshing" (a refresh under way elsewhere). */
  staleReason?: string;
  /** Until when the copy is fresh (ISO). */
  expiresAt?: string;
}

/**
 * The week asked for, else the NFL week in progress by the one rule of current-week.ts: the last
 * week MFL named while it cannot be asked (its read then marks the answer stale), MFL's busy answer
 * (503, Retry-After) when none is known; never a guess (a lineup saved for a guessed week is worse
 * than none). Between seasons there is no week to default to: 404, name one.
 */
export async function lineupWeek(deps: MflDeps, who: LineupCaller, week: number | undefined): Promise<{ week: number; read: Read | null }> {
  if (week) return { week, read: null };
  const current = await currentWeek(deps.upstream(), who.year, { userId: who.userId, patience: who.patience });
  if (current.week < 1) throw new AppError("not_found", `${NO_WEEK_IN_PROGRESS}: name the week`);
  return { week: current.week, read: current };
}

/** The lineup of the caller's franchise in a weeklyResults answer. */
function ownLineup(who: LineupCaller, week: number, results: { franchises: { franchiseId: string; starters: string[]; nonstarters: string[] }[] }): Lineup {
  const own = results.franchises.find((f) => f.franchiseId === who.franchiseId);
  return { week, franchiseId: who.franchiseId, starters: own?.starters ?? [], bench: own?.nonstarters ?? [] };
}

const lineupQuery = (who: LineupCaller, week: number) => weeklyResults({ leagueId: who.leagueId, year: who.year, week });
const rosterQuery = (who: LineupCaller, week: number) => rosters({ leagueId: who.leagueId, year: who.year, week, franchiseId: who.franchiseId });

/**
 * The lineup MFL holds for the caller's franchise and week (weeklyResults), asked of MFL now
 * (opening the page, reading back a save): it is what the user acts on. Opening the page gets the
 * last copy (its read stale) when MFL is slow or failing; `fresh` waits for MFL's own answer and
 * refuses the last copy (a read-back must be MFL's answer, not what was there before).
 */
export async function readLineup(deps: MflDeps, who: LineupCaller, week: number, fresh = false): Promise<{ lineup: Lineup; read: Read }> {
  const result = await deps.upstream().get(lineupQuery(who, week), {
    cookie: who.cookie,
    userId: who.userId,
    account: who.username,
    forceRefresh: true,
    ...(fresh ? { waitForFresh: true } : { patience: who.patience }),
  });
  if (fresh && result.stale) throw new AppError("upstream_failed", `MyFantasyLeague did not answer: ${result.staleReason ?? "stale"}`);
  return { lineup: ownLineup(who, week, result.data), read: result };
}

/** The reference data a roster is shown with: names and positions, bye weeks, injuries, kickoffs. */
export const REFERENCE_KINDS: ReferenceKindName[] = ["players", "bye_weeks", "injuries", "nfl_schedules"];

/** The caller's roster for a week as the lineup screen shows it, and the league host's time it was judged at. */
export interface RosterView {
  players: LineupRosterPlayer[];
  /** The league host's clock (ISO) when the locks were decided. */
  asOf: string;
}

/**
 * A league's copy as the lineup check reads it: the newest any isolate holds while it is fresh (a
 * save's read-back or a "Check again" in another isolate refreshed it; this isolate's memory alone
 * would not know), else MFL's through the shared cache at the request's patience. `fresh` ("Check
 * again") skips the copies and waits for MFL's answer however long it takes (the last copy,
 * marked stale, if MFL fails).
 */
async function sharedCopy<T>(deps: MflDeps, who: LineupCaller, query: MflQuery<T>, fresh: boolean): Promise<UpstreamResult<T>> {
  const upstream = deps.upstream();
  const newest = fresh ? null : await upstream.peek(query, { userId: who.userId, account: who.username });
  if (newest && !newest.stale && newest.expiresAt && Date.parse(newest.expiresAt) > who.now) return newest;
  return await upstream.get(query, {
    cookie: who.cookie,
    userId: who.userId,
    account: who.username,
    priority: "interactive",
    ...(fresh ? { forceRefresh: true, waitForFresh: true } : { patience: who.patience }),
  });
}

/** The caller's roster entries for a week from the league's shared copy (MFL's when it has none fresh, or `fresh`: MFL's now). */
export async function rosterCopy(deps: MflDeps, who: LineupCaller, week: number, fresh = false): Promise<{ entries: FranchiseRoster["players"]; read: Read }> {
  const roster = await sharedCopy(deps, who, rosterQuery(who, week), fresh);
  const mine = roster.data.find((f) => f.franchiseId === who.franchiseId) ?? roster.data[0];
  return { entries: mine?.players ?? [], read: roster };
}

/**
 * The caller's roster for a week with what the lineup screen shows per player: name, position and
 * team from MFL's player database, injury, bye week, the opponent (get_week_opponent_info) and
 * whether his game has kicked off (locked). The roster is the newest copy any isolate holds (after
 * a "Check again" or a cut seen elsewhere, this isolate's memory alone would show the old one).
 */
export async function readRoster(deps: LineupDeps, who: LineupCaller, week: number): Promise<RosterView & { read: Read }> {
  const call = { cookie: who.cookie, userId: who.userId, priority: "interactive" as const, patience: who.patience };
  const [roster] = await Promise.all([
    sharedCopy(deps, who, rosterQuery(who, week), false),
    deps.reference().ensure(REFERENCE_KINDS, who.year, call),
  ]);
  return { ...await rosterPlayers(deps, who, week, roster.data), read: roster };
}

/**
 * What a save is checked against: the roster and the lineup the page was opened with (the copies
 * their reads left, however old), the league's starting requirements (league_settings) and the
 * kickoffs (nfl_schedules). So a save that finds them costs MFL exactly the import and its
 * read-back. A save that does not (Fix on the lineup check, a page opened long ago) loads what it
 * lacks itself, at MFL's pace, before anything is sent: it never depends on what a page loaded.
 */
export async function storedLineupState(deps: LineupDeps, who: LineupCaller, week: number) {
  const upstream = deps.upstream();
  const key = { userId: who.userId, account: who.username };
  const call = { cookie: who.cookie, userId: who.userId, account: who.username, priority: "interactive" as const };
  const [roster, lineup, stored, leagueExport] = await Promise.all([
    upstream.peek(rosterQuery(who, week), key).then((copy) =>
      copy ?? withMfl(deps, who, async () => {
        // A roster this deployment never read may also lack the names, positions and kickoffs it is checked with.
        const [fetched] = await Promise.all([upstream.get(rosterQuery(who, week), call), deps.reference().ensure(REFERENCE_KINDS, who.year, call)]);
        return fetched;
      })
    ),
    upstream.peek(lineupQuery(who, week), key).then((copy) => copy ?? withMfl(deps, who, () => upstream.get(lineupQuery(who, week), call))),
    leagueSettingsRow(who),
    // The league export names the league's own host: an isolate that has not talked to MFL yet sends
    // the import straight there instead of through the generic host's redirect (one request, not two).
    // It also says whether MFL sets the lineups itself (best ball).
    upstream.peek(league({ leagueId: who.leagueId, year: who.year }), key),
  ]);
  // Settings never stored: the league export's (its copy, else MFL's) are the same rows the sync stores.
  const leagueData = leagueExport ?? (stored ? null : await withMfl(deps, who, () => upstream.get(league({ leagueId: who.leagueId, year: who.year }), call)));
  const settings = stored ?? (leagueData ? settingsRow(leagueData.data) : null);
  if (!settings) throw new AppError("conflict", NOT_LOADED);
  const view = await rosterPlayers(deps, who, week, roster.data);
  return { players: view.players, before: ownLineup(who, week, lineup.data), settings, bestBall: leagueData?.data.bestLineup ?? false };
}

/**
 * The lineup MFL holds for the caller's franchise and week from the league's shared copy within its
 * freshness (the lineup check reads many leagues at once: no call per check). The newest copy of
 * any isolate counts, not only this one's: a save's read-back in another isolate refreshed it.
 * `fresh` asks MFL now ("Check again": a lineup changed on MFL's own site).
 */
export async function lineupCopy(deps: MflDeps, who: LineupCaller, week: number, fresh = false): Promise<{ lineup: Lineup; read: Read }> {
  const result = await sharedCopy(deps, who, lineupQuery(who, week), fresh);
  return { lineup: ownLineup(who, week, result.data), read: result };
}

/**
 * Whether MFL sets the league's lineups itself (best ball: `bestLineup`), from the league export's
 * shared copy (cached for hours, read by every league screen). Unknown when MFL cannot say: no,
 * and MFL's own refusal of a save says the rest.
 */
export async function isBestBall(deps: MflDeps, who: LineupCaller): Promise<boolean> {
  try {
    const result = await deps.upstream().get(league({ leagueId: who.leagueId, year: who.year }), {
      cookie: who.cookie,
      userId: who.userId,
      account: who.username,
      priority: "interactive",
      // The request's one patience: a slow MFL answers the export's copy, not after its timeout.
      patience: who.patience,
    });
    return result.data.bestLineup;
  } catch (error) {
    console.warn(`League ${who.leagueId} export failed; best ball unknown:`, describeFailure(error));
    return false;
  }
}

/**
 * The league's synced settings (league_settings), read as the caller (row level security: a
 * verified member's league only); null when no sync has stored them yet.
 */
export async function leagueSettingsRow(who: LineupCaller): Promise<SettingsWriteRow | null> {
  return (await who.reads.leagueSettings(who.leagueId, who.year))?.row ?? null;
}

/** MFL's roster entries with the stored reference data; locks judged by the league host's clock. */
async function rosterPlayers(deps: MflDeps, who: LineupCaller, week: number, roster: FranchiseRoster[]): Promise<RosterView> {
  const mine = roster.find((f) => f.franchiseId === who.franchiseId) ?? roster[0];
  const entries = mine?.players ?? [];
  const shown = await playerDetails(deps, who.year, week, entries.map((p) => p.id));
  return { asOf: shown.asOf, players: entries.map(shown.player) };
}

/**
 * The stored reference data of these players for a week (league-data/player-details.ts), with the
 * league host's clock the locks are judged by.
 */
export function playerDetails(deps: MflDeps, year: number, week: number, ids: string[]): Promise<{ asOf: string; player: ShowPlayer }> {
  return storedPlayerDetails({ db: deps.db(), hostNow: () => deps.upstream().hostNow() }, year, week, ids);
}
