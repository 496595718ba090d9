import type { z } from "npm:zod@4.6.7";
import { validateLineup } from "../_shared/contracts/lineup-rules.ts";
import {
  ACCESS_DENIED,
  BEST_BALL_LINEUP,
  LINEUP_INVALID,
  LINEUP_SAVED,
  type LineupRosterPlayer,
  SAVE_STATUS_UNCLEAR,
  SAVE_STATUS_UNCLEAR_DETAIL,
  SAVED_UNCONFIRMED_DETAIL,
  type saveLineupRequestSchema,
} from "../_shared/contracts/mfl-lineup.ts";
import { AppError } from "../_shared/errors.ts";
import { lineupRulesOf, type SettingsWriteRow } from "../_shared/league-data/datasets/settings.ts";
import { MflApiError, MflAuthError, MflLeagueAccessError } from "../_shared/mfl/errors.ts";
import { UpstreamBackoffError, UpstreamHttpError, UpstreamQueueFullError } from "../_shared/upstream/errors.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import { describeFailure, toAppError } from "../_shared/mfl/app-errors.ts";
import { type LineupCaller, type LineupDeps, lineupCaller, readLineup, storedLineupState } from "./lineup-context.ts";
import { sessionRejected } from "./session-rejected.ts";

type SaveRequest = z.output<typeof saveLineupRequestSchema>;

/**
 * POST /lineup {leagueId, franchiseId, week, starters}: refuses a best-ball league's (MFL sets it),
 * checks the lineup as the screen does (the same rules and texts, 422) and refuses to move a player whose game has kicked off (naming him),
 * all against what is stored (storedLineupState); then exactly one MFL lineup import and one
 * read-back: the answer is what MFL now holds. Only MFL's `<status>OK</status>` counts as saved;
 * an answer that cannot be read is 'Save status unclear'; a request never sent says so.
 */
export function postLineup(deps: LineupDeps) {
  return async ({ caller, input, now }: UserRouteContext<SaveRequest>) => {
    const who = await lineupCaller(deps, input, caller, now);
    if (new Set(input.starters).size !== input.starters.length) {
      throw new AppError("bad_request", "Missing required parameters: starters lists a player twice");
    }
    const { players, before, settings, bestBall } = await storedLineupState(deps, who, input.week);
    // MFL would refuse it (and ignore it if it did not): no import is sent.
    if (bestBall) throw new AppError("unprocessable", BEST_BALL_LINEUP, { problems: [BEST_BALL_LINEUP] });
    checkLineup(input.starters, players, settings);
    checkLocks(input.starters, before.starters, players);
    await importLineup(deps, who, input);
    try {
      const { lineup } = await readLineup(deps, who, input.week, true);
      return json({ success: true, message: LINEUP_SAVED, confirmed: true, lineup });
    } catch (error) {
      // MFL said OK; only the read-back failed. What it holds now is unknown: never show the sent list as its.
      console.warn(`Lineup read-back failed for league ${who.leagueId}: ${describeFailure(error)}`);
      return json({ success: true, message: LINEUP_SAVED, confirmed: false, lineup: null, detail: SAVED_UNCONFIRMED_DETAIL });
    }
  };
}

/** Every starter on the caller's active roster, and the league's starting requirements met (spec 02 §5; validateLineup also refuses a position the league does not start). */
function checkLineup(starters: string[], roster: LineupRosterPlayer[], settings: SettingsWriteRow) {
  const byId = new Map(roster.map((p) => [p.id, p]));
  const problems: string[] = [];
  for (const id of starters) {
    const p = byId.get(id);
    if (!p) problems.push(`Player ${id} is not on your roster`);
    else if (p.status !== "ROSTER") {
      problems.push(`${p.name} is on your ${p.status === "TAXI_SQUAD" ? "taxi squad" : "injured reserve"} and cannot start`);
    }
  }
  problems.push(...validateLineup(lineupRulesOf(settings), starters.map((id) => byId.get(id)?.position ?? "")));
  if (problems.length > 0) throw new AppError("unprocessable", LINEUP_INVALID, { problems });
}

/** A player whose game has kicked off stays where he is. */
function checkLocks(starters: string[], before: string[], roster: LineupRosterPlayer[]) {
  const now = new Set(starters);
  const was = new Set(before);
  const moved = roster.filter((p) => p.locked && now.has(p.id) !== was.has(p.id));
  if (moved.length > 0) {
    const names = moved.map((p) => p.name).join(", ");
    throw new AppError("unprocessable", `${names} ${moved.length === 1 ? "is" : "are"} locked: the game has started`, {
      problems: moved.map((p) => `${p.name} is locked: his game has started`),
    });
  }
}

/**
 * The import, and what its failure means for the user (spec 02 §8): MFL's own refusal (`<error>`)
 * in its words; an HTTP error from MFL as 'MFL API returned …'; a request our limiter or the
 * per-user cap held back was never sent (say so, with when to retry); an answer that cannot be
 * read, or none after sending, may have been saved: 'Save status unclear'.
 */
async function importLineup(deps: LineupDeps, who: LineupCaller, input: SaveRequest): Promise<void> {
  try {
    await deps.upstream().importLineup(
      { leagueId: who.leagueId, year: who.year, week: input.week, starters: input.starters },
      { cookie: who.cookie, userId: who.userId },
    );
  } catch (error) {
    if (error instanceof MflAuthError) throw await sessionRejected(deps.db(), who.userId, who.now);
    if (error instanceof MflLeagueAccessError) throw new AppError("forbidden", ACCESS_DENIED);
    if (error instanceof MflApiError) throw new AppError("unprocessable", error.message, { problems: [error.message], refused: true });
    if (error instanceof UpstreamHttpError) {
      throw new AppError("upstream_failed", `MFL API returned HTTP ${error.status}: your lineup was not saved, try again shortly`);
    }
    const notSent = notSentError(error);
    if (notSent) throw notSent;
    console.warn(`Lineup import for league ${who.leagueId} ended unclearly: ${describeFailure(error)}`);
    throw new AppError("upstream_failed", SAVE_STATUS_UNCLEAR, { unclear: true, detail: SAVE_STATUS_UNCLEAR_DETAIL });
  }
}

/** The limiter's backoff or full queue, or the per-user cap: the lineup never left. Null for anything else. */
function notSentError(error: unknown): AppError | null {
  const held = error instanceof UpstreamBackoffError || error instanceof UpstreamQueueFullError ? toAppError(error) : error;
  if (!(held instanceof AppError) || (held.code !== "rate_limited" && held.code !== "unavailable")) return null;
  return new AppError(held.code, `Your lineup was not sent: ${held.message}`, { ...held.details, notSent: true }, held.headers);
}
