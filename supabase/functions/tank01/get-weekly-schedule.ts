import type { z } from "npm:zod@4.6.7";
import type { weeklyScheduleQuerySchema } from "../_shared/contracts/tank01-weekly-schedule.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import { tank01AppError } from "../_shared/tank01/app-errors.ts";
import type { Tank01Deps } from "./deps.ts";

/** GET /tank01/weekly-schedule?week=&season=&seasonType=reg → the week's games with status and kickoff (`body`). */
export function getWeeklySchedule(deps: Pick<Tank01Deps, "feed">) {
  return async ({ input, now }: UserRouteContext<z.output<typeof weeklyScheduleQuerySchema>>) => {
    const feed = deps.feed();
    try {
      return json(await feed.schedule(await feed.resolveWeek(input, now)));
    } catch (error) {
      throw tank01AppError(error);
    }
  };
}
