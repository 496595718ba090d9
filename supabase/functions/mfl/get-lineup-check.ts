import type { z } from "npm:zod@4.6.7";
import type { LeagueCheck, lineupCheckRequestSchema } from "../_shared/contracts/lineup-check.ts";
import type { Lineup } from "../_shared/contracts/mfl-lineup.ts";
import { getMflSession, isMflSessionError } from "../_shared/credentials/mfl-session.ts";
import { AppError } from "../_shared/errors.ts";
import { currentWeek, NO_WEEK_IN_PROGRESS } from "../_shared/league-data/current-week.ts";
import { lineupRulesOf, settingsRow } from "../_shared/league-data/datasets/settings.ts";
import { sharedWeekProjections } from "../_shared/league-data/week-scores.ts";
import { seasonOr } from "../_shared/league-input.ts";
import { league } from "../_shared/mfl/queries.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import { staleNote } from "../_shared/mfl/app-errors.ts";
import type { UpstreamResult } from "../_shared/upstream/result.ts";
import type { League } from "../_shared/mfl/league.ts";
import type { FranchiseRoster } from "../_shared/mfl/rosters.ts";
import { checkLeague } from "../_shared/insights/lineup-check.ts";
import {
  type LineupCaller,
  lineupCopy,
  type LineupDeps,
  playerDetails,
  type Read,
  REFERENCE_KINDS,
  rosterCopy,
  withMfl,
} from "./lineup-context.ts";
import type { ShowPlayer } from "../_shared/league-data/player-details.ts";
import { scoresCaller, scoresDeps } from "./scoring-context.ts";
import { callerReadsOf } from "./deps.ts";

/**
 * GET /lineup-check?year=: every league of the caller for the NFL week in progress, each from the
 * shared copies (roster, lineup, the league export, the week's projections: one copy per league
 * and week a day), so a check that finds them fresh asks MFL nothing. A league MFL cannot answer
 * for, with no copy, is its own 'unavailable' line; the others are answered all the same.
 * `refresh=1` asks MFL for each league's roster and lineup now (a change made on MFL's own site).
 */
export function getLineupCheck(deps: LineupDeps) {
  return async ({ caller, input, now }: UserRouteContext<z.output<typeof lineupCheckRequestSchema>>) => {
    const year = seasonOr(input.year, now);
    const patience = deps.upstream().patience();
    const stored = callerReadsOf(deps, caller);
    const [memberships, session, current] = await Promise.all([
      // The caller's proven leagues in the order the sidebar lists them (row level security: their own rows).
      stored.memberships(year),
      getMflSession(deps.db(), caller.userId, now, deps.keyring),
      currentWeek(deps.upstream(), year, { userId: caller.userId, patience }),
    ]);
    const base = { reads: stored, userId: caller.userId, year, cookie: session.cookie, username: session.username, now, patience };
    if (current.week < 1) throw new AppError("not_found", NO_WEEK_IN_PROGRESS);
    const callers = memberships.map((m): LineupCaller => ({ ...base, leagueId: m.league_id, franchiseId: m.franchise_id! }));
    const fresh = input.refresh === "1";
    // Each league's copies from MFL (at its pace when cold), and the reference data once for all.
    const [reads] = await Promise.all([
      Promise.all(callers.map((who) => leagueReads(deps, who, current.week, fresh))),
      deps.reference().ensure(REFERENCE_KINDS, year, { cookie: session.cookie, userId: caller.userId, priority: "interactive", patience }),
    ]);
    const ids = [...new Set(reads.flatMap((r) => "failure" in r ? [] : [...r.entries.map((e) => e.id), ...r.lineup.starters]))];
    const shown = await playerDetails(deps, year, current.week, ids);
    const leagues = callers.map((who, i) => leagueCheck(who, current.week, reads[i], shown.player));
    return json({
      success: true,
      week: current.week,
      checkedAt: new Date(now).toISOString(),
      attention: leagues.filter((l) => l.status === "attention").length,
      leagues,
      ...staleNote([current]),
    });
  };
}

type LeagueReads =
  | { failure: string }
  | {
    details: UpstreamResult<League>;
    entries: FranchiseRoster["players"];
    lineup: Lineup;
    projections: Record<string, number>;
    reads: Read[];
  };

/**
 * One league's shared copies: the league export, the franchise's roster, the lineup MFL holds and
 * the week's projections; with `fresh` ("Check again") the roster and the lineup asked of MFL now.
 */
async function leagueReads(deps: LineupDeps, who: LineupCaller, week: number, fresh: boolean): Promise<LeagueReads> {
  try {
    const [details, roster, { lineup, read }, projections] = await withMfl(deps, who, async () => {
      // The league export first: it names the league's own host, so the other three go straight
      // there instead of each through the generic host's redirect (at its pace, shared by everyone).
      const details = await deps.upstream().get(league({ leagueId: who.leagueId, year: who.year }), {
        cookie: who.cookie,
        userId: who.userId,
        account: who.username,
        patience: who.patience,
      });
      return [
        details,
        ...await Promise.all([rosterCopy(deps, who, week, fresh), lineupCopy(deps, who, week, fresh), sharedWeekProjections(scoresDeps(deps, who), scoresCaller(who), week)]),
      ] as const;
    });
    return { details, entries: roster.entries, lineup, projections, reads: [details, roster.read, read] };
  } catch (error) {
    // A session MFL refuses is the caller's for every league: the whole answer says reconnect.
    // Anything else MFL did (busy with no copy, refusing this league) is this league's line only.
    if (!(error instanceof AppError)) throw error;
    const message = error.message;
    if (isMflSessionError(error)) throw error;
    return { failure: message };
  }
}

function leagueCheck(who: LineupCaller, week: number, read: LeagueReads, show: ShowPlayer): LeagueCheck {
  const head = { leagueId: who.leagueId, leagueName: null, franchiseId: who.franchiseId, week };
  if ("failure" in read) return { ...head, status: "unavailable", starters: [], lineupFlags: [], proposal: null, error: read.failure };
  const settings = settingsRow(read.details.data);
  const onRoster = new Set(read.entries.map((e) => e.id));
  const result = checkLeague({
    week,
    roster: read.entries.map(show),
    // Starters MFL still lists who are no longer on the roster (cut, traded).
    gone: read.lineup.starters.filter((id) => !onRoster.has(id)).map((id) => show({ id, status: "ROSTER" })),
    starters: read.lineup.starters,
    settings: lineupRulesOf(settings),
    projections: read.projections,
    bestBall: read.details.data.bestLineup,
  });
  return { ...head, leagueName: read.details.data.name || null, ...result, ...staleNote(read.reads.filter((r) => outdated(r, who.now))) };
}

/**
 * MFL's last good copy after a failure, or a copy past its freshness: marked stale. A copy still
 * within its freshness that another request is refreshing right now (a league view's sync, a
 * save's read-back) is as good as any: not marked.
 */
function outdated(read: Read, now: number): boolean {
  return read.stale && !(read.staleReason === "refreshing" && read.expiresAt !== undefined && Date.parse(read.expiresAt) > now);
}
