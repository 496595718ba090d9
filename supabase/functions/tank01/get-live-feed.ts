import type { z } from "npm:zod@4.6.7";
import type { liveFeedQuerySchema } from "../_shared/contracts/tank01-live-feed.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import { tank01AppError } from "../_shared/tank01/app-errors.ts";
import type { Tank01Deps } from "./deps.ts";

/**
 * GET /tank01/live-feed?gameID= → one game's box score with its play-by-play; without a gameID the
 * scoreboard of the current week (or of ?week=&season=&seasonType=). Tank01 answers come from the
 * deployment's shared copy (one call per poll interval however many watch), a final game from the
 * table; a provider failure serves the last good copy, marked stale.
 */
export function getLiveFeed(deps: Pick<Tank01Deps, "feed">) {
  return async ({ input, now }: UserRouteContext<z.output<typeof liveFeedQuerySchema>>) => {
    const feed = deps.feed();
    try {
      if (input.gameID) return json(await feed.game(input.gameID, now));
      return json(await feed.scoreboard(await feed.resolveWeek(input, now)));
    } catch (error) {
      throw tank01AppError(error);
    }
  };
}
