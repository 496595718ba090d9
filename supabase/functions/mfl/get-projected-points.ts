import type { z } from "npm:zod@4.6.7";
import type { projectedPointsQuerySchema } from "../_shared/contracts/mfl-scoring.ts";
import { weekProjections } from "../_shared/league-data/week-scores.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import { type LineupDeps, lineupCaller, withMfl } from "./lineup-context.ts";
import { scoresCaller, scoresDeps } from "./scoring-context.ts";

/**
 * GET /projected-points?leagueId=&playerIds=[&week=]: MFL's projections in the league's own scoring
 * for the week (the NFL week in progress without one). One copy of the league's projections per
 * league and week, shared by every viewer and kept for a day (ttl-policy), a finished week's from
 * its stored scores: the players asked for are picked out of it, never fetched per viewer.
 */
export function getProjectedPoints(deps: LineupDeps) {
  return async ({ caller, input, now }: UserRouteContext<z.output<typeof projectedPointsQuerySchema>>) => {
    const who = await lineupCaller(deps, input, caller, now);
    const { week, projections, weekStale } = await withMfl(deps, who, () => weekProjections(scoresDeps(deps, who), scoresCaller(who), input.week));
    const wanted = input.playerIds.length > 0 ? new Set(input.playerIds) : null;
    const projectedPoints = Object.fromEntries(
      Object.entries(projections).filter(([id]) => !wanted || wanted.has(id)).map(([id, points]) => [id, { projectedPoints: points }]),
    );
    // The week nobody named is the last one MFL named: said so.
    return json({ success: true, week, projectedPoints, ...(weekStale ? { stale: true } : {}) });
  };
}
