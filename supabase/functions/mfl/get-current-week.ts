import { MflError } from "../_shared/mfl/errors.ts";
import { nflSchedule } from "../_shared/mfl/queries.ts";
import { seasonOr } from "../_shared/league-input.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import { AppError } from "../_shared/errors.ts";
import type { MflDeps } from "./deps.ts";
import type { currentWeekRequestSchema } from "../_shared/contracts/mfl-current-week.ts";
import type { z } from "npm:zod@4.6.7";
import { describeFailure } from "../_shared/upstream/app-errors.ts";

/**
 * GET /current-week?year= → {currentWeek}. MFL's nflSchedule without a week names the current NFL
 * week (reference §4; public data, shared cache). Off-season (week 0) or any failure → week 1 with
 * `fallback: true` and the reason (spec 01 §8: "Falls back to week 1").
 */
export function getCurrentWeek(deps: MflDeps) {
  return async ({ caller: { userId }, input: query, now }: UserRouteContext<z.output<typeof currentWeekRequestSchema>>) => {
    const year = seasonOr(query.year, now);
    try {
      const result = await deps.upstream().get(nflSchedule({ year }), { userId });
      const week = result.data[0]?.week ?? 0;
      if (week < 1) return json({ currentWeek: 1, year, fallback: true, reason: "No NFL week is in progress" });
      return json({ currentWeek: week, year, ...(result.stale ? { stale: true } : {}) });
    } catch (error) {
      if (!(error instanceof MflError) && !(error instanceof AppError)) console.error("Current week lookup failed:", error);
      return json({ currentWeek: 1, year, fallback: true, reason: describeFailure(error) });
    }
  };
}
