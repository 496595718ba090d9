import type { z } from "npm:zod@4.6.7";
import type { projectedPointsQuerySchema } from "../_shared/contracts/mfl-scoring.ts";
import { projectedScores } from "../_shared/mfl/queries.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import type { MflDeps } from "./deps.ts";
import { lineupCaller, lineupWeek, withMfl } from "./lineup-context.ts";

/**
 * GET /projected-points?leagueId=&playerIds=: MFL's projections in the league's own scoring for the
 * week. One copy of the whole league's projections per league and week, shared by every viewer and
 * kept for a day (ttl-policy): the players asked for are picked out of it, never fetched per viewer.
 */
export function getProjectedPoints(deps: MflDeps) {
  return async ({ caller, input, now }: UserRouteContext<z.output<typeof projectedPointsQuerySchema>>) => {
    const who = await lineupCaller(deps, input, caller.userId, now);
    const week = await lineupWeek(deps, who, input.week);
    const result = await withMfl(deps, who, () =>
      deps.upstream().get(projectedScores({ leagueId: who.leagueId, year: who.year, week }), {
        cookie: who.cookie,
        userId: who.userId,
        account: who.username,
      })
    );
    const wanted = input.playerIds.length > 0 ? new Set(input.playerIds) : null;
    const projectedPoints = Object.fromEntries(
      result.data.scores
        .filter((s) => s.score !== null && (!wanted || wanted.has(s.playerId)))
        .map((s) => [s.playerId, { projectedPoints: s.score as number }]),
    );
    return json({ success: true, week, projectedPoints });
  };
}
