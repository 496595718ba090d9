import type { z } from "npm:zod@4.6.7";
import type { liveScoringRequestSchema } from "../_shared/contracts/mfl-live-scoring.ts";
import { weekScores } from "../_shared/league-data/week-scores.ts";
import { liveScoringXml } from "../_shared/mfl/live-scoring.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import { type LineupDeps, lineupCaller, withMfl } from "./lineup-context.ts";
import { scoresCaller, scoresDeps } from "./scoring-context.ts";

/**
 * POST /live-scoring {leagueId, week?, year?} (spec 01 §7): MFL's liveScoring of the league and week
 * as MFL's XML (`xmlResponse`), written from the same shared copy GET /scoring reads: no MFL call of
 * its own, however many viewers ask.
 */
export function postLiveScoring(deps: LineupDeps) {
  return async ({ caller, input, now }: UserRouteContext<z.output<typeof liveScoringRequestSchema>>) => {
    const who = await lineupCaller(deps, input, caller, now);
    const scores = await withMfl(deps, who, () => weekScores(scoresDeps(deps, who), scoresCaller(who), input.week));
    return json({
      success: true,
      week: scores.snapshot.week,
      xmlResponse: liveScoringXml(scores.snapshot.live, scores.snapshot.week),
      updatedAt: scores.updatedAt,
      stale: scores.stale,
    });
  };
}
