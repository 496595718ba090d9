import type { z } from "npm:zod@4.6.7";
import { type currentWeekRequestSchema, FALLBACK_WEEK } from "../_shared/contracts/mfl-current-week.ts";
import { AppError } from "../_shared/errors.ts";
import { currentWeek, NO_WEEK_IN_PROGRESS } from "../_shared/league-data/current-week.ts";
import { seasonOr } from "../_shared/league-input.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import { describeFailure } from "../_shared/mfl/app-errors.ts";
import type { MflDeps } from "./deps.ts";

/**
 * GET /current-week?year= → {currentWeek}: the NFL week in progress by the one rule every route
 * follows (current-week.ts), the last week MFL named marked `stale` while MFL cannot be asked.
 * Between seasons, or when no week is known, week 1 with `fallback: true` and the reason (spec 01
 * §8: "Falls back to week 1"): the same words, and the same Retry-After, as the other routes' answer.
 */
export function getCurrentWeek(deps: MflDeps) {
  return async ({ caller: { userId }, input: query, now }: UserRouteContext<z.output<typeof currentWeekRequestSchema>>) => {
    const year = seasonOr(query.year, now);
    try {
      const current = await currentWeek(deps.upstream(), year, { userId });
      if (current.week < 1) return json({ currentWeek: FALLBACK_WEEK, year, fallback: true, reason: NO_WEEK_IN_PROGRESS });
      return json({ currentWeek: current.week, year, ...(current.stale ? { stale: true } : {}) });
    } catch (error) {
      if (!(error instanceof AppError)) console.error("Current week lookup failed:", error);
      const retryAfterSec = error instanceof AppError ? Number(error.details?.retryAfterSec) || undefined : undefined;
      return json(
        { currentWeek: FALLBACK_WEEK, year, fallback: true, reason: describeFailure(error), ...(retryAfterSec ? { retryAfterSec } : {}) },
        200,
        retryAfterSec ? { "Retry-After": String(retryAfterSec) } : {},
      );
    }
  };
}
