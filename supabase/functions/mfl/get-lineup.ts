import type { z } from "npm:zod@4.6.7";
import type { lineupQuerySchema } from "../_shared/contracts/mfl-lineup.ts";
import { json } from "../_shared/responses.ts";
import { staleNote } from "../_shared/upstream/app-errors.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import type { MflDeps } from "./deps.ts";
import { lineupCaller, lineupWeek, readLineup, withMfl } from "./lineup-context.ts";

/**
 * GET /lineup?leagueId=&franchiseId=&week=: the lineup MFL holds now for the caller's franchise;
 * its last copy, marked stale, when MFL is slow or failing (or the week nobody named is the last
 * one MFL named).
 */
export function getLineup(deps: MflDeps) {
  return async ({ caller, input, now }: UserRouteContext<z.output<typeof lineupQuerySchema>>) => {
    const who = await lineupCaller(deps, input, caller.userId, now);
    const { week, read: weekRead } = await lineupWeek(deps, who, input.week);
    const { lineup, read } = await withMfl(deps, who, () => readLineup(deps, who, week));
    return json({ success: true, lineup, ...staleNote(weekRead ? [weekRead, read] : [read]) });
  };
}
