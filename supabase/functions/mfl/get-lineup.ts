import type { z } from "npm:zod@4.6.7";
import type { lineupQuerySchema } from "../_shared/contracts/mfl-lineup.ts";
import { json } from "../_shared/responses.ts";
import { staleNote } from "../_shared/mfl/app-errors.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import type { MflDeps } from "./deps.ts";
import { isBestBall, lineupCaller, lineupWeek, readLineup, withMfl } from "./lineup-context.ts";

/**
 * GET /lineup?leagueId=&franchiseId=&week=: the lineup MFL holds now for the caller's franchise, and
 * whether MFL sets it itself (a best-ball league); its last copy, marked stale, when MFL is slow or
 * failing (or the week nobody named is the last one MFL named).
 */
export function getLineup(deps: MflDeps) {
  return async ({ caller, input, now }: UserRouteContext<z.output<typeof lineupQuerySchema>>) => {
    const who = await lineupCaller(deps, input, caller, now);
    const { week, read: weekRead } = await lineupWeek(deps, who, input.week);
    const [{ lineup, read }, bestBall] = await Promise.all([withMfl(deps, who, () => readLineup(deps, who, week)), isBestBall(deps, who)]);
    return json({ success: true, lineup, bestBall, ...staleNote(weekRead ? [weekRead, read] : [read]) });
  };
}
