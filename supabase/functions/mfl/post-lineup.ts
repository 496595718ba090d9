import type { z } from "npm:zod@4.6.7";
import { validateLineup } from "../_shared/contracts/lineup-rules.ts";
import {
  ACCESS_DENIED,
  LINEUP_INVALID,
  LINEUP_SAVED,
  type LineupRosterPlayer,
  SAVE_STATUS_UNCLEAR,
  SAVE_STATUS_UNCLEAR_DETAIL,
  type saveLineupRequestSchema,
} from "../_shared/contracts/mfl-lineup.ts";
import { AppError } from "../_shared/errors.ts";
import { settingsRow } from "../_shared/league-data/datasets/settings.ts";
import { MflApiError, MflAuthError, MflLeagueAccessError } from "../_shared/mfl/errors.ts";
import { league } from "../_shared/mfl/queries.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import { describeFailure } from "../_shared/upstream/app-errors.ts";
import { type LineupCaller, type LineupDeps, lineupCaller, readLineup, readRoster, withMfl } from "./lineup-context.ts";
import { sessionRejected } from "./session-rejected.ts";

type SaveRequest = z.output<typeof saveLineupRequestSchema>;

/**
 * POST /lineup {leagueId, franchiseId, week, starters}: checks the lineup as the screen does (the
 * same rules and texts, 422), refuses to move a player whose game has kicked off (naming him), then
 * one MFL lineup import and one read-back: the answer is what MFL now holds. Only MFL's
 * `<status>OK</status>` counts as saved; an answer that cannot be read is 'Save status unclear'.
 */
export function postLineup(deps: LineupDeps) {
  return async ({ caller, input, now }: UserRouteContext<SaveRequest>) => {
    const who = await lineupCaller(deps, input, caller.userId, now);
    if (new Set(input.starters).size !== input.starters.length) {
      throw new AppError("bad_request", "Invalid request: starters lists a player twice");
    }
    const [roster, current, details] = await withMfl(deps, who, () =>
      Promise.all([
        readRoster(deps, who, input.week),
        readLineup(deps, who, input.week, false),
        deps.upstream().get(league({ leagueId: who.leagueId, year: who.year }), { cookie: who.cookie, userId: who.userId }),
      ])
    );
    checkLineup(input.starters, roster, settingsRow(details.data));
    checkLocks(input.starters, current.starters, roster);
    await importLineup(deps, who, input);
    let lineup;
    try {
      lineup = await readLineup(deps, who, input.week, true);
    } catch (error) {
      // Saved (MFL said OK); only the read-back failed: say what was sent, and that it is unconfirmed.
      console.warn(`Lineup read-back failed for league ${who.leagueId}: ${describeFailure(error)}`);
      lineup = { week: input.week, franchiseId: who.franchiseId, starters: input.starters, bench: [] };
    }
    return json({ success: true, message: LINEUP_SAVED, lineup });
  };
}

/** Every starter on the caller's active roster, and the league's starting requirements met (spec 02 §5). */
function checkLineup(starters: string[], roster: LineupRosterPlayer[], settings: ReturnType<typeof settingsRow>) {
  const byId = new Map(roster.map((p) => [p.id, p]));
  const problems: string[] = [];
  for (const id of starters) {
    const p = byId.get(id);
    if (!p) problems.push(`Player ${id} is not on your roster`);
    else if (p.status !== "ROSTER") {
      problems.push(`${p.name} is on your ${p.status === "TAXI_SQUAD" ? "taxi squad" : "injured reserve"} and cannot start`);
    }
  }
  problems.push(...validateLineup(
    {
      startingPositions: settings.starting_positions,
      starterCount: settings.starter_count,
      maxStarters: settings.max_starters,
      rosterSize: settings.roster_size,
      injuredReserve: settings.injured_reserve,
    },
    starters.map((id) => byId.get(id)?.position ?? ""),
  ));
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

async function importLineup(deps: LineupDeps, who: LineupCaller, input: SaveRequest): Promise<void> {
  try {
    await deps.upstream().importLineup(
      { leagueId: who.leagueId, year: who.year, week: input.week, starters: input.starters },
      { cookie: who.cookie, userId: who.userId },
    );
  } catch (error) {
    if (error instanceof MflAuthError) throw await sessionRejected(deps.db(), who.userId, who.now);
    if (error instanceof MflLeagueAccessError) throw new AppError("forbidden", ACCESS_DENIED);
    // MFL refused the lineup with its own words (<error>): nothing was saved.
    // Worded so the screen's save-error rule shows it as 'MFL Server Error' (spec 02 §8).
    if (error instanceof MflApiError) throw new AppError("unprocessable", `MFL API returned an error: ${error.message}`, { problems: [error.message] });
    // HTML, an empty or unreadable answer, a timeout after the request went out: it may have been saved.
    console.warn(`Lineup import for league ${who.leagueId} ended unclearly: ${describeFailure(error)}`);
    throw new AppError("upstream_failed", SAVE_STATUS_UNCLEAR, { unclear: true, detail: SAVE_STATUS_UNCLEAR_DETAIL });
  }
}
